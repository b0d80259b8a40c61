import ArrKit
import Foundation

/// A download in Radarr's queue: the movie's ids and embed around the download every *arr's
/// queue record describes (``QueueDownload``, whose fields read as this record's own).
public struct QueueItem: Hashable, Sendable, Codable, Identifiable, ArrQueueRecord {
    /// The queue id: a large hash-like number.
    public var id: Int
    /// The movie being downloaded.
    public var movieId: Int?
    /// The movie, when requested with `includeMovie=true`.
    public var movie: Movie?
    /// The download: release, size, state.
    public var download: QueueDownload

    /// Creates a queue item.
    public init(id: Int, movieId: Int? = nil, title: String? = nil, size: Double? = nil, sizeleft: Double? = nil) {
        self.id = id
        self.movieId = movieId
        self.download = QueueDownload(title: title, size: size, sizeleft: sizeleft)
    }

    private enum CodingKeys: String, CodingKey {
        case id, movieId, movie
    }

    /// Decodes a queue item leniently: only the id must be readable.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try Self.requiredId(c, .id)
        movieId = c.lenientInt(forKey: .movieId)
        movie = try? c.decodeIfPresent(Movie.self, forKey: .movie)
        download = try QueueDownload(from: decoder)
    }

    /// Encodes Radarr's shape: the download's fields beside the ids.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encodeIfPresent(movieId, forKey: .movieId)
        try c.encodeIfPresent(movie, forKey: .movie)
        try download.encode(to: encoder)
    }
}
