import ArrKit
import Foundation
import SonarrAPI

extension ServiceKind {
    /// Sonarr: TV series.
    public static let sonarr = ServiceKind(
        id: "sonarr", displayName: "Sonarr", defaultPort: 8989, manages: "TV series", family: .arr)
}

extension KindDeclaration {
    /// What Sonarr can do.
    static let sonarr = KindDeclaration(
        .sonarr, home: .sonarr(.home), links: SonarrRoute.links, calendarFeedPath: "/feed/v3/calendar/Sonarr.ics",
        activity: { context in context.sonarr.activityFeed.from(context.ref) },
        dashboard: { context in
            let (sonarr, ref) = (context.sonarr, context.ref)
            return { try await sonarr.dashboard(now: $0, previous: $1).from(ref) }
        },
        offlineSummary: { context in
            guard let key = context.cacheKey else { return nil }
            let cache = context.dependencies.seriesCache
            return { now in
                guard let cached = try await cache.load(connectionId: key) else { return nil }
                let missing = cached.series.filter { SeriesQuery.Filter.missing.admits($0) }.count
                return "\(cached.series.count) series, \(missing) with missing episodes · offline copy updated "
                    + Format.ago(cached.updatedAt, now: now)
            }
        },
        offlineCopy: { dependencies, key in
            try await dependencies.seriesCache.load(connectionId: key).map { "\($0.series.count) series" }
        },
        search: SearchSource.sonarr, palette: PaletteSources.sonarr,
        watch: { context in WatchSource.sonarr(context.ref, context.sonarr) }, webhook: .sonarr,
        makeCache: .sonarrLibrary,
        paletteScreens: [
            PaletteScreen("Sonarr", ""), PaletteScreen("Series", "series"), PaletteScreen("Add series", "add"),
            PaletteScreen("Sonarr queue", "queue"), PaletteScreen("Sonarr history", "history"),
            PaletteScreen("Sonarr calendar", "calendar"), PaletteScreen("Wanted episodes", "wanted"),
            PaletteScreen("Sonarr system", "system"),
        ]
    ).onArrEngine(SonarrClient.self).supporting(from: "3.0")
}

extension KindContext {
    /// The service of this server when it is a Sonarr: the profile's configured one for the
    /// first, one bound to it for the others.
    var sonarr: any SonarrService {
        isFirst
            ? dependencies.sonarr
            : ServerBoundSonarr(
                base: dependencies.sonarr, server: server,
                missing: CoreError.serverNotFound(server.slug, profile: profileName))
    }
}
