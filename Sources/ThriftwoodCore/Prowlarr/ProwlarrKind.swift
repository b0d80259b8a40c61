import ArrKit
import ProwlarrAPI

extension ServiceKind {
    /// Prowlarr: the indexers every *arr searches.
    public static let prowlarr = ServiceKind(
        id: "prowlarr", displayName: "Prowlarr", defaultPort: 9696, manages: "the indexers the *arrs search",
        family: .indexers)
}

extension KindDeclaration {
    /// What Prowlarr can do: its screens, a line on Home and Services, and its own service.
    static let prowlarr = KindDeclaration(
        .prowlarr, home: .prowlarr(.indexers), links: ProwlarrRoute.links,
        test: { services, server in try await services.prowlarr.test(server) },
        overview: { services, server in
            try await ProwlarrOverview.read(try await services.prowlarr.client(for: server)).overview
        },
        dashboard: { context in
            let (prowlarr, server, ref) = (context.dependencies.prowlarr, context.server, context.ref)
            return { now, _ in
                try await ProwlarrOverview.dashboard(try await prowlarr.client(for: server), now: now).from(ref)
            }
        },
        makeService: .arr(.prowlarr, ProwlarrClient.self),
        inDemoProfile: true,
        paletteScreens: [
            PaletteScreen("Indexers (Prowlarr)", ""), PaletteScreen("Search indexers (Prowlarr)", "search"),
            PaletteScreen("Indexer history (Prowlarr)", "history"),
            PaletteScreen("Applications (Prowlarr)", "applications"),
        ],
        releaseWarning: { services, server in await ProwlarrOverview.failingSentence(services.prowlarr, server) }
    ).supporting(from: "1.0")
}

extension ServiceFamily {
    /// An indexer manager that feeds the *arrs (Prowlarr).
    public static let indexers = ServiceFamily("indexers")
}
