import Foundation
import Hummingbird
import Logging
import ServiceLifecycle

extension DemoService {
    /// Serves until the task is cancelled; `onReady` gets the bound port.
    public func run(onReady: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        try await serve(serviceGroup(onReady: onReady))
    }

    /// How often a demo with webhook connections moves on and sends what happened.
    static var pushInterval: Duration { .seconds(2) }

    /// Starts serving in the background and returns once it listens.
    public func start() async throws -> RunningDemoServer {
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        let group = try serviceGroup { port in continuation.yield(port) }
        let logger = logger
        let task = Task {
            do {
                try await serve(group)
            } catch {
                logger.error("demo server stopped", metadata: ["error": "\(error)"])
            }
            continuation.finish()
        }
        var iterator = stream.makeAsyncIterator()
        guard let port = await iterator.next() else {
            throw DemoServerError.badURLBase("the server did not start on \(configuration.host):\(configuration.port)")
        }
        let base = (try? configuration.normalisedURLBase()) ?? ""
        return RunningDemoServer(
            baseURL: "http://\(configuration.host):\(port)\(base)", apiKey: configuration.apiKey, port: port,
            faults: faults, task: task, group: group)
    }

    /// The server as a service group of one, so it can be shut down gracefully: it stops taking
    /// connections and ends each one between requests, and no response is cut off mid-write.
    private func serviceGroup(onReady: @escaping @Sendable (Int) async -> Void) throws -> ServiceGroup {
        let app = Application(
            router: DemoRequestTarget(try makeRouter(), pathsIgnoreCase: pathsIgnoreCase),
            configuration: .init(
                address: .hostname(configuration.host, port: configuration.port), serverName: name),
            onServerRunning: { channel in await onReady(channel.localAddress?.port ?? 0) },
            logger: logger)
        return ServiceGroup(
            configuration: ServiceGroupConfiguration(services: [app], gracefulShutdownSignals: [], logger: logger))
    }

    /// Runs `group` until it ends; the webhooks go out while it serves, and stop with it.
    private func serve(_ group: ServiceGroup) async throws {
        guard let pushing else { return try await group.run() }
        try await withThrowingTaskGroup(of: Void.self) { tasks in
            tasks.addTask { try await group.run() }
            tasks.addTask {
                while !Task.isCancelled {
                    if pushing.hasConnections {
                        await tick()
                        await pushing.flush()
                    }
                    try await Task.sleep(for: Self.pushInterval)
                }
            }
            // The server ending (shut down, or failed) ends the pushing.
            defer { tasks.cancelAll() }
            try await tasks.next()
        }
    }
}

/// A demo server running in the background.
public struct RunningDemoServer: Sendable {
    /// The address clients use, URL base included.
    public let baseURL: String
    /// The API key it accepts.
    public let apiKey: String
    /// The bound port.
    public let port: Int
    /// Its fault switchboard.
    public let faults: DemoFaults
    let task: Task<Void, Never>
    let group: ServiceGroup

    /// The longest a graceful stop waits for open connections before they are cut.
    static let stopGrace: Duration = .seconds(5)

    /// Stops the server: gracefully (connections end between requests), and cut off after
    /// ``stopGrace`` if a connection stays open.
    public func stop() async {
        await group.triggerGracefulShutdown()
        let task = task
        await withTaskGroup(of: Void.self) { waiting in
            waiting.addTask { await task.value }
            waiting.addTask { try? await Task.sleep(for: Self.stopGrace) }
            await waiting.next()
            task.cancel()
            waiting.cancelAll()
        }
    }
}
