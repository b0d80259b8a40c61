import ArrKit
import BazarrKit

extension ServiceKind {
    /// Bazarr: subtitles for Sonarr's episodes and Radarr's movies.
    public static let bazarr = ServiceKind(
        id: "bazarr", displayName: "Bazarr", defaultPort: 6767, manages: "subtitles for Sonarr and Radarr",
        family: .subtitles)
}

extension KindDeclaration {
    /// What Bazarr can do: its screens, a line on Home and Services, and its own service.
    static let bazarr = KindDeclaration(
        .bazarr, home: .bazarr(.wantedEpisodes), links: BazarrRoute.links,
        test: { services, server in try await services.bazarr.test(server) },
        overview: { services, server in
            try await BazarrOverview.read(try await services.bazarr.client(for: server)).overview
        },
        dashboard: { context in
            let (bazarr, server, ref) = (context.dependencies.bazarr, context.server, context.ref)
            return { _, _ in try await BazarrOverview.dashboard(try await bazarr.client(for: server)).from(ref) }
        },
        makeService: ServiceMaker(.bazarr) { parts in
            LiveBazarrService(transport: parts.transport, launcher: parts.launcher, logger: parts.logger)
        },
        inDemoProfile: true,
        paletteScreens: [
            PaletteScreen("Episodes missing subtitles (Bazarr)", ""),
            PaletteScreen("Movies missing subtitles (Bazarr)", "movies"),
            PaletteScreen("Subtitle history (Bazarr)", "history"),
            PaletteScreen("Subtitle providers (Bazarr)", "providers"),
        ],
        subtitles: BazarrSubtitles.source)
}

extension ServiceFamily {
    /// A subtitle fetcher for the *arrs' libraries (Bazarr).
    public static let subtitles = ServiceFamily("subtitles")
}
