import ArrKit
import Foundation
import Observation
import RadarrAPI
import SonarrAPI

/// One query over every cached library (movies and series) as you type, then — on Enter —
/// "not in your library?" lookups on each service; a lookup opens that service's add form.
@MainActor
@Observable
public final class SearchEverywhereViewModel {
    /// One result: in a library, or found by a service's lookup.
    public struct Hit: Sendable, Hashable, Identifiable {
        /// The service.
        public let service: ServiceKind
        /// "Dune (2021)".
        public let title: String
        /// Whether it is in the library already.
        public let inLibrary: Bool
        /// The screen it opens: its detail, or the add form.
        public let route: AppRoute
        /// Identifies it.
        public var id: String { "\(service.rawValue)/\(inLibrary)/\(route)" }
    }

    /// The text searched.
    public var query: String {
        didSet { if query != oldValue { lookups = [:] } }
    }
    /// Each service's lookups for ``query``, once asked for.
    public private(set) var lookups: [ServiceKind: LoadedPart<[Hit]>] = [:]
    /// Why a library could not be read (its offline copy, or the service when there is none).
    public private(set) var cacheProblem: ErrorNotice?
    /// Opens a hit (set by the coordinator).
    public var onOpen: (@MainActor (AppRoute) -> Void)?

    private var movies = LibraryIndex([])
    private var series = SeriesIndex([])
    private let radarr: (any RadarrService)?
    private let sonarr: (any SonarrService)?
    private let libraryCache: any LibraryCache
    private let seriesCache: any SeriesCache
    private let connections: (radarr: String?, sonarr: String?)

    /// Creates the search over the profile's services and their offline copies.
    public init(
        query: String?, radarr: (any RadarrService)?, sonarr: (any SonarrService)?, libraryCache: any LibraryCache,
        seriesCache: any SeriesCache, connections: (radarr: String?, sonarr: String?)
    ) {
        self.query = query ?? ""
        self.radarr = radarr
        self.sonarr = sonarr
        self.libraryCache = libraryCache
        self.seriesCache = seriesCache
        self.connections = connections
    }

    /// Reads both offline copies (a library never fetched is fetched now); a starting query
    /// also asks the services.
    public func load() async {
        let (libraryCache, seriesCache) = (libraryCache, seriesCache)
        if let radarr, let id = connections.radarr {
            switch await capture({
                try await KnownLibrary.movies(connectionId: id, radarr: radarr, cache: libraryCache)
            }) {
            case .success(let library): movies = LibraryIndex(library)
            case .failure(let error): cacheProblem = ErrorNotice(error)
            }
        }
        if let sonarr, let id = connections.sonarr {
            switch await capture({ try await KnownLibrary.series(connectionId: id, sonarr: sonarr, cache: seriesCache) }
            ) {
            case .success(let fetched): series = SeriesIndex(fetched)
            case .failure(let error): cacheProblem = ErrorNotice(error)
            }
        }
        if !query.isEmpty { await lookUp() }
    }

    /// Library hits for ``query``: series and movies, each in its list's order.
    public var libraryHits: [Hit] { Self.libraryHits(for: query, movies: movies, series: series) }

    /// The library hits for `query` over both indexes (at most 50 of each), as every
    /// keystroke asks for them.
    nonisolated public static func libraryHits(
        for query: String, movies: LibraryIndex, series: SeriesIndex
    ) -> [Hit] {
        guard !query.trimmingCharacters(in: .whitespaces).isEmpty else { return [] }
        let shows = series.positions(for: SeriesQuery(search: query)).prefix(50).compactMap { position in
            let item = series.series[position]
            return
                item.id.map {
                    Hit(
                        service: .sonarr, title: RadarrLabels.title(item.title, year: item.year), inLibrary: true,
                        route: .sonarr(.seriesDetail(seriesId: $0)))
                }
        }
        let films = movies.query(MovieListOptions(), search: query).prefix(50).map { index in
            let movie = movies.movies[index]
            return Hit(
                service: .radarr, title: RadarrLabels.title(movie.title, year: movie.year), inLibrary: true,
                route: .radarr(.movieDetail(movieId: movie.id)))
        }
        return Array(films) + shows
    }

    /// Every hit: the libraries' first, then each service's lookups not already in a library.
    public var hits: [Hit] {
        libraryHits + [ServiceKind.radarr, .sonarr].flatMap { lookups[$0]?.value ?? [] }
    }

    /// Asks each service what it could add for ``query``.
    public func lookUp() async {
        let term = query.trimmingCharacters(in: .whitespaces)
        guard !term.isEmpty else { return }
        let (radarr, sonarr) = (radarr, sonarr)
        if let radarr {
            lookups[.radarr] = await LoadedPart.capture {
                try await radarr.client().lookup(term: term).filter { ($0.id ?? 0) == 0 }.map { movie in
                    Hit(
                        service: .radarr, title: RadarrLabels.title(movie.title, year: movie.year), inLibrary: false,
                        route: .radarr(.addMovie(query: "tmdb:\(movie.tmdbId)")))
                }
            }
        }
        if let sonarr {
            lookups[.sonarr] = await LoadedPart.capture {
                try await sonarr.client().lookup(term: term).filter { !$0.isInLibrary }.map { series in
                    Hit(
                        service: .sonarr, title: RadarrLabels.title(series.title, year: series.year), inLibrary: false,
                        route: .sonarr(.addSeries(query: series.tvdbId.map { "tvdb:\($0)" } ?? series.title)))
                }
            }
        }
    }

    /// Opens `hit`.
    public func open(_ hit: Hit) { onOpen?(hit.route) }
}

extension SearchEverywhereViewModel: ScreenViewModel {}
