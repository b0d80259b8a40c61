import ArrKit
import Foundation
import ServerKit

/// One play in Tautulli's history (`get_history`): who watched what, when, how far and how.
public struct TautulliPlay: Hashable, Sendable, Identifiable {
    /// The row's id.
    public let id: Int
    /// When it started.
    public let started: Date?
    /// When it stopped.
    public let stopped: Date?
    /// How long it played, in seconds (pauses left out).
    public let playSeconds: Double?
    /// Who (friendly name, else user).
    public let user: String
    /// The user's id.
    public let userId: Int?
    /// "movie", "episode", "track"…
    public let mediaType: String
    /// The movie's or the episode's title.
    public let title: String
    /// The series' name (episodes).
    public let grandparentTitle: String?
    /// Season and episode numbers (episodes).
    public let season: Int?
    /// The episode number.
    public let episode: Int?
    /// The year.
    public let year: Int?
    /// How much was watched, 0…100.
    public let percentComplete: Int?
    /// Whether Tautulli counts it as watched.
    public let watched: Bool
    /// Direct play, direct stream or transcode.
    public let decision: StreamDecision
    /// Where (the player's name).
    public let player: String?
    /// The platform.
    public let platform: String?
    /// The item's GUID.
    public let guid: String?
    /// The record as sent.
    public let record: JSONValue

    /// Reads a history row; nil without an id.
    public init?(record: JSONValue) {
        guard let id = record.number("id") ?? record.number("row_id") ?? record.number("reference_id") else {
            return nil
        }
        self.id = Int(clamping: id)
        self.record = record
        started = (record.number("started") ?? record.number("date")).map { Date(timeIntervalSince1970: $0) }
        stopped = record.number("stopped").map { Date(timeIntervalSince1970: $0) }
        playSeconds = record.number("play_duration") ?? record.number("duration")
        user = record.present("friendly_name") ?? record.present("user") ?? "someone"
        userId = record.number("user_id").map { Int(clamping: $0) }
        mediaType = record.present("media_type") ?? "unknown"
        title = record.present("title") ?? record.present("full_title") ?? "untitled"
        grandparentTitle = record.present("grandparent_title")
        season = record.number("parent_media_index").map { Int(clamping: $0) }
        episode = record.number("media_index").map { Int(clamping: $0) }
        year = record.number("year").map { Int(clamping: $0) }
        percentComplete = record.number("percent_complete").map { Int(clamping: $0) }
        watched = record["watched_status"]?.flag ?? false
        decision = StreamDecision(word: record.present("transcode_decision"))
        player = record.present("player")
        platform = record.present("platform")
        guid = record.present("guid")
    }
}

/// A page of history: the plays, and how many there are.
public struct TautulliHistoryPage: Hashable, Sendable {
    /// The plays, newest first.
    public let plays: [TautulliPlay]
    /// How many plays match the filter.
    public let filtered: ServerCount
    /// How many plays there are.
    public let total: ServerCount
    /// Rows that could not be read.
    public let unreadable: Int

    /// Reads the `data` of `get_history` (DataTables' shape).
    public init(data: JSONValue) {
        let rows = data["data"]?.elements ?? []
        plays = rows.compactMap(TautulliPlay.init(record:))
        unreadable = rows.count - plays.count
        filtered = data.number("recordsFiltered").flatMap { ServerCount(clamping: $0) } ?? ServerCount(plays.count)
        total = data.number("recordsTotal").flatMap { ServerCount(clamping: $0) } ?? filtered
    }
}
