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
        search: SearchSource.lidarr, palette: PaletteSources.lidarr, watch: WatchSource.lidarr,
        webhook: .lidarr,
        paletteScreens: [PaletteScreen("Artists (Lidarr)", ""), PaletteScreen("Queue (Lidarr)", "queue")]
    ).onArrEngine(LidarrClient.self).supporting(from: "1.0")
}

extension ServiceFamily {
    /// Lidarr: an *arr on the wire, with a music library of its own screens.
    public static let music = ServiceFamily("music")
}
