/// A value loaded asynchronously: what is shown, whether a load runs, and the last failure.
///
/// A failed refresh keeps the previous value, so the screen never goes blank on an error.
public struct Loadable<Value: Sendable>: Sendable {
    /// The last value that loaded.
    public var value: Value?
    /// Whether a load is running.
    public var isLoading = false
    /// Why the last load failed, if it did.
    public var error: ErrorNotice?

    /// Nothing loaded yet.
    public init(value: Value? = nil) {
        self.value = value
    }
}

extension Loadable {
    /// Runs `load`, keeping the old value on failure.
    @MainActor
    mutating func begin() {
        isLoading = true
        error = nil
    }

    /// Records a finished load.
    mutating func finish(_ result: Result<Value, any Error>) {
        isLoading = false
        switch result {
        case .success(let value):
            self.value = value
            error = nil
        case .failure(let failure):
            error = ErrorNotice(failure)
        }
    }
}

/// Runs an async throwing body and captures its result.
func capture<T: Sendable>(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> T
) async -> Result<T, any Error> {
    do {
        return .success(try await body())
    } catch {
        return .failure(error)
    }
}
