import ArrKit
import LidarrAPI

extension WatchSource {
    /// A Lidarr's imports (an album's tracks landing) and health.
    static func lidarr(_ context: KindContext) -> WatchSource {
        let (lidarr, server) = (context.dependencies.lidarr, context.server)
        return WatchSource(
            server: context.ref,
            imports: {
                try await lidarr.client(for: server).history(page: 1, pageSize: 20, eventType: .downloadImported)
                    .records.map { record in
                        let named = [record.artist?.artistName, record.album?.title].compactMap { $0 }
                        return (
                            id: record.id,
                            title: named.isEmpty ? record.sourceTitle ?? "an album" : named.joined(separator: " – ")
                        )
                    }
            }, health: { try await lidarr.client(for: server).health() })
    }
}
