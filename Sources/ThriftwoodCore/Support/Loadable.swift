/// A value loaded asynchronously: what is shown, whether a load runs, and the last failure.
///
/// A failed refresh keeps the previous value, so the screen never goes blank on an error —
/// unless the server says the thing is gone (then nothing stale is offered to act on).
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
            // What the server says is gone is not shown as it was: the copy would offer actions
            // on a thing that no longer exists.
            if error?.isGone == true { value = nil }
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

extension Loadable {
    /// Whether nothing is shown because the server said the thing does not exist.
    public var isGone: Bool { value == nil && error?.isGone == true }

    /// What an empty list says: "Loading…" while the first load runs, nothing when it failed
    /// (the error banner says why — a failure is never shown as "no items"), else `empty`.
    public func emptyMessage(_ empty: String) -> String {
        state.emptyMessage(empty)
    }
}

/// One part of a screen that loads on its own, so one failing request does not hide the rest.
public enum LoadedPart<Value: Sendable>: Sendable {
    /// The part loaded.
    case loaded(Value)
    /// The part failed, and why.
    case failed(ErrorNotice)

    /// Runs `body`, keeping its value or why it failed.
    static func capture(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Value
    ) async -> LoadedPart<Value> {
        do {
            return .loaded(try await body())
        } catch {
            return .failed(ErrorNotice(error))
        }
    }

    /// The value when it loaded.
    public var value: Value? {
        if case .loaded(let value) = self { return value }
        return nil
    }

    /// Why it failed, when it did.
    public var failure: ErrorNotice? {
        if case .failed(let notice) = self { return notice }
        return nil
    }

    /// The part with its value turned into another (display values from wire records); a
    /// failure stays the same failure.
    public func map<Other: Sendable>(_ transform: (Value) -> Other) -> LoadedPart<Other> {
        switch self {
        case .loaded(let value): .loaded(transform(value))
        case .failed(let notice): .failed(notice)
        }
    }
}

extension LoadedPart: Equatable where Value: Equatable {}
extension LoadedPart: Hashable where Value: Hashable {}
