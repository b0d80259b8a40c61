import ArrKit
import Foundation
import Logging
import Observation
import RadarrAPI

/// The movies list: the cached library at once, a background refresh, and sort, filter and
/// search-as-you-type over an indexed library.
@MainActor
@Observable
public final class MoviesListViewModel {
    /// The movies that match the options and search, in display order.
    public private(set) var visible = MovieSelection()
    /// The whole library, indexed.
    public private(set) var index = LibraryIndex([])
    /// Sort, direction and filter.
    public var options: MovieListOptions {
        didSet {
            guard options != oldValue else { return }
            applyQuery()
            onOptionsChanged?(options)
        }
    }
    /// The search text; every change re-queries.
    public var searchText = "" {
        didSet { if searchText != oldValue { applyQuery() } }
    }
    /// When the shown library was fetched from Radarr.
    public private(set) var updatedAt: Date?
    /// Whether a refresh runs.
    public private(set) var isRefreshing = false
    /// Why the last refresh failed; the cached list stays.
    public private(set) var error: ErrorNotice?
    /// Movies the server sent that could not be read (the rest are shown).
    public private(set) var unreadable: ErrorNotice?
    /// Why the cache could not be read or written; the list still shows what Radarr sent.
    public private(set) var cacheProblem: ErrorNotice?
    /// Whether anything (cache or server) has been shown yet.
    public private(set) var hasLoaded = false
    /// The movies marked for an action on many at once.
    public var marks = MarkSet()
    /// The condition typed with `F`, as typed.
    public private(set) var conditionText = ""
    /// The condition in force.
    public private(set) var condition: CompiledFilter<MovieSummary>?
    /// The condition in force, as an expression (what `W` saves).
    public var conditionExpression: FilterExpression? { condition?.expression }
    /// Radarr's tag names by id, for conditions on `tag`.
    private var tagNames: [Int: String] = [:]
    /// Why the tag names could not be read.
    private var tagProblem: ErrorNotice?
    /// Why the condition typed last could not be used.
    public private(set) var conditionError: FilterError?
    /// Acting on the marked items (edit, search, delete many at once).
    public let bulk: MarkedActions
    /// The saved filters on the server, chosen with `W`.
    public let savedFilters: SavedFilterPicker

    /// Opens a movie's detail (set by the coordinator).
    public var onSelectMovie: (@MainActor (Int) -> Void)?
    /// Where each row's small poster is (by the row's id), set by the coordinator; nil without pictures.
    public var posterRef: (@MainActor (Int) -> PictureRef?)?
    /// The library as a grid of posters, when pictures are on (set by the coordinator).
    public var posters: LibraryPosters?
    /// Opens the add-movie screen (set by the coordinator).
    public var onAddMovie: (@MainActor () -> Void)?
    /// Remembers the options as the new default (set by the coordinator).
    public var onOptionsChanged: (@MainActor (MovieListOptions) -> Void)?

    private let connectionId: String?
    private let radarr: any RadarrService
    /// The service, for the actions on marked movies.
    var radarrService: any RadarrService { radarr }
    private let cache: any LibraryCache
    private let clock: @Sendable () -> Date
    private let logger: Logger

    /// Creates the list for the connection `connectionId`, starting with `options`.
    public init(
        connectionId: String?, radarr: any RadarrService, cache: any LibraryCache, options: MovieListOptions,
        clock: @escaping @Sendable () -> Date = { Date() }, logger: Logger = ArrClient.silentLogger
    ) {
        self.connectionId = connectionId
        self.radarr = radarr
        self.bulk = MarkedActions(actions: radarr.bulkActions)
        self.savedFilters = SavedFilterPicker(actions: radarr.savedFilters)
        self.cache = cache
        self.options = options
        self.clock = clock
        self.logger = logger
    }

    /// Shows the cache, then refreshes from the server.
    public func load() async {
        if !hasLoaded, let connectionId {
            do {
                if let cached = try await cache.load(connectionId: connectionId) {
                    await show(cached.movies, updatedAt: cached.updatedAt)
                }
            } catch {
                cacheProblem = Self.cacheNotice("could not be read", error)
                logger.warning("library cache read failed: \(error)")
            }
        }
        await refresh()
    }

    private static func cacheNotice(_ what: String, _ error: any Error) -> ErrorNotice {
        ErrorNotice(
            message: "The offline copy of the library \(what): \(ErrorNotice(error).message)",
            suggestion: "The list shows what Radarr sent. Check free space and permissions in the data directory.")
    }

    /// What the queue says of the movies in it: a downloading movie reads "Downloading 77%".
    public private(set) var queueStates = MovieQueueStates()

    /// `movie`'s status as the list shows it: its download's state while in the queue, else its file's.
    public func status(of movie: MovieSummary) -> StatusLabel { queueStates.status(of: movie) }

    /// Reads the queue for the list's statuses; when it cannot be read the files' statuses
    /// stand (the list itself loaded) and the log says why.
    private func readQueueStates() async {
        do {
            queueStates = MovieQueueStates(try await radarr.client().queue(pageSize: 500).records)
        } catch {
            logger.notice("the queue could not be read for the list's statuses: \(ErrorNotice(error).message)")
        }
    }

    /// Fetches the library, replacing the list and the cache; on failure keeps both and says why.
    public func refresh() async {
        isRefreshing = true
        defer { isRefreshing = false }
        do {
            let library = try await MovieSummary.decodeLibrary(try await radarr.client().moviesJSON())
            let movies = library.movies.map(\.summary)
            unreadable = library.skippedReport.map { report in
                ErrorNotice(
                    message: "\(Format.plural(report.records.count, "movie")) of \(report.total) could not be read and "
                        + "\(report.records.count == 1 ? "is" : "are") not shown.",
                    suggestion: report.records.prefix(2).map(\.description).joined(separator: "; "))
            }
            if let report = library.skippedReport { logger.warning("\(report.description)") }
            await readTagNames()
            await readQueueStates()
            let now = clock()
            await show(movies, updatedAt: now)
            error = nil
            // A failed save keeps the previous offline copy (one transaction) and says so.
            if let connectionId {
                do {
                    try await cache.store(movies, connectionId: connectionId, at: now)
                    cacheProblem = nil
                } catch {
                    cacheProblem = Self.cacheNotice("could not be saved", error)
                    logger.warning("library cache write failed: \(error)")
                }
            }
        } catch {
            self.error = ErrorNotice(error)
        }
    }

    /// "Updated 5 minutes ago", or what is happening instead.
    public func freshness(now: Date) -> String {
        if isRefreshing && !hasLoaded { return "Loading the library…" }
        guard let updatedAt else { return isRefreshing ? "Refreshing…" : "Not loaded yet" }
        let age = "Updated \(Format.ago(updatedAt, now: now))"
        return isRefreshing ? "\(age) · refreshing…" : age
    }

    /// Opens the movie with `id`.
    public func open(_ id: Int) { onSelectMovie?(id) }

    /// Opens the add-movie screen.
    public func add() { onAddMovie?() }

    private func show(_ movies: [MovieSummary], updatedAt: Date) async {
        let built = await Task.detached(priority: .userInitiated) { LibraryIndex(movies) }.value
        index = built
        self.updatedAt = updatedAt
        hasLoaded = true
        applyQuery()
    }

    private func applyQuery() {
        visible = index.selection(options, search: searchText, where: condition, tagNames: tagNames)
    }

    /// Applies a typed condition over the movies' fields (`monitored and year >= 2020`) on
    /// top of the filter and search; empty text clears it. A condition that cannot be read
    /// keeps the last good one and says why, pointing at the word.
    public func setCondition(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        conditionText = trimmed
        guard !trimmed.isEmpty else {
            condition = nil
            conditionError = nil
            applyQuery()
            return
        }
        do {
            let compiled = try CompiledFilter<MovieSummary>(trimmed)
            if compiled.expression.fields.contains("tag"), let tagProblem {
                conditionError = FilterError(
                    message: "Radarr's tags could not be read: \(tagProblem.message)", column: 1)
                return
            }
            condition = compiled
            conditionError = nil
            applyQuery()
        } catch {
            conditionError = error
        }
    }

    /// Reads Radarr's tag names for conditions on `tag`; a failure is kept for the condition line.
    private func readTagNames() async {
        let radarr = radarr
        switch await capture({ try await radarr.client().tags() }) {
        case .success(let tags):
            tagNames = Dictionary(tags.map { ($0.id, $0.label) }) { first, _ in first }
            tagProblem = nil
        case .failure(let failure): tagProblem = ErrorNotice(failure)
        }
    }
}
