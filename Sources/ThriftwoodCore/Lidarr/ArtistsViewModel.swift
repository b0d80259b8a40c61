import ArrKit
import Foundation
import LidarrAPI
import Observation

/// Lidarr's artists: sorted, filtered and searched as the CLI's `artists list` is; marked
/// artists are monitored, edited (profiles, root folder, tags), searched or removed together.
@MainActor
@Observable
public final class ArtistsViewModel: ScreenViewModel {
    /// The server, as the profile names it.
    public let server: ServerRef
    /// The whole library as read.
    private(set) var artists = Loadable<[Artist]>()
    /// Where loading `artists` stands (loading, failed, how many), for the front ends.
    public var artistsState: LoadState { artists.state }
    /// How the list is sorted, filtered and searched.
    public private(set) var query = ArtistQuery()
    /// Opens an artist (set by the coordinator).
    public var onOpenArtist: (@MainActor (Int) -> Void)?
    /// Where each row's small poster is (by the row's id), set by the coordinator; nil without pictures.
    public var posterRef: (@MainActor (Int) -> PictureRef?)?
    /// Opens the add-artist form (set by the coordinator).
    public var onAdd: (@MainActor () -> Void)?
    /// Opens the download queue (set by the coordinator).
    public var onOpenQueue: (@MainActor () -> Void)?
    /// The artists marked for an action on many at once.
    public var marks = MarkSet()
    /// Acting on the marked artists (edit, search, remove many at once).
    public let bulk: MarkedActions
    /// The condition typed with `F` (`genre = Jazz and not ended`).
    private(set) var condition = TypedCondition<Artist>()
    /// The saved filters on Lidarr, chosen with `W`.
    public let savedFilters: SavedFilterPicker

    /// When the artists shown were fetched from Lidarr.
    public private(set) var updatedAt: Date?
    /// Why the offline copy could not be read or saved (the list itself is fine).
    public private(set) var cacheProblem: ErrorNotice?

    private let client: @Sendable () async throws -> LidarrClient
    private let cache: any RecordCache
    private let connectionId: String?
    private let clock: @Sendable () -> Date

    /// Creates the list of `server`'s artists, shown first from `cache` (kept under
    /// `connectionId`) and then refreshed.
    public init(
        server: ServerRef, cache: any RecordCache = NoRecordCache(), connectionId: String? = nil,
        clock: @escaping @Sendable () -> Date = { Date() }, client: @escaping @Sendable () async throws -> LidarrClient
    ) {
        self.server = server
        self.client = client
        self.cache = cache
        self.connectionId = connectionId
        self.clock = clock
        bulk = MarkedActions(actions: ArtistAssembly.bulkActions(client: client))
        savedFilters = SavedFilterPicker(actions: SavedFilterActions(vocabulary: .lidarr, client: client))
    }

    /// Applies a typed condition over the artists' fields on top of the filter and search;
    /// empty text clears it. One that cannot be used keeps the last good one and says why.
    public func setCondition(_ text: String) async {
        var condition = condition
        let client = client
        await condition.set(text, service: "Lidarr") { try await client().tags() }
        self.condition = condition
        query.condition = condition.compiled
        query.tagNames = condition.tagNames
    }

    /// The condition in force, as an expression (what `W` saves).
    public var conditionExpression: FilterExpression? { condition.compiled?.expression }

    /// Shows the offline copy at once, then fetches the library and keeps it; a failed fetch
    /// keeps what is shown and says why.
    public func load() async {
        let (client, cache, connectionId) = (client, cache, connectionId)
        if artists.value == nil, let connectionId {
            do {
                if let cached = try await cache.load(Artist.self, connectionId: connectionId) {
                    artists = Loadable(value: cached.records)
                    updatedAt = cached.updatedAt
                }
            } catch {
                cacheProblem = Self.cacheNotice("could not be read", error)
            }
        }
        artists.begin()
        artists.finish(await capture { try await client().artists() })
        if let library = artists.value { marks.keep(only: Set(library.compactMap(\.id))) }
        guard artists.error == nil, let fetched = artists.value else { return }
        let now = clock()
        updatedAt = now
        guard let connectionId else { return }
        do {
            try await cache.store(
                fetched.compactMap { artist in artist.id.map { (id: $0, record: artist) } }, connectionId: connectionId,
                at: now)
            cacheProblem = nil
        } catch {
            cacheProblem = Self.cacheNotice("could not be saved", error)
        }
    }

    /// "Updated 5 minutes ago", or what is happening instead.
    public func freshness(now: Date) -> String {
        guard let updatedAt else { return artists.isLoading ? "Loading the artists…" : "Not loaded yet" }
        let age = "Updated \(Format.ago(updatedAt, now: now))"
        return artists.isLoading ? "\(age) · refreshing…" : age
    }

    private static func cacheNotice(_ what: String, _ error: any Error) -> ErrorNotice {
        ErrorNotice(
            message: "The offline copy of the artists \(what): \(ErrorNotice(error).message)",
            suggestion: "The list shows what Lidarr sent. Check free space and permissions in the data directory.")
    }

    /// The artists the query leaves, in its order.
    var visible: [Artist] { query.apply(to: artists.value ?? []) }

    /// The visible artists as the list shows them: marked or not, their cells, monitored or not.
    public var visibleRows: [(marked: Bool, cells: [String], monitored: Bool)] {
        let marked = self.marked
        return visible.map { artist in
            (artist.id.map { marked.contains($0) } == true, MusicText.row(artist), artist.monitored)
        }
    }

    /// Moves to the next sort.
    public func cycleSort() { query.sort = ArtistQuery.Sort.allCases.cycled(after: query.sort) ?? .name }

    /// Moves to the next filter.
    public func cycleFilter() { query.filter = ArtistQuery.Filter.allCases.cycled(after: query.filter) ?? .all }

    /// Sorts by `sort`.
    public func setSort(_ sort: ArtistQuery.Sort) { query.sort = sort }

    /// Shows the artists `filter` admits.
    public func setFilter(_ filter: ArtistQuery.Filter) { query.filter = filter }

    /// The search typed.
    public var searchText: String { query.search }

    /// The sort in use.
    public var sort: ArtistQuery.Sort { query.sort }

    /// The filter in use.
    public var filter: ArtistQuery.Filter { query.filter }

    /// Searches names.
    public func search(_ text: String) { query.search = text.trimmingCharacters(in: .whitespaces) }

    /// Opens the add-artist form.
    public func add() { onAdd?() }
    /// Opens the download queue.
    public func openQueue() { onOpenQueue?() }

    /// Opens `artist`.
    func open(_ artist: Artist) {
        if let id = artist.id { onOpenArtist?(id) }
    }

    /// Opens the artist with `id` (a row of `shownIds`).
    public func open(_ id: Int) { onOpenArtist?(id) }

    /// The condition typed with `F`, as typed.
    public var conditionText: String { condition.text }

    /// Why the condition typed last could not be used.
    public var conditionError: FilterError? { condition.error }

    /// The header: "40 artists · by name · missing · “bj”".
    public var header: String {
        var parts = [Format.plural(visible.count, "artist"), "by \(query.sort.rawValue)"]
        if query.filter != .all { parts.append(query.filter.rawValue) }
        if !query.search.isEmpty { parts.append("“\(query.search)”") }
        if let compiled = condition.compiled { parts.append("where \(compiled.expression)") }
        return parts.joined(separator: " · ")
    }

    /// What an empty list says.
    public var emptyMessage: String {
        artists.emptyMessage((artists.value ?? []).isEmpty ? "Lidarr has no artists yet." : "No artists match.")
    }
}

extension ArtistsViewModel: MarkableList {
    /// The ids of the artists shown, in order.
    public var shownIds: [Int] { visible.compactMap(\.id) }

    /// Reloads the list from the server after an action on many artists.
    public func reloadAfterBulkAction() async { await load() }

    /// Each of `ids`' name, from the whole library (shown or not).
    public func titles(of ids: Set<Int>) -> [Int: String] {
        var titles: [Int: String] = [:]
        for artist in artists.value ?? [] {
            guard let id = artist.id, ids.contains(id) else { continue }
            titles[id] = artist.artistName
        }
        return titles
    }

    /// The search and the filter narrowing the list.
    public var narrowing: [String] {
        var parts: [String] = []
        if !query.search.isEmpty { parts.append("the search “\(query.search)”") }
        if query.filter != .all { parts.append("the filter “\(query.filter.rawValue)”") }
        if let compiled = condition.compiled { parts.append("the condition “\(compiled.expression)”") }
        return parts
    }
}
