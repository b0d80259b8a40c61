import LidarrDemoServer
import ThriftwoodCore

extension DemoServerEntry {
    /// Lidarr's demo.
    static let lidarr = DemoServerEntry(kind: .lidarr) { LidarrDemoServer(configuration: $0, logger: $1) }
}
