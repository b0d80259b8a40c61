import ArrKit
import Foundation
import RadarrAPI

extension ServiceKind {
    /// Radarr: movies.
    public static let radarr = ServiceKind(
        id: "radarr", displayName: "Radarr", defaultPort: 7878, manages: "movies", family: .arr)
}

extension KindDeclaration {
    /// What Radarr can do.
    static let radarr = KindDeclaration(
        .radarr, home: .radarr(.home), links: RadarrRoute.links, calendarFeedPath: "/feed/v3/calendar/radarr.ics",
        activity: { context in context.radarr.activityFeed.from(context.ref) },
        dashboard: { context in
            let (radarr, ref) = (context.radarr, context.ref)
            return { try await radarr.dashboard(now: $0, previous: $1).from(ref) }
        },
        offlineSummary: { context in
            guard let key = context.cacheKey else { return nil }
            let cache = context.dependencies.libraryCache
            return { now in
                guard let cached = try await cache.load(connectionId: key) else { return nil }
                let missing = cached.movies.filter(\.isMissing).count
                return "\(Format.plural(cached.movies.count, "movie")), \(missing) missing · offline copy updated "
                    + Format.ago(cached.updatedAt, now: now)
            }
        },
        offlineCopy: { dependencies, key in
            try await dependencies.libraryCache.load(connectionId: key).map { Format.plural($0.movies.count, "movie") }
        },
        search: SearchSource.radarr, palette: PaletteSources.radarr,
        watch: { context in WatchSource.radarr(context.ref, context.radarr) }, webhook: .radarr,
        makeCache: .radarrLibrary,
        paletteScreens: [
            PaletteScreen("Radarr", ""), PaletteScreen("Movies", "movies"), PaletteScreen("Add movie", "add"),
            PaletteScreen("Radarr queue", "queue"), PaletteScreen("Radarr history", "history"),
            PaletteScreen("Radarr calendar", "calendar"), PaletteScreen("Missing movies", "missing"),
            PaletteScreen("Radarr system", "system"),
        ]
    ).onArrEngine(RadarrClient.self).supporting(from: "3.0")
}

extension KindContext {
    /// The service of this server when it is a Radarr: the profile's configured one for the
    /// first, one bound to it for the others.
    var radarr: any RadarrService {
        isFirst
            ? dependencies.radarr
            : ServerBoundRadarr(
                base: dependencies.radarr, server: server,
                missing: CoreError.serverNotFound(server.slug, profile: profileName))
    }
}
