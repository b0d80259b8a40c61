import ArgumentParser
import ArrDemoKit
import ArrKit
import DownloadDemoServer
import Foundation
import LidarrDemoServer
import RadarrDemoServer
import SeerrDemoServer
import SonarrDemoServer
import TautulliDemoServer

/// `thriftwood demo-server`: run one of the embedded demo servers standalone.
struct DemoServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo-server",
        abstract:
            "Run an embedded demo server (Radarr, Sonarr, Lidarr, SABnzbd, NZBGet, qBittorrent, Transmission, Deluge, Seerr or Tautulli) standalone."
    )

    /// The services that have a demo server.
    enum Service: String, ExpressibleByArgument, CaseIterable {
        case radarr, sonarr, lidarr, sabnzbd, nzbget, qbittorrent, transmission, deluge, seerr, tautulli

        /// The port the real server listens on out of the box.
        var defaultPort: Int {
            switch self {
            case .radarr: 7878
            case .sonarr: 8989
            case .lidarr: 8686
            case .sabnzbd: 8080
            case .nzbget: 6789
            case .qbittorrent: 8080
            case .transmission: 9091
            case .deluge: 8112
            case .seerr: 5055
            case .tautulli: 8181
            }
        }
    }

    @Option(
        help:
            "Which service to serve: radarr, sonarr, lidarr, sabnzbd, nzbget, qbittorrent, transmission, deluge, seerr or tautulli."
    )
    var service =
        Service
        .radarr
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
        if service != .sonarr, series != nil { throw ValidationError("--series is for --service sonarr.") }
        if service != .radarr, movies != nil { throw ValidationError("--movies is for --service radarr.") }
        let port = port ?? service.defaultPort
        let configuration = DemoServerConfiguration(
            host: host, port: port, apiKey: apiKey, urlBase: urlBase, generatedItems: movies ?? series, seed: seed,
            faults: faults, version: serverVersion)
        let server: any DemoService =
            switch service {
            case .radarr: RadarrDemoServer(configuration: configuration)
            case .sonarr: SonarrDemoServer(configuration: configuration)
            case .lidarr: LidarrDemoServer(configuration: configuration)
            case .sabnzbd: DemoDownloadClientServer(.sabnzbd, configuration: configuration)
            case .nzbget: DemoDownloadClientServer(.nzbget, configuration: configuration)
            case .qbittorrent: DemoDownloadClientServer(.qbittorrent, configuration: configuration)
            case .transmission: DemoDownloadClientServer(.transmission, configuration: configuration)
            case .deluge: DemoDownloadClientServer(.deluge, configuration: configuration)
            case .seerr: SeerrDemoServer(configuration: configuration)
            case .tautulli: TautulliDemoServer(configuration: configuration)
            }
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
