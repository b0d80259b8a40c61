import ArrDemoKit
import ArrKit
import Foundation
import RadarrAPI
import ServerKit

/// The demo server's whole state: library, queue, history, commands, tags.
///
/// Time drives the simulation: every read first calls ``advance()``, which moves downloads
/// and commands forward by the injected clock, so tests control time exactly.
actor DemoLibrary {
    let clock: @Sendable () -> Date
    /// Where its usenet downloads are posted for the demo download clients, when they run together.
    let exchange: DemoDownloadExchange?
    /// Where the demo Seerr hands it approved movies, when they run together.
    let requests: DemoRequestExchange?
    /// Its Connect → Webhook connections, which hear its grabs and imports.
    let hooks: DemoNotifications?
    let startTime: Date
    var movies: [Int: Movie] = [:]
    var order: [Int] = []
    var nextMovieId = 1
    var downloads: [DemoDownload] = []
    /// Finished downloads waiting for manual import.
    var waitingImports: [DemoDownload] = []
    var history: [HistoryRecord] = []
    var nextHistoryId = 1
    var commands: [Int: DemoCommand] = [:]
    var nextCommandId = 1
    var tags: [Tag] = [Tag(id: 1, label: "4k"), Tag(id: 2, label: "family")]
    var nextTagId = 3
    let qualityProfiles = [
        QualityProfile(id: 1, name: "HD-1080p", upgradeAllowed: true, cutoff: 7, cutoffName: "Bluray-1080p"),
        QualityProfile(id: 2, name: "Ultra-HD", upgradeAllowed: true, cutoff: 19, cutoffName: "Bluray-2160p"),
        QualityProfile(id: 3, name: "Any", upgradeAllowed: false, cutoff: 1, cutoffName: "SDTV"),
    ]
    let diskTotal: Int64 = 16_000_000_000_000
    private var cachedMovieList: Data?
    var needsSeeding = false

    /// Creates the library: the catalogue's first films, or `generatedCount` generated ones.
    init(
        generatedCount: Int?, seed: UInt64, clock: @escaping @Sendable () -> Date,
        exchange: DemoDownloadExchange? = nil, requests: DemoRequestExchange? = nil, hooks: DemoNotifications? = nil
    ) {
        self.hooks = hooks
        self.clock = clock
        self.exchange = exchange
        self.requests = requests
        self.startTime = clock()
        if let generatedCount {
            for index in 0..<max(0, generatedCount) {
                let movie = MovieFactory.generated(index: index, seed: seed)
                movies[index + 1] = movie
                order.append(index + 1)
            }
            nextMovieId = max(0, generatedCount) + 1
        } else {
            for (index, entry) in DemoCatalogue.entries.prefix(DemoCatalogue.libraryCount).enumerated() {
                let id = index + 1
                movies[id] = MovieFactory.movie(entry, id: id, index: index, inLibrary: true)
                order.append(id)
            }
            nextMovieId = DemoCatalogue.libraryCount + 1
            needsSeeding = true
        }
    }

    /// Gives three missing films digital and physical releases in the coming weeks (as
    /// re-releases get), so the calendar and the dashboard always have something ahead.
    private func scheduleUpcomingReleases(now: Date) {
        let today = Calendar.utc.startOfDay(for: now)
        let missing = order.filter { movies[$0].map { !$0.hasFile && $0.monitored } ?? false }
        for (step, id) in missing.prefix(3).enumerated() {
            let digital = today.addingTimeInterval(Double(2 + 9 * step) * 86_400)
            movies[id]?.digitalRelease = digital
            movies[id]?.physicalRelease = digital.addingTimeInterval(21 * 86_400)
            movies[id]?.releaseDate = digital
        }
    }

    func seedActivity() {
        needsSeeding = false
        let now = clock()
        scheduleUpcomingReleases(now: now)
        for id in order.prefix(40) {
            guard let movie = movies[id], movie.hasFile, let file = movie.movieFile else { continue }
            let grabbed = (file.dateAdded ?? now).addingTimeInterval(-1800)
            record(.grabbed, movie: movie, title: file.relativePath ?? movie.title, quality: file.quality, at: grabbed)
            record(
                .downloadFolderImported, movie: movie, title: file.relativePath ?? movie.title, quality: file.quality,
                at: file.dateAdded ?? now)
        }
        for id in [2, 6] {
            if let movie = movies[id], !movie.hasFile {
                startDownload(for: movie, releaseTitle: nil, indexer: "DemoTracker", duration: 240, at: now)
            }
        }
        // And one from usenet (a movie not already downloading), which the demo NZBGet mirrors.
        let downloading = Set(downloads.map(\.movieId))
        if let missing = order.lazy.compactMap({ self.movies[$0] }).first(where: {
            !$0.hasFile && $0.monitored && !downloading.contains($0.id ?? 0)
        }) {
            startDownload(for: missing, releaseTitle: nil, indexer: "DemoUsenet", duration: 600, at: now)
        }
        seedWaitingImport(now: now)
    }

    // MARK: Movies

    /// Every movie in id order.
    func allMovies() -> [Movie] {
        advance()
        return order.compactMap { movies[$0] }
    }

    /// The encoded `GET /movie` answer, cached until the library changes.
    func encodedMovieList(encoder: JSONEncoder) throws -> Data {
        advance()
        if let cachedMovieList { return cachedMovieList }
        let data = try encoder.encode(order.compactMap { movies[$0] })
        cachedMovieList = data
        return data
    }

    func movie(id: Int) -> Movie? {
        advance()
        return movies[id]
    }

    func invalidate() { cachedMovieList = nil }

    /// Adds a movie, or returns the validation failures Radarr would.
    func add(_ submitted: Movie) -> Result<Movie, DemoRefusal> {
        advance()
        var failures: [ValidationFailure] = []
        if submitted.tmdbId <= 0 {
            failures.append(
                ValidationFailure(
                    propertyName: "TmdbId", errorMessage: "'Tmdb Id' must be greater than '0'.",
                    errorCode: "GreaterThanValidator"))
        } else if movies.values.contains(where: { $0.tmdbId == submitted.tmdbId }) {
            var failure = ValidationFailure(
                propertyName: "TmdbId", errorMessage: "This movie has already been added",
                errorCode: "MovieExistsValidator")
            failure.attemptedValue = .number(Double(submitted.tmdbId))
            failures.append(failure)
        }
        if submitted.title.isEmpty {
            failures.append(
                ValidationFailure(
                    propertyName: "Title", errorMessage: "'Title' must not be empty.", errorCode: "NotEmptyValidator"))
        }
        if !qualityProfiles.contains(where: { $0.id == submitted.qualityProfileId }) {
            failures.append(
                ValidationFailure(
                    propertyName: "QualityProfileId", errorMessage: "Quality profile does not exist",
                    errorCode: "QualityProfileExistsValidator"))
        }
        let root = submitted.rootFolderPath ?? submitted.path.map { ($0 as NSString).deletingLastPathComponent }
        if root == nil || root?.isEmpty == true {
            failures.append(
                ValidationFailure(
                    propertyName: "RootFolderPath", errorMessage: "'Root Folder Path' must not be empty.",
                    errorCode: "NotEmptyValidator"))
        }
        failures += DemoPathRules.add(
            rootFolderPath: submitted.rootFolderPath, path: submitted.path, rootFolders: rootFolders().map(\.path))
        guard failures.isEmpty else { return .failure(DemoRefusal(failures)) }
        let id = nextMovieId
        nextMovieId += 1
        let template = DemoCatalogue.entries.firstIndex { $0.tmdbId == submitted.tmdbId }
        var movie =
            template.map { MovieFactory.movie(DemoCatalogue.entries[$0], id: id, index: $0, inLibrary: false) }
            ?? submitted
        movie.id = id
        movie.qualityProfileId = submitted.qualityProfileId
        movie.monitored = submitted.monitored
        movie.minimumAvailability = submitted.minimumAvailability ?? .released
        movie.tags = submitted.tags
        movie.rootFolderPath = root
        movie.path = submitted.path ?? "\(root ?? MovieFactory.rootFolder)/\(movie.folderName ?? movie.title)"
        movie.added = clock()
        movie.hasFile = false
        movie.sizeOnDisk = 0
        movie.movieFile = nil
        movie.addOptions = nil
        movies[id] = movie
        order.append(id)
        invalidate()
        if submitted.addOptions?.searchForMovie == true {
            startDownload(for: movie, releaseTitle: nil, indexer: "DemoTracker", duration: 120, at: clock())
        }
        return .success(movie)
    }

    /// Saves an edited movie; `nil` when it does not exist.
    func update(_ edited: Movie, id: Int, moveFiles: Bool) -> Movie? {
        advance()
        guard var movie = movies[id] else { return nil }
        movie.monitored = edited.monitored
        movie.qualityProfileId = edited.qualityProfileId
        movie.minimumAvailability = edited.minimumAvailability ?? movie.minimumAvailability
        movie.tags = edited.tags
        if let path = edited.path, path != movie.path {
            movie.path = path
            movie.rootFolderPath = (path as NSString).deletingLastPathComponent
            if moveFiles, var file = movie.movieFile {
                file.path = path + "/" + (file.relativePath ?? "")
                movie.movieFile = file
            }
        }
        movies[id] = movie
        invalidate()
        return movie
    }

    /// Deletes a movie and its queue items; `false` when it does not exist.
    func delete(id: Int, deleteFiles: Bool) -> Bool {
        advance()
        guard let movie = movies.removeValue(forKey: id) else { return false }
        order.removeAll { $0 == id }
        downloads.removeAll { $0.movieId == id }
        if deleteFiles, movie.hasFile {
            record(
                .movieFileDeleted, movie: movie, title: movie.movieFile?.relativePath ?? movie.title,
                quality: movie.movieFile?.quality, at: clock())
        }
        invalidate()
        return true
    }

    /// Applies an editor request to several movies.
    func edit(_ request: MovieEditorRequest) {
        advance()
        for id in request.movieIds {
            guard var movie = movies[id] else { continue }
            if let monitored = request.monitored { movie.monitored = monitored }
            if let profile = request.qualityProfileId { movie.qualityProfileId = profile }
            if let availability = request.minimumAvailability { movie.minimumAvailability = availability }
            if let root = request.rootFolderPath {
                movie.rootFolderPath = root
                movie.path = "\(root)/\(movie.folderName ?? movie.title)"
            }
            if let tags = request.tags {
                switch request.applyTags ?? "add" {
                case "remove": movie.tags.removeAll { tags.contains($0) }
                case "replace": movie.tags = tags
                default: movie.tags = Array(Set(movie.tags + tags)).sorted()
                }
            }
            movies[id] = movie
        }
        invalidate()
    }

    /// Lookup over the whole catalogue and the library: title words, `tmdb:ID` or `imdb:ID`.
    func lookup(_ term: String) -> [Movie] {
        advance()
        let trimmed = term.trimmingCharacters(in: .whitespaces).lowercased()
        guard !trimmed.isEmpty else { return [] }
        let inLibrary = Dictionary(movies.values.map { ($0.tmdbId, $0) }, uniquingKeysWith: { first, _ in first })
        let matches = DemoCatalogue.entries.enumerated().filter { _, entry in
            if trimmed.hasPrefix("tmdb:") {
                return String(entry.tmdbId) == trimmed.dropFirst(5).trimmingCharacters(in: .whitespaces)
            }
            if trimmed.hasPrefix("imdb:") {
                return entry.imdbId?.lowercased() == trimmed.dropFirst(5).trimmingCharacters(in: .whitespaces)
            }
            let haystack = "\(entry.title) \(entry.year)".lowercased()
            return trimmed.split(separator: " ").allSatisfy { haystack.contains($0) }
        }
        return matches.prefix(40).map { index, entry in
            inLibrary[entry.tmdbId] ?? MovieFactory.movie(entry, id: nil, index: index, inLibrary: false)
        }
    }

    /// Tags.
    func createTag(_ label: String) -> Tag {
        if let existing = tags.first(where: { $0.label.lowercased() == label.lowercased() }) { return existing }
        let tag = Tag(id: nextTagId, label: label.lowercased())
        nextTagId += 1
        tags.append(tag)
        return tag
    }

    func deleteTag(id: Int) -> Bool {
        guard tags.contains(where: { $0.id == id }) else { return false }
        tags.removeAll { $0.id == id }
        for key in movies.keys { movies[key]?.tags.removeAll { $0 == id } }
        invalidate()
        return true
    }

    /// Root folders, with free space that agrees with the files on disk.
    func rootFolders() -> [RootFolder] {
        [RootFolder(id: 1, path: MovieFactory.rootFolder, accessible: true, freeSpace: freeSpace())]
    }

    func freeSpace() -> ServerCount {
        let used = movies.values.sum(of: \.sizeOnDisk)
        return max(0, ServerCount(diskTotal) - used - 500_000_000_000)
    }

    func record(
        _ type: HistoryEventType, movie: Movie, title: String, quality: QualityModel?, at date: Date,
        data: [String: String] = [:]
    ) {
        var record = HistoryRecord(
            id: nextHistoryId, movieId: movie.id, sourceTitle: title, date: date, eventType: type, data: data)
        record.quality = quality
        record.downloadId = "DEMO\(String(format: "%06d", nextHistoryId))"
        nextHistoryId += 1
        history.append(record)
    }
}
