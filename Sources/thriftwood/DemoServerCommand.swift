import ArgumentParser
import ArrDemoKit
import ArrKit
import Foundation
import ThriftwoodCore

/// `thriftwood demo-server`: run one of the embedded demo servers standalone.
struct DemoServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo-server",
        abstract: "Run an embedded demo server (any kind: Radarr, SABnzbd, Seerr, …) standalone.",
        discussion: "What each demo imitates of the real server's API (checked with published clients in CI):\n\n"
            + DemoServerEntry.all.map { "\($0.kind.displayName): \($0.imitates)" }.joined(separator: "\n\n")
    )

    @Option(help: "Which service to serve: \(DemoServerEntry.all.map(\.kind.rawValue).joined(separator: ", ")).")
    var service = ServiceKind.radarr
    @Option(help: "Address to listen on.") var host = "127.0.0.1"
    @Option(help: "Port (0 picks a free one; default the service's usual one: 7878, 8989, 8080, 6789).") var port: Int?
    @Option(
        name: .customLong("api-key"),
        help: "API key clients must send (NZBGet: user:password, or the password of user nzbget).") var apiKey =
        DemoServerConfiguration
        .defaultAPIKey
    @Option(name: .customLong("url-base"), help: "URL base, e.g. /radarr.") var urlBase = ""
    @Option(help: "Radarr: generate this many movies instead of the demo catalogue.") var movies: Int?
    @Option(help: "Sonarr: generate this many series instead of the demo catalogue.") var series: Int?
    @Option(help: "A download client: add this many generated items to its queue (for benchmarks).") var items: Int?
    @Option(help: "Seed for a generated library.") var seed: UInt64 = 1
    @Option(
        name: .customLong("server-version"),
        help: "Report and behave as this version, e.g. 3.0.10.1567 for Sonarr v3 (language profiles).")
    var serverVersion: String?
    @Option(
        help:
            "Fault to simulate: latency=2s, slow-writes=2s, error-rate=0.3, html-login, truncate, slow-drip, hostile-numbers, unauthorized, fail=command,health."
    )
    var fault: [String] = []

    func run() async throws {
        var faults = DemoFaultSet()
        for item in fault {
            do { try faults.apply(item) } catch { throw ValidationError(error.description) }
            // fail= and absent= name an *arr's endpoints; another kind refuses them rather than ignore them.
            let name = item.split(separator: "=").first.map { String($0).lowercased() } ?? item
            if service.arrEngine == nil, DemoFaultSet.arrOnly.contains(name) {
                let supported = DemoFaultSet.names.filter { !DemoFaultSet.arrOnly.contains($0) }
                throw ValidationError(
                    "The \(service.displayName) demo has no --fault \(name) (it names an *arr's endpoints); "
                        + "it supports \(supported.joined(separator: ", ")).")
            }
        }
        if service != .sonarr, series != nil { throw ValidationError("--series is for --service sonarr.") }
        if service != .radarr, movies != nil { throw ValidationError("--movies is for --service radarr.") }
        if items != nil, !service.isDownloadClient {
            throw ValidationError(
                "--items is for a download client: \(ServiceKind.downloadClients.map(\.rawValue).joined(separator: ", "))."
            )
        }
        if let count = movies ?? series ?? items, !(0...100_000).contains(count) {
            throw ValidationError("A generated library or queue holds 0 to 100,000 items, not \(count).")
        }
        let port = port ?? service.defaultPort
        let configuration = DemoServerConfiguration(
            host: host, port: port, apiKey: apiKey, urlBase: urlBase, generatedItems: movies ?? series ?? items,
            seed: seed,
            faults: faults, version: serverVersion)
        guard let entry = DemoServerEntry.of(service) else {
            throw ValidationError("\(service.displayName) has no demo server in this build.")
        }
        let server = entry.server(configuration)
        let name = server.name
        let base = urlBase
        let key = server.configuration.apiKey
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
