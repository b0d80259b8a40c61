import Foundation
import Logging
import RadarrAPI
import RadarrDemoServer
import ThriftwoodCore

/// Starts the embedded demo server in-process the first time a Demo profile needs it.
actor EmbeddedDemo: DemoServerLauncher {
    private var running: RunningDemoServer?

    /// Starts the server (once) and returns its connection.
    func connection() async throws -> RadarrConnection {
        if let running { return RadarrConnection(baseURL: running.baseURL, apiKey: running.apiKey) }
        let quiet = Logger(label: "thriftwood.demo-server") { _ in SwiftLogNoOpLogHandler() }
        let server = try await RadarrDemoServer(logger: quiet).start()
        running = server
        return RadarrConnection(baseURL: server.baseURL, apiKey: server.apiKey)
    }

    /// Stops the server if it was started.
    func stop() async {
        await running?.stop()
        running = nil
    }
}
