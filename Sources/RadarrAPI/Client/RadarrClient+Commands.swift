import Foundation
import NIOHTTP1

extension RadarrClient {
    /// Starts a server command and returns it as queued.
    public func startCommand(_ command: CommandRequest) async throws -> CommandResource {
        try await send(.POST, "/command", body: command)
    }

    /// The commands queued or running now.
    public func commands() async throws -> [CommandResource] { try await get("/command") }

    /// One command's current state.
    public func command(id: Int) async throws -> CommandResource { try await get("/command/\(id)") }

    /// Starts a command and polls it until it finishes, reporting each state to `progress`.
    ///
    /// Throws ``RadarrError/commandFailed(name:message:)`` when it ends without completing and
    /// ``RadarrError/commandTimedOut(name:seconds:)`` when it runs longer than `timeout`.
    public func runCommand(
        _ request: CommandRequest, timeout: Duration = .seconds(120), pollInterval: Duration = .milliseconds(500),
        progress: @Sendable (CommandResource) async -> Void = { _ in }
    ) async throws -> CommandResource {
        var current = try await startCommand(request)
        await progress(current)
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while !(current.status?.isFinished ?? false) {
            guard clock.now < deadline else {
                throw RadarrError.commandTimedOut(
                    name: request.name, seconds: Double(timeout.components.seconds))
            }
            try await Task.sleep(for: pollInterval)
            current = try await command(id: current.id)
            await progress(current)
        }
        guard current.status == .completed else {
            throw RadarrError.commandFailed(
                name: request.name, message: current.message ?? current.status?.wireName ?? "unknown")
        }
        return current
    }

    /// Searches every indexer for a movie's releases (slow: it is a live search).
    public func releases(movieId: Int) async throws -> [Release] {
        try await get("/release", query: [("movieId", "\(movieId)")])
    }

    /// Sends a release found by ``releases(movieId:)`` to the download client.
    public func grab(_ request: GrabRequest) async throws -> Release {
        try await send(.POST, "/release", body: request)
    }
}
