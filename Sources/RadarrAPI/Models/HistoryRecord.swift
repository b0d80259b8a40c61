import ArrKit
import Foundation

/// One event in Radarr's history.
public struct HistoryRecord: Hashable, Sendable, Codable, Identifiable {
    /// The record id.
    public var id: Int
    /// The movie it concerns.
    public var movieId: Int?
    /// The release or file name.
    public var sourceTitle: String?
    /// The quality involved.
    public var quality: QualityModel?
    /// Whether a better quality is still wanted.
    public var qualityCutoffNotMet: Bool?
    /// When it happened.
    public var date: Date?
    /// The download client's id.
    public var downloadId: String?
    /// What happened.
    public var eventType: HistoryEventType?
    /// Event details; Radarr sends every value as a string.
    public var data: [String: String]?
    /// The movie, when the server includes it.
    public var movie: Movie?

    /// Creates a history record.
    public init(
        id: Int, movieId: Int? = nil, sourceTitle: String? = nil, date: Date? = nil, eventType: HistoryEventType? = nil,
        data: [String: String]? = nil
    ) {
        self.id = id
        self.movieId = movieId
        self.sourceTitle = sourceTitle
        self.date = date
        self.eventType = eventType
        self.data = data
    }

    private enum CodingKeys: String, CodingKey {
        case id, movieId, sourceTitle, quality, qualityCutoffNotMet, date, downloadId, eventType, data, movie
    }

    /// Decodes a record; `data` values that are not strings are dropped rather than failing.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decodeIfPresent(Int.self, forKey: .id) ?? 0
        movieId = try c.decodeIfPresent(Int.self, forKey: .movieId)
        sourceTitle = try c.decodeIfPresent(String.self, forKey: .sourceTitle)
        quality = try c.decodeIfPresent(QualityModel.self, forKey: .quality)
        qualityCutoffNotMet = try c.decodeIfPresent(Bool.self, forKey: .qualityCutoffNotMet)
        date = try c.decodeIfPresent(Date.self, forKey: .date)
        downloadId = try c.decodeIfPresent(String.self, forKey: .downloadId)
        eventType = try c.decodeIfPresent(HistoryEventType.self, forKey: .eventType)
        data = (try? c.decodeIfPresent([String: String?].self, forKey: .data))?.flatMap { $0.compactMapValues { $0 } }
        movie = try c.decodeIfPresent(Movie.self, forKey: .movie)
    }
}
