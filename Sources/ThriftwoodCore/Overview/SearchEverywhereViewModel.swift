import ArrKit
import Foundation
import LidarrAPI
import Observation
import RadarrAPI
import SeerrKit
import SonarrAPI

/// One query over every cached library (movies and series, of every server) as you type,
/// then — on Enter — "not in your library?" lookups on each server; a lookup opens that
/// server's add form, and Seerr's results open a request (or say it is requested already).
@MainActor
@Observable
public final class SearchEverywhereViewModel {
    /// One result: in a library, or found by a server's lookup.
    public struct Hit: Sendable, Hashable, Identifiable {
        /// The service.
        public let service: ServiceKind
        /// "Dune (2021)".
        public let title: String
        /// Whether it is in the library already.
        public let inLibrary: Bool
        /// What opening it does, or what is known of it: "in library", "add…", "request…",
        /// "requested, waiting for approval".
        public let label: String
        /// The screen it opens: its detail, or the add form (on the server it came from).
        public let route: AppRoute
        /// The server it came from ("Radarr 4K").
        public var source: ServerRef { ServerRef(kind: service, name: sourceName, slug: route.server) }
        private let sourceName: String
        /// Identifies it.
        public var id: String { "\(route.server ?? service.rawValue)/\(inLibrary)/\(route)" }

        /// A hit from `source`.
        init(source: ServerRef, title: String, inLibrary: Bool, route: AppRoute, label: String? = nil) {
            self.service = source.kind
            self.sourceName = source.name
            self.title = title
            self.inLibrary = inLibrary
            self.label = label ?? (inLibrary ? "in library" : "add…")
            self.route = route.service == source.kind ? route.on(source.slug) : route
        }
    }

    /// One server of the profile to search: how the views name it, its service and the key
    /// of its offline copy.
    public struct Source<Service: Sendable>: Sendable {
        let server: ServerRef
        let service: Service
        let connectionId: String?

        /// A server to search.
        public init(server: ServerRef, service: Service, connectionId: String?) {
            self.server = server
            self.service = service
            self.connectionId = connectionId
        }
    }

    /// The text searched.
    public var query: String {
        didSet { if query != oldValue { lookups = [:] } }
    }
    /// Each server's lookups for ``query``, once asked for.
    public private(set) var lookups: [ServerRef: LoadedPart<[Hit]>] = [:]
    /// Why a library could not be read (its offline copy, or the server when there is none).
    public private(set) var cacheProblem: ErrorNotice?
    /// Opens a hit (set by the coordinator).
    public var onOpen: (@MainActor (AppRoute) -> Void)?

    private var movies: [(ServerRef, LibraryIndex)] = []
    private var series: [(ServerRef, SeriesIndex)] = []
    /// Each Lidarr's artists (read from the server: Lidarr has no offline copy yet).
    private var artists: [(ServerRef, [Artist])] = []
    private let lidarrs: [Source<@Sendable () async throws -> LidarrClient>]
    private let radarrs: [Source<any RadarrService>]
    private let sonarrs: [Source<any SonarrService>]
    private let seerrs: [Source<@Sendable () async throws -> SeerrClient>]
    private let libraryCache: any LibraryCache
    private let seriesCache: any SeriesCache

    /// Creates the search over the profile's servers and their offline copies.
    public init(
        query: String?, radarrs: [Source<any RadarrService>], sonarrs: [Source<any SonarrService>],
        seerrs: [Source<@Sendable () async throws -> SeerrClient>] = [],
        lidarrs: [Source<@Sendable () async throws -> LidarrClient>] = [], libraryCache: any LibraryCache,
        seriesCache: any SeriesCache
    ) {
        self.query = query ?? ""
        self.lidarrs = lidarrs
        self.radarrs = radarrs
        self.sonarrs = sonarrs
        self.seerrs = seerrs
        self.libraryCache = libraryCache
        self.seriesCache = seriesCache
    }

    /// Reads every offline copy (a library never fetched is fetched now); a starting query
    /// also asks the servers.
    public func load() async {
        let (libraryCache, seriesCache) = (libraryCache, seriesCache)
        movies = []
        series = []
        for source in radarrs {
            guard let id = source.connectionId else { continue }
            let radarr = source.service
            switch await capture({
                try await KnownLibrary.movies(connectionId: id, radarr: radarr, cache: libraryCache)
            }) {
            case .success(let library): movies.append((source.server, LibraryIndex(library)))
            case .failure(let error): cacheProblem = ErrorNotice(error)
            }
        }
        for source in sonarrs {
            guard let id = source.connectionId else { continue }
            let sonarr = source.service
            switch await capture({ try await KnownLibrary.series(connectionId: id, sonarr: sonarr, cache: seriesCache) }
            ) {
            case .success(let fetched): series.append((source.server, SeriesIndex(fetched)))
            case .failure(let error): cacheProblem = ErrorNotice(error)
            }
        }
        artists = []
        for source in lidarrs {
            let client = source.service
            switch await capture({ try await client().artists() }) {
            case .success(let found): artists.append((source.server, found))
            case .failure(let error): cacheProblem = ErrorNotice(error)
            }
        }
        if !query.isEmpty { await lookUp() }
    }

    /// Library hits for ``query``: each server's movies, then its series, in its list's order.
    public var libraryHits: [Hit] {
        movies.flatMap { Self.libraryHits(for: query, movies: $0.1, series: SeriesIndex([]), radarr: $0.0) }
            + series.flatMap {
                Self.libraryHits(for: query, movies: LibraryIndex([]), series: $0.1, sonarr: $0.0)
            } + artists.flatMap { Self.artistHits(for: query, artists: $0.1, lidarr: $0.0) }
    }

    /// The artists of one Lidarr whose names hold `query`'s words (at most 50), each opening
    /// the artist's screen.
    nonisolated static func artistHits(for query: String, artists: [Artist], lidarr: ServerRef) -> [Hit] {
        guard !query.trimmingCharacters(in: .whitespaces).isEmpty else { return [] }
        return ArtistQuery(search: query).apply(to: artists).prefix(50).compactMap { artist in
            artist.id.map {
                Hit(source: lidarr, title: artist.artistName, inLibrary: true, route: .music(.artist(id: $0)))
            }
        }
    }

    /// The library hits for `query` over one server's indexes (at most 50 of each), as every
    /// keystroke asks for them.
    nonisolated public static func libraryHits(
        for query: String, movies: LibraryIndex, series: SeriesIndex, radarr: ServerRef = ServerRef(kind: .radarr),
        sonarr: ServerRef = ServerRef(kind: .sonarr)
    ) -> [Hit] {
        guard !query.trimmingCharacters(in: .whitespaces).isEmpty else { return [] }
        let shows = series.positions(for: SeriesQuery(search: query)).prefix(50).compactMap { position in
            let item = series.series[position]
            return
                item.id.map {
                    Hit(
                        source: sonarr, title: RadarrLabels.title(item.title, year: item.year), inLibrary: true,
                        route: .sonarr(.seriesDetail(seriesId: $0)))
                }
        }
        let films = movies.query(MovieListOptions(), search: query).prefix(50).map { index in
            let movie = movies.movies[index]
            return Hit(
                source: radarr, title: RadarrLabels.title(movie.title, year: movie.year), inLibrary: true,
                route: .radarr(.movieDetail(movieId: movie.id)))
        }
        return Array(films) + shows
    }

    /// Every hit: the libraries' first, then each server's lookups not already in a library.
    public var hits: [Hit] {
        libraryHits + lookupServers.flatMap { lookups[$0]?.value ?? [] }
    }

    /// The servers asked on a lookup, in the order their hits show.
    private var lookupServers: [ServerRef] {
        radarrs.map(\.server) + sonarrs.map(\.server) + lidarrs.map(\.server) + seerrs.map(\.server)
    }

    /// The servers whose lookup failed, and why, in the profile's order.
    public var lookupFailures: [(server: ServerRef, notice: ErrorNotice)] {
        lookupServers.compactMap { server in
            lookups[server]?.failure.map { (server, $0) }
        }
    }

    /// Asks each server what it could add for ``query``.
    public func lookUp() async {
        let term = query.trimmingCharacters(in: .whitespaces)
        guard !term.isEmpty else { return }
        for source in radarrs {
            let (radarr, server) = (source.service, source.server)
            lookups[server] = await LoadedPart.capture {
                try await radarr.client().lookup(term: term).filter { ($0.id ?? 0) == 0 }.map { movie in
                    Hit(
                        source: server, title: RadarrLabels.title(movie.title, year: movie.year), inLibrary: false,
                        route: .radarr(.addMovie(query: "tmdb:\(movie.tmdbId)")))
                }
            }
        }
        for source in sonarrs {
            let (sonarr, server) = (source.service, source.server)
            lookups[server] = await LoadedPart.capture {
                try await sonarr.client().lookup(term: term).filter { !$0.isInLibrary }.map { series in
                    Hit(
                        source: server, title: RadarrLabels.title(series.title, year: series.year), inLibrary: false,
                        route: .sonarr(.addSeries(query: series.tvdbId.map { "tvdb:\($0)" } ?? series.title)))
                }
            }
        }
        for source in lidarrs {
            let (client, server) = (source.service, source.server)
            lookups[server] = await LoadedPart.capture {
                try await client().lookup(term: term).filter { !$0.isInLibrary }.map { artist in
                    Hit(
                        source: server, title: artist.artistName, inLibrary: false,
                        route: .music(
                            .addArtist(query: artist.foreignArtistId.map { "lidarr:\($0)" } ?? artist.artistName)))
                }
            }
        }
        await lookUpRequests(term)
    }

    /// Asks each Seerr: what no library has can be requested, and what is requested says so.
    private func lookUpRequests(_ term: String) async {
        for source in seerrs {
            let (client, server) = (source.service, source.server)
            lookups[server] = await LoadedPart.capture {
                try await client().search(term).map { title in
                    Hit(
                        source: server, title: title.label, inLibrary: false,
                        route: .requests(.new(mediaType: title.key.mediaType, tmdbId: title.key.tmdbId)),
                        label: RequestText.searchAction(title))
                }
            }
        }
    }

    /// Opens `hit`.
    public func open(_ hit: Hit) { onOpen?(hit.route) }
}

extension SearchEverywhereViewModel: ScreenViewModel {}
