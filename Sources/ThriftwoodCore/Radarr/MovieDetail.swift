import ArrKit
import Foundation
import RadarrAPI
import ServerKit

/// Everything the movie's screen shows, as display values: the screen reads these and never a
/// wire model. Built by ``RadarrService/movieDetail(_:)`` from the requests the screen needs.
public struct MovieDetail: Sendable, Hashable {
    /// One labelled fact: "Quality profile", "HD-1080p".
    public typealias Fact = DisplayFact

    /// One file of the movie: where it is, and its quality and media in one line.
    public struct File: Sendable, Hashable {
        /// Its path under the movie's folder.
        public let name: String
        /// "Bluray-1080p · 8.2 GB · x264 · 1920x1080 · DTS · English".
        public let details: String
    }

    /// One history event.
    public struct Event: Sendable, Hashable {
        /// When it happened.
        public let date: Date?
        /// What happened, with its tone: "Imported".
        public let label: StatusLabel
        /// The release it concerns.
        public let sourceTitle: String
    }

    /// The movie as the server sent it, for the actions on it (the screen does not read it).
    var movie: Movie
    /// Its quality profile's name.
    let qualityProfile: String
    /// Its tags' labels.
    let tags: [String]
    /// Its files.
    public let files: [File]
    /// Its history, newest first.
    public let history: [Event]
    /// Its state in Radarr's queue ("Downloading 77%"), when it is there.
    let queueState: StatusLabel?
    /// Why the queue could not be read, when it could not (the file's state is shown instead).
    let queueProblem: String?

    /// Its name: "Dune".
    public var name: String { movie.title }
    /// "Dune (2021)".
    public var title: String { RadarrLabels.title(movie.title, year: movie.year) }
    /// Monitoring, file, release status, runtime and certification in one line, with the file's tone.
    public var status: StatusLabel {
        // A movie on its way reads as the queue has it ("Downloading 77%"), not "Missing".
        let file = queueState ?? movie.fileStatus
        return StatusLabel(
            "\(movie.monitored ? "● Monitored" : "○ Not monitored") · \(file.text) · "
                + "\(RadarrLabels.releaseStatus(movie.status)) · \(Format.runtime(movie.runtime ?? 0)) · "
                + "\(movie.certification ?? "–")", file.tone)
    }
    /// Whether it is monitored.
    public var monitored: Bool { movie.monitored }
    /// Its overview, empty when it has none.
    public var overview: String { movie.overview ?? "" }
    /// The labelled facts, in the screen's order.
    public var facts: [Fact] {
        [
            ("Quality profile", qualityProfile), ("Path", movie.path ?? "–"),
            ("Size", Format.sizeOnDisk(movie.sizeOnDisk)), ("Studio", movie.studio ?? "–"),
            ("Genres", movie.genres.joined(separator: ", ")), ("Ratings", RadarrLabels.ratings(movie.ratings)),
            ("In cinemas", Format.day(movie.inCinemas)), ("Digital release", Format.day(movie.digitalRelease)),
            ("Physical release", Format.day(movie.physicalRelease)), ("Added", Format.day(movie.added)),
            ("Availability", movie.minimumAvailability.map(RadarrLabels.availability) ?? "–"),
            ("Tags", tags.isEmpty ? "none" : tags.joined(separator: ", ")),
        ].map { Fact(label: $0.0, value: $0.1) }
            + (queueProblem.map { [Fact(label: "Queue", value: "could not be read: \($0)")] } ?? [])
    }

    /// The detail of `movie` with what the other requests answered.
    init(
        movie: Movie, files: [MovieFile], history: [HistoryRecord], qualityProfile: String, tags: [String],
        queue: Result<[QueueItem], any Error> = .success([])
    ) {
        self.movie = movie
        switch queue {
        case .success(let items):
            queueState = MovieQueueStates(items.filter { $0.movieId == movie.id })[movie.id ?? 0]
            queueProblem = nil
        case .failure(let error):
            queueState = nil
            queueProblem = ErrorNotice(error).message
        }
        self.qualityProfile = qualityProfile
        self.tags = tags
        self.files = files.map { file in
            let media = file.mediaInfo
            let parts = [
                file.quality?.name, Format.bytes(file.size ?? 0), media?.videoCodec, media?.resolution,
                media?.audioCodec, media?.audioLanguages,
            ].compactMap { $0 }.filter { !$0.isEmpty }
            return File(name: file.relativePath ?? file.path ?? "?", details: parts.joined(separator: " · "))
        }
        self.history = history.sorted { ($0.date ?? .distantPast) > ($1.date ?? .distantPast) }.map { record in
            let event = RadarrLabels.event(record.eventType)
            return Event(
                date: record.date, label: StatusLabel(event.text, event.tone), sourceTitle: record.sourceTitle ?? "")
        }
    }
}

extension RadarrService {
    /// Movie `id` as its screen shows it: the movie, its files, its history, its quality
    /// profile's name and its tags, asked at once.
    public func movieDetail(_ id: MovieID) async throws -> MovieDetail {
        let client = try await client()
        let number = id.rawValue
        async let movie = client.movie(id: number)
        async let files = client.movieFiles(movieId: number)
        async let history = client.movieHistory(movieId: number)
        async let profiles = client.qualityProfiles()
        async let tags = client.tags()
        async let queue = capture { try await client.queue(pageSize: 500).records }
        let loaded = try await movie
        let labels = try await tags.filter { loaded.tags.contains($0.id) }.map(\.label)
        let profileName =
            try await profiles.first { $0.id == loaded.qualityProfileId }?.name ?? "#\(loaded.qualityProfileId)"
        let queued = await queue
        return MovieDetail(
            movie: loaded, files: try await files, history: try await history, qualityProfile: profileName,
            tags: labels, queue: queued)
    }
}
