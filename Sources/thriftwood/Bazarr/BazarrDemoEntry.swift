import BazarrDemoServer
import ThriftwoodCore

extension DemoServerEntry {
    /// Bazarr's demo.
    static let bazarr = DemoServerEntry(kind: .bazarr, quiet: true) { BazarrDemoServer(configuration: $0, logger: $1) }
}
