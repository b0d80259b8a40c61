import ArrKit
import Foundation

/// A problem someone reported with a title (wrong audio, missing subtitles…).
public struct SeerrIssue: Hashable, Sendable, Identifiable {
    /// What kind of problem, as Seerr numbers it (1 video, 2 audio, 3 subtitles, 4 other).
    public enum Kind: Hashable, Sendable {
        /// The picture.
        case video
        /// The sound.
        case audio
        /// The subtitles.
        case subtitles
        /// Anything else.
        case other

        /// The word for it.
        public var word: String {
            switch self {
            case .video: "video"
            case .audio: "audio"
            case .subtitles: "subtitles"
            case .other: "other"
            }
        }
    }

    /// One comment.
    public struct Comment: Hashable, Sendable {
        /// Who wrote it.
        public let user: SeerrUser?
        /// What it says.
        public let message: String
        /// When.
        public let createdAt: Date?
    }

    /// Seerr's id.
    public let id: Int
    /// What kind of problem.
    public let kind: Kind
    /// Whether it is still open (1 open, 2 resolved).
    public let isOpen: Bool
    /// The title it is about.
    public let key: SeerrTitleKey?
    /// The season and episode it is about (0: the whole title).
    public let season: Int
    /// The episode it is about (0: the whole season).
    public let episode: Int
    /// Who reported it.
    public let createdBy: SeerrUser?
    /// When it was reported.
    public let createdAt: Date?
    /// The report and the replies, oldest first.
    public let comments: [Comment]
    /// The record as sent.
    public let record: JSONValue

    /// Reads an issue record; nil without an id.
    public init?(record: JSONValue) {
        guard let id = record["id"]?.int64 else { return nil }
        self.id = Int(clamping: id)
        self.record = record
        kind =
            switch record["issueType"]?.int64 {
            case 1: .video
            case 2: .audio
            case 3: .subtitles
            default: .other
            }
        isOpen = (record["status"]?.int64 ?? 1) == 1
        let media = record["media"]
        let type = media?["mediaType"]?.text.flatMap(SeerrMediaType.init(lenient:))
        key = zip2(type, media?["tmdbId"]?.int64).map { SeerrTitleKey(mediaType: $0, tmdbId: Int(clamping: $1)) }
        season = Int(clamping: record["problemSeason"]?.int64 ?? 0)
        episode = Int(clamping: record["problemEpisode"]?.int64 ?? 0)
        createdBy = SeerrUser(record: record["createdBy"])
        createdAt = record["createdAt"]?.text.flatMap(ArrDate.parse)
        comments = (record["comments"]?.elements ?? []).compactMap { comment in
            guard let message = comment.nonEmpty("message") else { return nil }
            return Comment(
                user: SeerrUser(record: comment["user"]), message: message,
                createdAt: comment["createdAt"]?.text.flatMap(ArrDate.parse))
        }
    }

    /// The first comment: what the reporter wrote.
    public var report: String? { comments.first?.message }
}

private func zip2<A, B>(_ a: A?, _ b: B?) -> (A, B)? {
    guard let a, let b else { return nil }
    return (a, b)
}
