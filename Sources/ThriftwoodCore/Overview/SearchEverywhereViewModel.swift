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
        /// Whether opening it adds the title to a library (a lookup's hit, not a request).
        public let isAddition: Bool
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
            self.isAddition = !inLibrary && label == nil
            self.route = route.service == source.kind ? route.on(source.slug) : route
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

    private let sources: [SearchSource]
    /// Each server's library, once read.
    private var libraries: [(ServerRef, SearchSource.Library)] = []

    /// Creates the search over the profile's servers, as each kind declares it searched.
    public init(query: String?, sources: [SearchSource]) {
        self.query = query ?? ""
        self.sources = sources
    }

    /// Reads every library (from its offline copy; a library never fetched is fetched now); a
    /// starting query also asks the servers.
    public func load() async {
        libraries = []
        for source in sources {
            guard let read = source.library else { continue }
            switch await capture(read) {
            case .success(let library): libraries.append((source.server, library))
            case .failure(let error): cacheProblem = ErrorNotice(error)
            }
        }
        if !query.isEmpty { await lookUp() }
    }

    /// Library hits for ``query``: each server's, in the profile's order.
    public var libraryHits: [Hit] { libraries.flatMap { $0.1(query) } }

    /// The artists of one Lidarr whose names hold `query`'s words (at most 50), each opening
    /// the artist's screen.
    nonisolated static func artistHits(for query: String, artists: [Artist], lidarr: ServerRef) -> [Hit] {
        guard !query.trimmingCharacters(in: .whitespaces).isEmpty else { return [] }
        return ArtistQuery(search: query).apply(to: artists).prefix(50).compactMap { artist in
            artist.id.map {
                Hit(source: lidarr, title: artist.artistName, inLibrary: true, route: .music(.artist(id: ArtistID($0))))
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
                        route: .sonarr(.seriesDetail(seriesId: SeriesID($0))))
                }
        }
        let films = movies.query(MovieListOptions(), search: query).prefix(50).map { index in
            let movie = movies.movies[index]
            return Hit(
                source: radarr, title: RadarrLabels.title(movie.title, year: movie.year), inLibrary: true,
                route: .radarr(.movieDetail(movieId: MovieID(movie.id))))
        }
        return Array(films) + shows
    }

    /// Every hit: the libraries' first, then each server's lookups not already in a library.
    public var hits: [Hit] {
        libraryHits + lookupServers.flatMap { lookups[$0]?.value ?? [] }
    }

    /// What an empty list says: nothing typed yet, nothing in the libraries (a front end says
    /// how to look further while ``canLookUpFurther``), or — after a lookup — that no service
    /// found it either. No key or button is named here: each front end names its own.
    public var emptyMessage: String {
        let term = query.trimmingCharacters(in: .whitespaces)
        guard !term.isEmpty else { return "" }
        let asked = lookupServers.filter { lookups[$0] != nil }
        guard !asked.isEmpty else { return "Nothing in your libraries matches." }
        let answered = asked.filter { lookups[$0]?.failure == nil }.map(\.name)
        return answered.isEmpty
            ? "Nothing in your libraries matches, and no service could be asked (below)."
            : "Nothing matches “\(term)”: not in your libraries, and \(Format.list(answered)) found nothing to add."
    }

    /// Whether a lookup on each service has not been asked yet for what is typed (then a front
    /// end offers it: a key in the terminal, a button in the browser).
    public var canLookUpFurther: Bool {
        !query.trimmingCharacters(in: .whitespaces).isEmpty && lookupServers.allSatisfy { lookups[$0] == nil }
    }

    /// The servers asked on a lookup, in the order their hits show.
    private var lookupServers: [ServerRef] {
        sources.map(\.server)
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
        for source in sources {
            lookups[source.server] = await LoadedPart.capture { try await source.lookup(term) }
        }
    }

    /// Opens `hit`.
    public func open(_ hit: Hit) { onOpen?(hit.route) }
}

extension SearchEverywhereViewModel: ScreenViewModel {}
