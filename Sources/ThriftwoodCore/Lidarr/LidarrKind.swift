import ArrKit
import Foundation
import LidarrAPI

extension ServiceKind {
    /// Lidarr: music.
    public static let lidarr = ServiceKind(
        id: "lidarr", displayName: "Lidarr", defaultPort: 8686, manages: "music", family: .music)
}

extension KindDeclaration {
    /// What Lidarr can do.
    static let lidarr = KindDeclaration(
        .lidarr, home: .music(.artists), links: MusicRoute.links, calendarFeedPath: "/feed/v1/calendar/lidarr.ics",
        test: { services, server in try await services.lidarr.test(server) },
        overview: { services, server in try await ServiceOverview.of(try await services.lidarr.client(for: server)) },
        activity: { context in
            let (lidarr, server) = (context.dependencies.lidarr, context.server)
            return LidarrActivity.feed { try await lidarr.client(for: server) }.from(context.ref)
        },
        dashboard: { context in
            let (lidarr, server, ref) = (context.dependencies.lidarr, context.server, context.ref)
            return { now, previous in
                try await LidarrDashboard.dashboard(try await lidarr.client(for: server), now: now, previous: previous)
                    .from(ref)
            }
        },
        offlineCopy: { dependencies, key in
            try await dependencies.records.count(connectionId: key).map { Format.plural($0, "artist") }
        },
        arrEngine: ArrEngine(
            client: { services, server in try await services.lidarr.client(for: server) },
            standalone: { LidarrClient(connection: $0, transport: $1, onSkipped: $2) }),
        search: SearchSource.lidarr, palette: PaletteSources.lidarr, watch: WatchSource.lidarr,
        webhook: .lidarr,
        makeService: .arr(.lidarr, LidarrClient.self),
        paletteScreens: [PaletteScreen("Artists (Lidarr)", ""), PaletteScreen("Queue (Lidarr)", "queue")],
        pictures: { services, server in ArrCoverFetcher(client: try await services.lidarr.client(for: server)) }
    ).supporting(from: "1.0")
}
