import Foundation
import NIOHTTP1

extension ArrServiceClient {
    /// Starts a server command and returns it as queued.
    public func startCommand(_ command: CommandRequest) async throws -> CommandResource {
        try await core.send(.POST, "/command", body: command)
    }

    /// The commands queued or running now.
    public func commands() async throws -> [CommandResource] { try await core.get("/command") }

    /// One command's current state.
    public func command(id: Int) async throws -> CommandResource { try await core.get("/command/\(id)") }

    /// Starts a command and polls it until it finishes, reporting each state to `progress`.
    ///
    /// Throws ``ArrError/Problem/commandFailed(name:message:)`` when it ends without completing and
    /// ``ArrError/Problem/commandTimedOut(name:seconds:)`` when it runs longer than `timeout`.
    public func runCommand(
        _ request: CommandRequest, timeout: Duration = .seconds(120), pollInterval: Duration = .milliseconds(500),
        progress: @Sendable (CommandResource) async -> Void = { _ in }
    ) async throws -> CommandResource {
        try await runCommand(
            named: request.name, body: request, timeout: timeout, pollInterval: pollInterval, progress: progress)
    }

    /// Starts the command `body` names `name` (a service's own command body, such as Lidarr's
    /// `AlbumSearch` with its album ids) and polls it as ``runCommand(_:timeout:pollInterval:progress:)`` does.
    public func runCommand<Body: Encodable & Sendable>(
        named name: String, body: Body, timeout: Duration = .seconds(120),
        pollInterval: Duration = .milliseconds(500), progress: @Sendable (CommandResource) async -> Void = { _ in }
    ) async throws -> CommandResource {
        var current: CommandResource = try await core.send(.POST, "/command", body: body)
        await progress(current)
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while !(current.status?.isFinished ?? false) {
            guard clock.now < deadline else {
                throw core.error(.commandTimedOut(name: name, seconds: Double(timeout.components.seconds)))
            }
            try await Task.sleep(for: pollInterval)
            current = try await command(id: current.id)
            await progress(current)
        }
        guard current.status == .completed else {
            throw core.error(
                .commandFailed(name: name, message: current.message ?? current.status?.wireName ?? "unknown"))
        }
        return current
    }
}
