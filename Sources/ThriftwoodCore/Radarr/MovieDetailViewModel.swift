import ArrKit
import Foundation
import Logging
import Observation
import RadarrAPI
import ServerKit

/// One movie: overview, files, history, and the actions Radarr offers on it.
@MainActor
@Observable
public final class MovieDetailViewModel {
    /// Everything the detail screen shows about the movie.
    public typealias Detail = MovieDetail

    /// The choices a delete asks about.
    public typealias DeleteChoice = LibraryDeleteChoice

    /// The movie's id.
    public let movieId: Int
    /// The loaded detail.
    public private(set) var detail = Loadable<Detail>()
    /// What a running action is doing, e.g. "Searching indexers… started".
    public private(set) var activity: String?
    /// The last action's outcome, e.g. "Search completed".
    public private(set) var message: String?
    /// Why the last action failed.
    public private(set) var actionError: ErrorNotice?
    /// A delete waiting for confirmation.
    public var pendingDelete: DeleteChoice?
    /// Whether the movie is on screen, so actions on it may run: nothing acts on a movie
    /// that is still loading or does not exist.
    public var canAct: Bool { detail.value != nil }
    /// Whether deleting asks first (Settings → Appearance → Confirm deletions).
    public var asksBeforeDeleting = true

    /// Leaves the screen after the movie is deleted (set by the coordinator).
    public var onDeleted: (@MainActor () -> Void)?
    /// Opens the edit form (set by the coordinator).
    public var onEdit: (@MainActor (Int) -> Void)?
    /// Opens the manual release search (set by the coordinator).
    public var onReleases: (@MainActor (Int) -> Void)?

    private let radarr: any RadarrService
    private let cache: any LibraryCache
    private let connectionId: String?
    private let pollInterval: Duration
    private let logger: Logger

    /// Creates the detail of movie `movieId`.
    public init(
        movieId: MovieID, radarr: any RadarrService, cache: any LibraryCache, connectionId: String?,
        pollInterval: Duration = .milliseconds(500), logger: Logger = ArrClient.silentLogger
    ) {
        self.logger = logger
        self.movieId = movieId.rawValue
        self.radarr = radarr
        self.cache = cache
        self.connectionId = connectionId
        self.pollInterval = pollInterval
    }

    /// Its subtitles, when the profile has a subtitle server (Bazarr); the coordinator sets it.
    public var subtitles: SubtitlesPanel?

    /// Its poster, fetched beside the rest (the coordinator sets it; nil without pictures).
    public var poster: PicturePanel?

    /// Loads the movie, its files, its history and its quality profile (and its subtitles).
    public func load() async {
        // The poster comes beside the rest and never holds it up.
        async let posterLoaded: Void = loadPoster()
        detail.begin()
        let radarr = radarr
        let id = MovieID(movieId)
        let result = await capture { try await radarr.movieDetail(id) }
        detail.finish(result)
        // A movie deleted meanwhile is no longer shown, so nothing can act on it.
        if case .failure(let error) = result, case .server(let failure) = CoreError(error),
            case .notFound = failure.problem
        {
            detail.value = nil
        }
        await subtitles?.load()
        await posterLoaded
    }

    private func loadPoster() async { await poster?.load() }

    /// Flips monitoring and saves it.
    public func toggleMonitored() async {
        guard var movie = detail.value?.movie else { return }
        movie.monitored.toggle()
        await perform("Saving…") { client in
            let saved = try await client.updateMovie(movie)
            self.detail.value?.movie = saved
            await self.remember(saved)
            return saved.monitored ? "Monitored" : "Not monitored"
        }
    }

    /// Starts an automatic search and follows it until it finishes.
    public func automaticSearch() async {
        guard canAct else { return }
        await runCommand(.moviesSearch([movieId]), verb: "Searching indexers", done: "Search completed")
    }

    /// Asks Radarr to refresh the movie's metadata and rescan its folder, then reloads.
    public func refresh() async {
        guard canAct else { return await load() }
        await runCommand(.refreshMovie([movieId]), verb: "Refreshing", done: "Refreshed")
        await load()
    }

    /// Asks for confirmation before deleting, or deletes at once (keeping the files) when
    /// confirmations are off.
    public func requestDelete() async {
        guard canAct else { return }
        pendingDelete = DeleteChoice()
        if !asksBeforeDeleting { await confirmDelete() }
    }

    /// The question before deleting the movie, naming it and what is on disk.
    public var deleteQuestion: String {
        LibraryDeleteChoice.question(
            detail.value?.title ?? "movie \(movieId)", onDisk: detail.value?.movie.sizeOnDisk ?? 0)
    }

    /// Cancels a pending delete.
    public func cancelDelete() { pendingDelete = nil }

    /// Deletes the movie as chosen, then leaves the screen.
    public func confirmDelete() async {
        guard let choice = pendingDelete, canAct else { return }
        pendingDelete = nil
        let id = movieId
        var deleted = false
        await perform("Deleting…") { client in
            try await client.deleteMovie(
                id: id, deleteFiles: choice.deleteFiles, addImportExclusion: choice.addImportExclusion)
            if let connectionId = self.connectionId {
                do {
                    try await self.cache.remove(movieId: id, connectionId: connectionId)
                } catch {
                    self.logger.warning("movie \(id) stays in the offline copy: \(ErrorNotice(error).message)")
                }
            }
            deleted = true
            return "Deleted"
        }
        if deleted { onDeleted?() }
    }

    /// Opens the edit form.
    public func edit() {
        if canAct { onEdit?(movieId) }
    }

    /// Opens the manual release search.
    public func showReleases() {
        if canAct { onReleases?(movieId) }
    }

    private func runCommand(_ request: CommandRequest, verb: String, done: String) async {
        let interval = pollInterval
        await perform("\(verb)…") { client in
            _ = try await client.runCommand(request, timeout: .seconds(300), pollInterval: interval) { command in
                await MainActor.run {
                    self.activity = "\(verb)… \(RadarrLabels.command(command.status).text.lowercased())"
                }
            }
            return done
        }
    }

    private func perform(_ label: String, _ body: @MainActor (RadarrClient) async throws -> String) async {
        activity = label
        actionError = nil
        message = nil
        defer { activity = nil }
        do {
            message = try await body(try await radarr.client())
        } catch {
            actionError = ErrorNotice(error)
        }
    }

    private func remember(_ movie: Movie) async {
        guard let connectionId, let summary = MovieSummary(movie) else { return }
        do {
            try await cache.upsert(summary, connectionId: connectionId)
        } catch {
            logger.warning("the offline copy of movie \(summary.id) was not updated: \(ErrorNotice(error).message)")
        }
    }
}
