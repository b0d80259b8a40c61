extension ServiceKind {
    /// Seerr, and the Overseerr and Jellyseerr it replaced: requests.
    public static let seerr = ServiceKind(
        id: "seerr", displayName: "Seerr", defaultPort: 5055, manages: "requests", family: .requests,
        formerNames: ["overseerr", "jellyseerr"])
}

extension KindDeclaration {
    /// What Seerr can do.
    static let seerr = KindDeclaration(
        .seerr, home: .requests(.list), links: RequestsRoute.links,
        test: { services, server in try await services.requests.test(server) },
        overview: { services, server in try await RequestOverview.of(try await services.requests.client(for: server)) },
        dashboard: { context in
            let (requests, server, ref) = (context.dependencies.requests, context.server, context.ref)
            return { _, _ in try await RequestOverview.dashboard(try await requests.client(for: server)).from(ref) }
        },
        search: SearchSource.seerr, webhook: .seerr, hookConnector: SeerrHookConnector.maker,
        makeService: .seerr,
        paletteScreens: [PaletteScreen("Requests (Seerr)", ""), PaletteScreen("Issues (Seerr)", "issues")],
        pictures: { services, server in SeerrPictureFetcher(client: try await services.requests.client(for: server)) })
}

extension ServiceFamily {
    /// A request manager (Seerr).
    public static let requests = ServiceFamily("requests")
}
