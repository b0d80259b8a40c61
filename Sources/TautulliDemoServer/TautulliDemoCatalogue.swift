import ArrKit
import Foundation

/// The demo Tautulli's past: plays of titles the demo Radarr and Sonarr have, by four users,
/// over the last weeks (descriptions are not needed here).
enum TautulliDemoCatalogue {
    /// A play: user, media type, title, series, season, episode, year, days ago, minutes, decision, player.
    struct Play {
        let user: (id: Int, name: String)
        let mediaType: String
        let title: String
        let series: String
        let season: Int
        let episode: Int
        let year: Int
        let daysAgo: Double
        let minutes: Double
        let decision: String
        let player: String
    }

    static let users: [(id: Int, name: String)] = [(1001, "Maria"), (1002, "Jonas"), (1003, "Sam"), (1004, "Kid")]

    static let plays: [Play] = [
        Play(
            user: users[0], mediaType: "episode", title: "Half Loop", series: "Severance", season: 1, episode: 2,
            year: 2022, daysAgo: 0.4, minutes: 52, decision: "transcode", player: "Pixel 8"),
        Play(
            user: users[1], mediaType: "movie", title: "The Matrix", series: "", season: 0, episode: 0, year: 1999,
            daysAgo: 1.2, minutes: 136, decision: "direct play", player: "Living Room"),
        Play(
            user: users[2], mediaType: "episode", title: "Granite State", series: "Breaking Bad", season: 5,
            episode: 15, year: 2013, daysAgo: 1.9, minutes: 54, decision: "copy", player: "Firefox"),
        Play(
            user: users[3], mediaType: "movie", title: "Toy Story", series: "", season: 0, episode: 0, year: 1995,
            daysAgo: 2.5, minutes: 81, decision: "direct play", player: "Kids Tablet"),
        Play(
            user: users[0], mediaType: "episode", title: "The Target", series: "The Wire", season: 1, episode: 1,
            year: 2002, daysAgo: 3.1, minutes: 62, decision: "direct play", player: "Living Room"),
        Play(
            user: users[1], mediaType: "movie", title: "Inception", series: "", season: 0, episode: 0, year: 2010,
            daysAgo: 4.8, minutes: 148, decision: "transcode", player: "Laptop"),
        Play(
            user: users[2], mediaType: "episode", title: "Felina", series: "Breaking Bad", season: 5, episode: 16,
            year: 2013, daysAgo: 5.2, minutes: 55, decision: "direct play", player: "Living Room"),
        Play(
            user: users[3], mediaType: "movie", title: "Spirited Away", series: "", season: 0, episode: 0, year: 2001,
            daysAgo: 6.6, minutes: 125, decision: "direct play", player: "Kids Tablet"),
        Play(
            user: users[0], mediaType: "episode", title: "System", series: "The Bear", season: 1, episode: 1,
            year: 2022, daysAgo: 9.0, minutes: 28, decision: "direct play", player: "Living Room"),
        Play(
            user: users[1], mediaType: "movie", title: "Dune", series: "", season: 0, episode: 0, year: 2021,
            daysAgo: 12.3, minutes: 155, decision: "direct play", player: "Living Room"),
        Play(
            user: users[2], mediaType: "episode", title: "Pilot", series: "Breaking Bad", season: 1, episode: 1,
            year: 2008, daysAgo: 20.0, minutes: 58, decision: "transcode", player: "Phone"),
        Play(
            user: users[0], mediaType: "movie", title: "Parasite", series: "", season: 0, episode: 0, year: 2019,
            daysAgo: 26.0, minutes: 132, decision: "direct play", player: "Living Room"),
    ]

    /// The history row of `play` (number `id`), shaped as Tautulli 2.17's `get_history` rows.
    static func row(_ play: Play, id: Int, now: Date) -> JSONValue {
        let stopped = now.timeIntervalSince1970 - play.daysAgo * 86_400
        let seconds = play.minutes * 60
        let full = play.series.isEmpty ? play.title : "\(play.series) - \(play.title)"
        return .object([
            "reference_id": .number(Double(id)), "row_id": .number(Double(id)), "id": .number(Double(id)),
            "date": .number((stopped - seconds).rounded()), "started": .number((stopped - seconds).rounded()),
            "stopped": .number(stopped.rounded()), "duration": .number(seconds), "play_duration": .number(seconds),
            "paused_counter": .number(0), "user_id": .number(Double(play.user.id)),
            "user": .string(play.user.name.lowercased()), "friendly_name": .string(play.user.name),
            "platform": .string(play.player == "Living Room" ? "webOS" : "Android"),
            "product": .string(play.player == "Living Room" ? "Plex for LG" : "Plex for Android"),
            "player": .string(play.player), "ip_address": .string("192.168.1.\(20 + play.user.id % 10)"),
            "live": .number(0), "location": .string("lan"), "secure": .number(1), "relayed": .number(0),
            "media_type": .string(play.mediaType), "rating_key": .number(Double(7000 + id)),
            "full_title": .string(full), "title": .string(play.title),
            "parent_title": .string(play.season == 0 ? "" : "Season \(play.season)"),
            "grandparent_title": .string(play.series), "original_title": .null, "year": .number(Double(play.year)),
            "media_index": play.episode == 0 ? .string("") : .number(Double(play.episode)),
            "parent_media_index": play.season == 0 ? .string("") : .number(Double(play.season)),
            "thumb": .string("/library/metadata/\(7000 + id)/thumb/1"),
            "guid": .string("plex://\(play.mediaType)/demo\(id)"), "transcode_decision": .string(play.decision),
            "percent_complete": .number(play.minutes > 100 ? 96 : 100), "watched_status": .number(1),
            "group_count": .number(1), "group_ids": .string(String(id)), "state": .null, "session_key": .null,
        ])
    }
}
