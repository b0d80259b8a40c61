import ArrKit
import Foundation
import ServerKit

/// One of Tautulli's home statistics ("Most Watched Movies", "Most Active Users").
public struct TautulliStat: Hashable, Sendable, Identifiable {
    /// One line of it.
    public struct Row: Hashable, Sendable {
        /// What it is about: a title, a user, a platform.
        public let name: String
        /// How many plays (or users, for "popular").
        public let count: ServerCount
        /// What ``count`` counts: "play" or "user".
        public let unit: String
        /// How long in all, in seconds, when Tautulli says.
        public let seconds: Double?
    }

    /// Tautulli's id ("top_movies", "top_users").
    public let id: String
    /// Its title ("Most Watched Movies").
    public let title: String
    /// Its lines, in Tautulli's order.
    public let rows: [Row]

    /// Reads one statistic; nil without an id.
    public init?(record: JSONValue) {
        guard let id = record.present("stat_id") else { return nil }
        self.id = id
        title = record.present("stat_title") ?? id
        let counted = id.hasPrefix("popular") ? "users_watched" : "total_plays"
        rows = (record["rows"]?.elements ?? []).compactMap { row in
            let name =
                row.present("friendly_name") ?? row.present("platform_name") ?? row.present("platform")
                ?? row.present("grandparent_title") ?? row.present("title") ?? row.present("library_name")
            guard let name else { return nil }
            let count = row.number(counted) ?? row.number("total_plays") ?? row.number("count") ?? 0
            return Row(
                name: name, count: ServerCount(clamping: count) ?? .zero,
                unit: counted == "users_watched" ? "user" : "play",
                seconds: row.number("total_duration"))
        }
    }
}

/// A Plex user Tautulli knows.
public struct TautulliUser: Hashable, Sendable, Identifiable {
    /// Plex's user id.
    public let id: Int
    /// The name to show.
    public let name: String
    /// The e-mail, when known.
    public let email: String?
    /// Whether the user still has access.
    public let isActive: Bool

    /// Reads a user record; nil without an id.
    public init?(record: JSONValue) {
        guard let id = record.number("user_id") else { return nil }
        self.id = Int(clamping: id)
        name = record.present("friendly_name") ?? record.present("username") ?? "user \(Int(clamping: id))"
        email = record.present("email")
        isActive = record["is_active"]?.flag ?? true
    }
}

/// A Plex library Tautulli knows.
public struct TautulliLibrary: Hashable, Sendable, Identifiable {
    /// The section id.
    public let id: Int
    /// Its name ("Movies").
    public let name: String
    /// "movie", "show", "artist"…
    public let type: String
    /// How many items (movies, series).
    public let count: ServerCount?

    /// Reads a library record; nil without an id.
    public init?(record: JSONValue) {
        guard let id = record.number("section_id") else { return nil }
        self.id = Int(clamping: id)
        name = record.present("section_name") ?? "library \(Int(clamping: id))"
        type = record.present("section_type") ?? "unknown"
        count = record.number("count").flatMap { ServerCount(clamping: $0) }
    }
}

/// Something added to Plex lately.
public struct TautulliAddition: Hashable, Sendable {
    /// Its title (an episode's series first: "Severance · Good News About Hell").
    public let title: String
    /// "movie", "episode", "season", "show"…
    public let mediaType: String
    /// When it was added.
    public let addedAt: Date?
    /// The year.
    public let year: Int?

    /// Reads a recently-added record; nil without a title.
    public init?(record: JSONValue) {
        guard let own = record.present("title") ?? record.present("full_title") else { return nil }
        let parent = record.present("grandparent_title") ?? record.present("parent_title")
        title = parent.map { "\($0) · \(own)" } ?? own
        mediaType = record.present("media_type") ?? "unknown"
        addedAt = record.number("added_at").map { Date(timeIntervalSince1970: $0) }
        year = record.number("year").map { Int(clamping: $0) }
    }
}
