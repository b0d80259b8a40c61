extension AppCoordinator {
    /// A list screen a kind declares (``KindScreen``), reading the server the route names; one
    /// the registry no longer declares, or a server the profile lacks, is an error on the screen.
    func makeKindScreen(_ route: KindScreenRoute, server slug: String?) -> TableViewModel {
        let screens = dependencies.kinds.declaration(of: route.kind)?.screens ?? []
        let screen = screens.first { $0.path == route.path }
        let server = routedServer(route.kind, on: slug)
        let missing = missingServer(route.kind, on: slug)
        let source: TableSource
        if let screen, let server {
            source = screen.source(
                KindScreenParts(services: dependencies.services, server: server, now: dependencies.clock))
        } else {
            source = TableSource(load: { _ in throw missing })
        }
        // Its sibling screens, each a key from its title's first letter.
        let links = screens.filter { $0.path != route.path }.compactMap { sibling in
            sibling.title.lowercased().first.map {
                TableLink(sibling.title, key: $0, to: sibling.route(of: route.kind, server: slug), replaces: true)
            }
        }
        return tableScreen(server?.name ?? route.kind.displayName, route.title, source: source, links: links)
    }
}
