import Foundation
import ProwlarrAPI

extension AppCoordinator {
    /// Prowlarr's screen for `route`, reading the server the route names.
    func makeProwlarr(_ route: ProwlarrRoute, server slug: String?) -> TableViewModel {
        let prowlarr = dependencies.prowlarr
        let (name, connect) = routedConnection(.prowlarr, on: slug) { try await prowlarr.client(for: $0) }
        let source = ProwlarrScreens.source(route, server: name, connect: connect, now: dependencies.clock)
        let siblings: [(String, Character, ProwlarrRoute)] = [
            ("Indexers", "i", .indexers), ("Search", "s", .search(nil)), ("History", "h", .history),
            ("Applications", "a", .applications),
        ]
        let links = siblings.filter { $0.2.title != route.title && !($0.2.isSearch && route.isSearch) }.map {
            TableLink($0.0, key: $0.1, to: .prowlarr($0.2, server: slug), replaces: true)
        }
        var query: String?
        if case .search(let text) = route { query = text }
        return tableScreen(name, route.title, source: source, search: query, links: links)
    }
}

extension ProwlarrRoute {
    /// Whether this is the search screen.
    var isSearch: Bool { if case .search = self { true } else { false } }
}
