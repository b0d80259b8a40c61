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
        var routes = shownRoutes
        routes.removeLast(min(1, routes.count))
        // Grouped by the server the route names (nil: the first of its kind): a movie on the
        // second Radarr is looked up in that Radarr's library, never the first's.
        var movies: [String?: [AppRoute: Int]] = [:]
        var series: [String?: [AppRoute: Int]] = [:]
        for route in routes where knownTitles[route] == nil && models[route]?.viewModel.loadedTitle == nil {
            switch route {
            case .radarr(.movieDetail(let id), let server): movies[server, default: [:]][route] = id.rawValue
            case .sonarr(.seriesDetail(let id), let server): series[server, default: [:]][route] = id.rawValue
            default: break
            }
        }
        guard profile != nil, !movies.isEmpty || !series.isEmpty else { return }
        let deps = dependencies
        let movieSources = movies.map { slug, routes in (radarrService(on: slug), routes) }
        let seriesSources = series.map { slug, routes in (sonarrService(on: slug), routes) }
        track { [weak self] in
            for ((radarr, key), routes) in movieSources {
                guard let key else { continue }
                switch await capture({
                    try await KnownLibrary.movies(connectionId: key, radarr: radarr, cache: deps.libraryCache)
                }) {
                case .success(let library):
                    let byId = Dictionary(library.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
                    for (route, id) in routes { if let title = byId[id] { self?.knownTitles[route] = title } }
                case .failure(let error):
                    self?.logger.notice("breadcrumbs: movie titles unknown: \(ErrorNotice(error).message)")
                }
            }
            for ((sonarr, key), routes) in seriesSources {
                guard let key else { continue }
                switch await capture({
                    try await KnownLibrary.series(connectionId: key, sonarr: sonarr, cache: deps.seriesCache)
                }) {
                case .success(let known):
                    for (route, id) in routes {
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

extension AppCoordinator {
    /// Every route shown now: the stack, then the sheet's root and its stack over it.
    public var shownRoutes: [AppRoute] {
        navigator.state.path + (navigator.state.sheet.map { [$0.root] + $0.path } ?? [])
    }
}
