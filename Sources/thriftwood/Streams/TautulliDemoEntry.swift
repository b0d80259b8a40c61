import TautulliDemoServer
import ThriftwoodCore

extension DemoServerEntry {
    /// Tautulli's demo.
    static let tautulli = DemoServerEntry(kind: .tautulli, quiet: true) {
        TautulliDemoServer(configuration: $0, logger: $1)
    }
}
