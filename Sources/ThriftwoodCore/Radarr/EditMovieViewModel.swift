import ArrKit
import Foundation
import Logging
import Observation
import RadarrAPI

/// Edit a movie: monitored, quality profile, minimum availability, path (moving files) and tags.
@MainActor
@Observable
public final class EditMovieViewModel {
    /// The movie's id.
    public let movieId: Int
    /// The movie as loaded.
    private(set) var original = Loadable<Movie>()
    /// Where loading `original` stands (loading, failed, how many), for the front ends.
    public var originalState: LoadState { original.state }
    /// Whether Radarr monitors it.
    public var monitored = true
    /// The quality profile id.
    public var qualityProfileId = 0
    /// The minimum availability.
    var minimumAvailability = MinimumAvailability.released
    /// The movie's folder.
    public var path = ""
    /// Whether to move the files when the path changes.
    public var moveFiles = true
    /// The tag ids.
    public var tagIds: [Int] = []
    /// The server's quality profiles.
    private(set) var qualityProfiles: [QualityProfile] = []
    /// The server's tags.
    private(set) var tags: [ArrKit.Tag] = []
    /// Whether a save runs.
    public private(set) var isSaving = false
    /// Why the last save failed.
    public private(set) var saveError: ErrorNotice?
    /// Closes the form after a save (set by the coordinator).
    public var onSaved: (@MainActor () -> Void)?
    /// Closes the form without saving (set by the coordinator).
    public var onCancel: (@MainActor () -> Void)?

    private let radarr: any RadarrService
    private let cache: any LibraryCache
    private let connectionId: String?
    private let logger: Logger

    /// Creates the form for movie `movieId`.
    public init(
        movieId: MovieID, radarr: any RadarrService, cache: any LibraryCache, connectionId: String?,
        logger: Logger = RadarrClient.silentLogger
    ) {
        self.logger = logger
        self.movieId = movieId.rawValue
        self.radarr = radarr
        self.cache = cache
        self.connectionId = connectionId
    }

    /// Loads the movie and the server's choices into the form.
    public func load() async {
        original.begin()
        let radarr = radarr
        let id = movieId
        let result = await capture {
            let client = try await radarr.client()
            async let profiles = client.qualityProfiles()
            async let tags = client.tags()
            let movie = try await client.movie(id: id)
            let loadedProfiles = try await profiles
            let loadedTags = try await tags
            return (movie, loadedProfiles, loadedTags)
        }
        switch result {
        case .success(let (movie, profiles, tags)):
            original.finish(.success(movie))
            qualityProfiles = profiles
            self.tags = tags
            monitored = movie.monitored
            qualityProfileId = movie.qualityProfileId
            minimumAvailability = movie.minimumAvailability ?? .released
            path = movie.path ?? ""
            tagIds = movie.tags
        case .failure(let error):
            original.finish(.failure(error))
        }
    }

    /// Whether the form differs from the movie as loaded, so leaving it would lose edits.
    public var hasChanges: Bool {
        guard let movie = original.value else { return false }
        return movie.monitored != monitored || movie.qualityProfileId != qualityProfileId
            || (movie.minimumAvailability ?? .released) != minimumAvailability || (movie.path ?? "") != path
            || Set(movie.tags) != Set(tagIds)
    }

    /// Adds the tag when the movie lacks it, removes it when the movie has it.
    public func toggleTag(_ id: Int) { tagIds = TagAssembly.toggling(id, in: tagIds) }

    /// Creates a tag called `label` on the server (or reuses one of that name) and gives it to the movie.
    public func addTag(named label: String) async {
        saveError = nil
        do {
            (tagIds, tags) = try await TagAssembly.adding(
                label, to: tagIds, known: tags, client: try await radarr.client())
        } catch {
            saveError = ErrorNotice(error)
        }
    }

    /// Whether the path differs from the loaded one.
    public var pathChanged: Bool { original.value.map { ($0.path ?? "") != path } ?? false }

    /// Saves the changes; on success closes the form.
    public func save() async {
        guard var movie = original.value else { return }
        if let refusal = FolderRules.refusal(ofPath: path, changed: pathChanged) {
            saveError = refusal
            return
        }
        movie.monitored = monitored
        movie.qualityProfileId = qualityProfileId
        movie.minimumAvailability = minimumAvailability
        movie.path = path
        movie.tags = tagIds
        isSaving = true
        saveError = nil
        defer { isSaving = false }
        do {
            let saved = try await radarr.client().updateMovie(movie, moveFiles: pathChanged && moveFiles)
            if let connectionId, let summary = MovieSummary(saved) {
                do {
                    try await cache.upsert(summary, connectionId: connectionId)
                } catch {
                    logger.warning(
                        "the offline copy of movie \(summary.id) was not updated: \(ErrorNotice(error).message)")
                }
            }
            onSaved?()
        } catch {
            saveError = ErrorNotice(error)
        }
    }

    /// Closes the form without saving.
    public func cancel() { onCancel?() }
}
