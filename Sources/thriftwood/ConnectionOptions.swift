import ArgumentParser
import AsyncHTTPClient
import Foundation
import Logging
import RadarrAPI
import RadarrDemoServer

/// How a command reaches Radarr: the embedded demo, or `--url`/`--api-key` (or their environment variables).
struct ConnectionOptions: ParsableArguments {
    @Flag(help: "Use the embedded demo server.")
    var demo = false

    @Option(help: "Radarr's address, e.g. http://192.168.1.10:7878 (or THRIFTWOOD_URL).")
    var url: String?

    @Option(name: .customLong("api-key"), help: "Radarr's API key (or THRIFTWOOD_API_KEY).")
    var apiKey: String?

    /// Runs `body` with a client for the chosen server, starting and stopping the demo if asked.
    func withClient<T>(_ body: (RadarrClient) async throws -> T) async throws -> T {
        let environment = ProcessInfo.processInfo.environment
        var demoServer: RunningDemoServer?
        let connection: RadarrConnection
        if demo {
            let quiet = Logger(label: "thriftwood.demo-server") { _ in SwiftLogNoOpLogHandler() }
            let server = try await RadarrDemoServer(logger: quiet).start()
            demoServer = server
            connection = RadarrConnection(baseURL: server.baseURL, apiKey: server.apiKey)
        } else if let url = url ?? environment["THRIFTWOOD_URL"], let key = apiKey ?? environment["THRIFTWOOD_API_KEY"]
        {
            connection = RadarrConnection(baseURL: url, apiKey: key)
        } else {
            throw ValidationError(
                "Choose a server: --demo, or --url and --api-key (or THRIFTWOOD_URL and THRIFTWOOD_API_KEY).")
        }
        let http = HTTPClient(eventLoopGroupProvider: .singleton)
        let result: Result<T, any Error>
        do {
            result = .success(try await body(RadarrClient(connection: connection, http: http)))
        } catch {
            result = .failure(error)
        }
        try? await http.shutdown()
        await demoServer?.stop()
        return try result.get()
    }
}

/// Prints a Radarr failure to stderr and exits with the code `--help` documents.
func exitCode(for error: any Error) -> ExitCode {
    guard let radarr = error as? RadarrError else { return .failure }
    FileHandle.standardError.write(Data("error: \(radarr.description)\n  \(radarr.recoverySuggestion)\n".utf8))
    switch radarr {
    case .unauthorized: return ExitCode(77)
    case .unreachable, .timedOut, .tls: return ExitCode(69)
    case .notRadarr, .server, .decoding: return ExitCode(76)
    case .invalidURL: return ExitCode(64)
    default: return .failure
    }
}

/// Runs a command body, turning Radarr failures into documented exit codes.
func runReportingErrors(_ body: () async throws -> Void) async throws {
    do {
        try await body()
    } catch let error as RadarrError {
        throw exitCode(for: error)
    }
}
