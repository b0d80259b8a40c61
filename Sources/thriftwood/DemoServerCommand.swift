import ArgumentParser
import ArrDemoKit
import ArrKit
import Foundation
import RadarrDemoServer
import SonarrDemoServer

/// `thriftwood demo-server`: run one of the embedded demo servers standalone.
struct DemoServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo-server", abstract: "Run an embedded demo server (Radarr or Sonarr) standalone.")

    /// The services that have a demo server.
    enum Service: String, ExpressibleByArgument, CaseIterable {
        case radarr, sonarr
    }

    @Option(help: "Which service to serve: radarr or sonarr.") var service = Service.radarr
    @Option(help: "Address to listen on.") var host = "127.0.0.1"
    @Option(help: "Port (0 picks a free one; default 7878 for Radarr, 8989 for Sonarr).") var port: Int?
    @Option(name: .customLong("api-key"), help: "API key clients must send.") var apiKey = DemoServerConfiguration
        .defaultAPIKey
    @Option(name: .customLong("url-base"), help: "URL base, e.g. /radarr.") var urlBase = ""
    @Option(help: "Radarr: generate this many movies instead of the demo catalogue.") var movies: Int?
    @Option(help: "Sonarr: generate this many series instead of the demo catalogue.") var series: Int?
    @Option(help: "Seed for a generated library.") var seed: UInt64 = 1
    @Option(
        name: .customLong("server-version"),
        help: "Report and behave as this version, e.g. 3.0.10.1567 for Sonarr v3 (language profiles).")
    var serverVersion: String?
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
        if service == .radarr, series != nil { throw ValidationError("--series is for --service sonarr.") }
        if service == .sonarr, movies != nil { throw ValidationError("--movies is for --service radarr.") }
        let port = port ?? (service == .radarr ? 7878 : 8989)
        let configuration = DemoServerConfiguration(
            host: host, port: port, apiKey: apiKey, urlBase: urlBase, generatedItems: movies ?? series, seed: seed,
            faults: faults, version: serverVersion)
        let server: any DemoService =
            switch service {
            case .radarr: RadarrDemoServer(configuration: configuration)
            case .sonarr: SonarrDemoServer(configuration: configuration)
            }
        let name = type(of: server).serverName
        let base = urlBase
        let key = apiKey
        let host = host
        do {
            try await server.run { port in
                print("\(name) demo server at http://\(host):\(port)\(base)  API key: \(key)")
                fflush(nil)
            }
        } catch let error where "\(error)".contains("ddress already in use") || "\(error)".contains("EADDRINUSE") {
            throw thriftwood.exitCode(
                for: CLIError(
                    "Port \(port) on \(host) is already in use. Pick another with --port (0 picks a free one)."))
        }
    }
}
