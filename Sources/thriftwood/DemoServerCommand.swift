import ArgumentParser
import ArrDemoKit
import ArrKit
import Foundation
import RadarrDemoServer

/// `thriftwood demo-server`: run the Radarr-compatible demo server standalone.
struct DemoServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo-server", abstract: "Run the embedded Radarr-compatible demo server.")

    @Option(help: "Address to listen on.") var host = "127.0.0.1"
    @Option(help: "Port (0 picks a free one).") var port = 7878
    @Option(name: .customLong("api-key"), help: "API key clients must send.") var apiKey = DemoServerConfiguration
        .defaultAPIKey
    @Option(name: .customLong("url-base"), help: "URL base, e.g. /radarr.") var urlBase = ""
    @Option(help: "Generate this many movies instead of the demo catalogue.") var movies: Int?
    @Option(help: "Seed for generated movies.") var seed: UInt64 = 1
    @Option(
        help:
            "Fault to simulate: latency=2s, error-rate=0.3, html-login, truncate, slow-drip, unauthorized, fail=command,health."
    )
    var fault: [String] = []

    func run() async throws {
        var faults = DemoFaultSet()
        for item in fault {
            do { try faults.apply(item) } catch { throw ValidationError(error.description) }
        }
        let configuration = DemoServerConfiguration(
            host: host, port: port, apiKey: apiKey, urlBase: urlBase, generatedItems: movies, seed: seed,
            faults: faults)
        let server = RadarrDemoServer(configuration: configuration)
        let base = urlBase
        let key = apiKey
        let host = host
        do {
            try await server.run { port in
                print("Radarr demo server at http://\(host):\(port)\(base)  API key: \(key)")
                fflush(nil)
            }
        } catch let error where "\(error)".contains("ddress already in use") || "\(error)".contains("EADDRINUSE") {
            throw thriftwood.exitCode(
                for: CLIError(
                    "Port \(port) on \(host) is already in use. Pick another with --port (0 picks a free one)."))
        }
    }
}
