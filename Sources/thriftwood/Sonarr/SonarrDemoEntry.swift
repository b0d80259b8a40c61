import SonarrDemoServer
import ThriftwoodCore

extension DemoServerEntry {
    /// Sonarr's demo.
    static let sonarr = DemoServerEntry(kind: .sonarr) { SonarrDemoServer(configuration: $0, logger: $1) }
}
