import SeerrDemoServer
import ThriftwoodCore

extension DemoServerEntry {
    /// Seerr's demo.
    static let seerr = DemoServerEntry(kind: .seerr, quiet: true) { SeerrDemoServer(configuration: $0, logger: $1) }
}
