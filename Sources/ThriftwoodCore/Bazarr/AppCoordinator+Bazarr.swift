import BazarrKit
import Foundation

extension AppCoordinator {
    /// Bazarr's screen for `route`, reading the server the route names.
    func makeBazarr(_ route: BazarrRoute, server slug: String?) -> TableViewModel {
        let server = routedServer(.bazarr, on: slug)
        let name = server?.name ?? ServiceKind.bazarr.displayName
        let bazarr = dependencies.bazarr
        let missing: CoreError =
            slug.map { CoreError.serverNotFound($0, profile: profile?.name ?? "in use") } ?? .noService(.bazarr)
        let connect: BazarrScreens.Connect = {
            guard let server else { throw missing }
            return try await bazarr.client(for: server)
        }
        let siblings: [(String, Character, BazarrRoute)] = [
            ("Episodes", "e", .wantedEpisodes), ("Movies", "m", .wantedMovies), ("History", "h", .history),
            ("Providers", "p", .providers),
        ]
        let links = siblings.filter { $0.2 != route }.map {
            TableLink($0.0, key: $0.1, to: .bazarr($0.2, server: slug), replaces: true)
        }
        let model = TableViewModel(
            heading: "\(name) · \(route.title)", source: BazarrScreens.source(route, server: name, connect: connect),
            links: links)
        model.onNavigate = { [weak self] in self?.navigate(to: $0) }
        model.onReplace = { [weak self] in self?.replaceTop(with: $0) }
        return model
    }
}
