import ProwlarrDemoServer
import ThriftwoodCore

extension DemoServerEntry {
    /// Prowlarr's demo.
    static let prowlarr = DemoServerEntry(kind: .prowlarr) { ProwlarrDemoServer(configuration: $0, logger: $1) }
}
