import BazarrKit
import Foundation

extension AppCoordinator {
    /// Bazarr's screen for `route`, reading the server the route names.
    func makeBazarr(_ route: BazarrRoute, server slug: String?) -> TableViewModel {
        let bazarr = dependencies.bazarr
        let (name, connect) = routedConnection(.bazarr, on: slug) { try await bazarr.client(for: $0) }
        let siblings: [(String, Character, BazarrRoute)] = [
            ("Episodes", "e", .wantedEpisodes), ("Movies", "m", .wantedMovies), ("History", "h", .history),
            ("Providers", "p", .providers),
        ]
        let links = siblings.filter { $0.2 != route }.map {
            TableLink($0.0, key: $0.1, to: .bazarr($0.2, server: slug), replaces: true)
        }
        return tableScreen(
            name, route.title, source: BazarrScreens.source(route, server: name, connect: connect), links: links)
    }
}
