import RadarrDemoServer
import ThriftwoodCore

extension DemoServerEntry {
    /// Radarr's demo.
    static let radarr = DemoServerEntry(kind: .radarr) { RadarrDemoServer(configuration: $0, logger: $1) }
}
