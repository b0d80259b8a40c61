import Foundation
import Logging
import SonarrAPI
import ThriftwoodNavigation

extension AppCoordinator {
    /// Looks up, in the offline copy (or the server when there is none), the titles of the
    /// movies and series on the stack that neither a loaded screen nor an earlier lookup names.
    /// The visible screen is left out: it names itself as it loads, so pushing a movie from the
    /// list reads no library (only linked and restored stacks have screens under it unloaded).
    func nameLibraryRoutes() {
        var routes = navigator.state.path
        if let sheet = navigator.state.sheet { routes += [sheet.root] + sheet.path }
        routes.removeLast(min(1, routes.count))
        var movies: [AppRoute: Int] = [:]
        var series: [AppRoute: Int] = [:]
        for route in routes where knownTitles[route] == nil && models[route]?.viewModel.loadedTitle == nil {
            switch route {
            case .radarr(.movieDetail(let id), _): movies[route] = id.rawValue
            case .sonarr(.seriesDetail(let id), _): series[route] = id.rawValue
            default: break
            }
        }
        guard let profile, !movies.isEmpty || !series.isEmpty else { return }
        let deps = dependencies
        let (radarrKey, sonarrKey) = (profile.radarrConnectionId, profile.sonarrConnectionId)
        track { [weak self] in
            if let radarrKey, !movies.isEmpty {
                switch await capture({
                    try await KnownLibrary.movies(
                        connectionId: radarrKey, radarr: deps.radarr, cache: deps.libraryCache)
                }) {
                case .success(let library):
                    let byId = Dictionary(library.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
                    for (route, id) in movies { if let title = byId[id] { self?.knownTitles[route] = title } }
                case .failure(let error):
                    self?.logger.notice("breadcrumbs: movie titles unknown: \(ErrorNotice(error).message)")
                }
            }
            if let sonarrKey, !series.isEmpty {
                switch await capture({
                    try await KnownLibrary.series(connectionId: sonarrKey, sonarr: deps.sonarr, cache: deps.seriesCache)
                }) {
                case .success(let known):
                    for (route, id) in series {
                        if let show = known.first(where: { $0.id == id }) {
                            self?.knownTitles[route] = TitleLabel.withYear(show.title, year: show.year)
                        }
                    }
                case .failure(let error):
                    self?.logger.notice("breadcrumbs: series titles unknown: \(ErrorNotice(error).message)")
                }
            }
        }
    }
}
