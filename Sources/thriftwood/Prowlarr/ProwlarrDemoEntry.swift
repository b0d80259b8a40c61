import ProwlarrDemoServer
import ThriftwoodCore

extension DemoServerEntry {
    /// Prowlarr's demo.
    static let prowlarr = DemoServerEntry(
        kind: .prowlarr,
        imitates:
            "API v1: system, health, applications, command, downloadclient, history, indexer (test, bulk), indexerstats, indexerstatus, search, tag. Any other path: 404, as Prowlarr answers it."
    ) { ProwlarrDemoServer(configuration: $0, logger: $1) }
}
