import Foundation
import ProwlarrAPI

extension AppCoordinator {
    /// Prowlarr's screen for `route`, reading the server the route names.
    func makeProwlarr(_ route: ProwlarrRoute, server slug: String?) -> TableViewModel {
        let server = routedServer(.prowlarr, on: slug)
        let name = server?.name ?? ServiceKind.prowlarr.displayName
        let prowlarr = dependencies.prowlarr
        let missing: CoreError =
            slug.map { CoreError.serverNotFound($0, profile: profile?.name ?? "in use") } ?? .noService(.prowlarr)
        let connect: ProwlarrScreens.Connect = {
            guard let server else { throw missing }
            return try await prowlarr.client(for: server)
        }
        let source = ProwlarrScreens.source(route, server: name, connect: connect, now: dependencies.clock)
        let others: [(String, Character, ProwlarrRoute)] = [
            ("Indexers", "i", .indexers), ("Search", "s", .search(nil)), ("History", "h", .history),
            ("Applications", "a", .applications),
        ]
        let links = others.filter { $0.2.title != route.title && !($0.2.isSearch && route.isSearch) }.map {
            TableLink($0.0, key: $0.1, to: .prowlarr($0.2, server: slug), replaces: true)
        }
        var query: String?
        if case .search(let text) = route { query = text }
        let model = TableViewModel(heading: "\(name) · \(route.title)", source: source, search: query, links: links)
        model.onNavigate = { [weak self] in self?.navigate(to: $0) }
        model.onReplace = { [weak self] in self?.replaceTop(with: $0) }
        return model
    }
}

extension ProwlarrRoute {
    /// Whether this is the search screen.
    var isSearch: Bool { if case .search = self { true } else { false } }
}
