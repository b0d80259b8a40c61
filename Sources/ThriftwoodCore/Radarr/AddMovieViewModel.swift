import ArrKit
import Foundation
import Logging
import Observation
import RadarrAPI

/// Add a movie: look it up (also `tmdb:603` and `imdb:tt0133093`), choose options, add it.
@MainActor
@Observable
public final class AddMovieViewModel {
    /// One lookup result, marked when the film is already in the library.
    public struct Result: Sendable, Hashable, Identifiable {
        /// The film as the lookup returned it.
        var movie: Movie
        /// The library id when the film is already in the library.
        public var libraryId: Int?
        /// The TMDb id identifies a result.
        public var id: Int { movie.tmdbId }
    }

    /// What the server offers for the options.
    public struct Choices: Sendable, Hashable {
        /// Quality profiles.
        var qualityProfiles: [QualityProfile] = []
        /// Root folders.
        var rootFolders: [RootFolder] = []
        /// Tags.
        var tags: [ArrKit.Tag] = []
    }

    /// The search term.
    public var term: String
    /// The results of the last lookup.
    public private(set) var results = Loadable<[Result]>()
    /// Where loading `results` stands (loading, failed, how many), for the front ends.
    public var resultsState: LoadState { results.state }
    /// The server's profiles, folders and tags.
    public private(set) var choices = Choices()
    /// The options the next add uses; they start from the remembered defaults.
    public var options: AddMovieDefaults
    /// The tag ids the next add applies.
    public var tagIds: [Int] = []
    /// Whether an add is running.
    public private(set) var isAdding = false
    /// Why the quality profiles, root folders or tags could not be read, so the form cannot offer them.
    public private(set) var choicesError: ErrorNotice?
    /// Why the last add failed (server validation messages included).
    public private(set) var addError: ErrorNotice?

    /// Opens the new movie's detail (set by the coordinator).
    public var onAdded: (@MainActor (Int) -> Void)?
    /// Opens a movie already in the library (set by the coordinator).
    public var onOpenExisting: (@MainActor (Int) -> Void)?

    private let radarr: any RadarrService
    private let preferences: any PreferencesService
    private let logger: Logger

    /// Creates the form, optionally with a first search term.
    public init(
        query: String?, radarr: any RadarrService, preferences: any PreferencesService, defaults: AddMovieDefaults,
        logger: Logger = ArrClient.silentLogger
    ) {
        self.logger = logger
        term = query ?? ""
        self.radarr = radarr
        self.preferences = preferences
        options = defaults
    }

    /// Loads the option choices and, when a term is set, searches.
    public func load() async {
        do {
            options = try await preferences.preferences().addMovie
        } catch {
            // The form starts from the defaults it was given; the log says why.
            logger.warning("add movie: the remembered options could not be read: \(ErrorNotice(error).message)")
        }
        do {
            let client = try await radarr.client()
            async let profiles = client.qualityProfiles()
            async let folders = client.rootFolders()
            async let tags = client.tags()
            choices = Choices(qualityProfiles: try await profiles, rootFolders: try await folders, tags: try await tags)
            choicesError = nil
            if options.qualityProfileId == nil
                || !choices.qualityProfiles.contains(where: { $0.id == options.qualityProfileId })
            {
                options.qualityProfileId = choices.qualityProfiles.first?.id
            }
            if options.rootFolderPath == nil
                || !choices.rootFolders.contains(where: { $0.path == options.rootFolderPath })
            {
                options.rootFolderPath = choices.rootFolders.first?.path
            }
        } catch {
            choicesError = ErrorNotice(error)
        }
        if !term.trimmingCharacters(in: .whitespaces).isEmpty { await search() }
    }

    /// Looks up the term and marks films already in the library.
    public func search() async {
        let query = term.trimmingCharacters(in: .whitespaces)
        guard !query.isEmpty else {
            results = Loadable(value: [])
            return
        }
        results.begin()
        let radarr = radarr
        results.finish(
            await capture {
                let found = try await radarr.client().lookup(term: query)
                return found.map { Result(movie: $0, libraryId: ($0.id ?? 0) > 0 ? $0.id : nil) }
            })
    }

    /// Adds the `index`th result of the last lookup (the row the cursor is on); nothing when the
    /// lookup has no such row.
    public func add(at index: Int) async {
        guard let found = results.value, found.indices.contains(index) else { return }
        await add(found[index])
    }

    /// Adds `result` with the current options, remembers them, and opens the new movie.
    ///
    /// A film already in the library opens instead.
    public func add(_ result: Result) async {
        if let existing = result.libraryId {
            onOpenExisting?(existing)
            return
        }
        guard let profileId = options.qualityProfileId, let folder = options.rootFolderPath else {
            if let choicesError {
                addError = choicesError
                return
            }
            addError = ErrorNotice(
                message: "Radarr has no quality profile or root folder to add into.",
                suggestion: "Create them in Radarr → Settings, then try again.")
            return
        }
        let movie = MovieAssembly.addition(
            of: result.movie, qualityProfileId: profileId, rootFolder: folder, monitored: options.monitored,
            minimumAvailability: MinimumAvailability(wireName: options.minimumAvailability), tags: tagIds,
            searchOnAdd: options.searchOnAdd)
        isAdding = true
        addError = nil
        defer { isAdding = false }
        do {
            let added = try await radarr.client().addMovie(movie)
            let chosen = options
            do {
                try await preferences.update { $0.addMovie = chosen }
            } catch {
                logger.warning("add movie: the options could not be remembered: \(ErrorNotice(error).message)")
            }
            if let id = added.id { onAdded?(id) }
        } catch {
            addError = ErrorNotice(error)
        }
    }
}
