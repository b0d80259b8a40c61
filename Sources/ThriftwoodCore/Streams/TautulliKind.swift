extension ServiceKind {
    /// Tautulli: who watches what on Plex.
    public static let tautulli = ServiceKind(
        id: "tautulli", displayName: "Tautulli", defaultPort: 8181, manages: "who is watching on Plex",
        family: .streams)
}

extension KindDeclaration {
    /// What Tautulli can do.
    static let tautulli = KindDeclaration(
        .tautulli, home: .streams(.nowPlaying), links: StreamsRoute.links,
        test: { services, server in try await services.streams.test(server) },
        overview: { services, server in try await StreamOverview.of(try await services.streams.client(for: server)) },
        dashboard: { context in
            let (streams, server, ref) = (context.dependencies.streams, context.server, context.ref)
            return { _, _ in try await StreamOverview.dashboard(try await streams.client(for: server)).from(ref) }
        }, webhook: .tautulli,
        makeService: .tautulli,
        paletteScreens: [
            PaletteScreen("Now playing (Tautulli)", ""), PaletteScreen("Plays (Tautulli)", "history"),
            PaletteScreen("Statistics (Tautulli)", "stats"),
        ],
        pictures: { services, server in TautulliPictureFetcher(client: try await services.streams.client(for: server)) }
    )
}

extension ServiceFamily {
    /// A media-server monitor (Tautulli).
    public static let streams = ServiceFamily("streams")
}
