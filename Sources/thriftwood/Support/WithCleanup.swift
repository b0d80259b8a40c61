/// Runs `body`, then `cleanup` whether `body` threw or not (`defer` cannot `await`).
func withCleanup<T>(_ body: () async throws -> T, cleanup: () async -> Void) async throws -> T {
    let result: Result<T, any Error>
    do {
        result = .success(try await body())
    } catch {
        result = .failure(error)
    }
    await cleanup()
    return try result.get()
}
