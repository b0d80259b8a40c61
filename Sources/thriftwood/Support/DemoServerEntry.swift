import ArrDemoKit
import Logging
import ThriftwoodCore

/// One kind's embedded demo server, declared in the kind's folder of the CLI and listed once in
/// ``all``: what `demo-server --service KIND`, `--demo` and the Demo profile start.
struct DemoServerEntry: Sendable {
    /// The kind it plays.
    let kind: ServiceKind
    /// Whether it runs silently in the foreground (the *arr demos log to stderr).
    var quiet = false
    /// What of the real server's API it answers (`demo-server --help`); the rest is answered as
    /// the real server answers a path or method it does not have.
    let imitates: String
    /// Makes the server from a configuration.
    let make: @Sendable (DemoServerConfiguration, Logger) -> any DemoService

    /// Every kind's demo, in the registry's order.
    static let all: [DemoServerEntry] =
        [.radarr, .sonarr, .lidarr] + downloadClients + [.tautulli, .seerr, .prowlarr, .bazarr]

    /// The demo of `kind`; nil for a kind without one.
    static func of(_ kind: ServiceKind) -> DemoServerEntry? { all.first { $0.kind == kind } }

    /// The server, to run in the foreground.
    func server(_ configuration: DemoServerConfiguration) -> any DemoService {
        make(
            configuration,
            quiet
                ? Logger(label: "thriftwood.demo-server") { _ in SwiftLogNoOpLogHandler() }
                : Logger(label: "thriftwood.demo-server"))
    }

    /// The server started on first use (for `--demo` and the Demo profile).
    func onDemand(_ configuration: DemoServerConfiguration = DemoServerConfiguration()) -> OnDemandDemoServer {
        OnDemandDemoServer(configuration: configuration, make: make)
    }
}
