import Foundation
import ServerKit
import TautulliKit

/// How every front end words Tautulli's streams and plays: the totals, a row, a decision.
public enum StreamText {
    /// kbit/s as people read it: "18.2 Mbps", "850 kbps".
    public static func bandwidth(_ kbps: ServerCount) -> String {
        kbps >= 1000 ? String(format: "%.1f Mbps", Double(kbps) / 1000) : "\(kbps) kbps"
    }

    /// The totals: "3 streams · 1 transcoding · 18.2 Mbps (LAN 13.9 Mbps · WAN 4.3 Mbps)";
    /// "nothing playing"; "Plex is not reachable" when Tautulli cannot reach it.
    public static func totals(_ activity: TautulliActivity) -> String {
        guard activity.plexReachable else { return "Plex is not reachable from Tautulli" }
        guard activity.streamCount > 0 else { return "nothing playing" }
        var parts = [Format.plural(activity.streamCount, "stream")]
        if activity.transcodeCount > 0 { parts.append("\(activity.transcodeCount) transcoding") }
        parts.append(
            bandwidth(activity.totalBandwidthKbps)
                + " (LAN \(bandwidth(activity.lanBandwidthKbps)) · WAN \(bandwidth(activity.wanBandwidthKbps)))")
        return parts.joined(separator: " · ")
    }

    /// Home's line: "2 streams · 1 transcoding · 18.2 Mbps".
    public static func summary(_ activity: TautulliActivity) -> String {
        guard activity.plexReachable else { return "Plex is not reachable" }
        guard activity.streamCount > 0 else { return "nothing playing" }
        var parts = ["now playing: \(Format.plural(activity.streamCount, "stream"))"]
        if activity.transcodeCount > 0 { parts.append("\(activity.transcodeCount) transcoding") }
        parts.append(bandwidth(activity.totalBandwidthKbps))
        return parts.joined(separator: " · ")
    }

    /// What plays: "Severance S01E01 · Good News About Hell", "Spirited Away (2001)".
    public static func title(_ session: TautulliSession) -> String {
        title(
            type: session.mediaType, title: session.title, parent: session.grandparentTitle, season: session.season,
            episode: session.episode, year: session.year)
    }

    /// What was played, worded as ``title(_:)-1k5xv``.
    public static func title(_ play: TautulliPlay) -> String {
        title(
            type: play.mediaType, title: play.title, parent: play.grandparentTitle, season: play.season,
            episode: play.episode, year: play.year)
    }

    static func title(type: String, title: String, parent: String?, season: Int?, episode: Int?, year: Int?) -> String {
        if type == "episode", let parent {
            let number = season.map { s in
                String(format: "S%02d", s) + (episode.map { String(format: "E%02d", $0) } ?? "")
            }
            return [parent, number].compactMap { $0 }.joined(separator: " ") + " · " + title
        }
        if let parent, type == "track" { return "\(parent) · \(title)" }
        return year.map { "\(title) (\($0))" } ?? title
    }

    /// "21:04 / 57:00".
    public static func position(_ session: TautulliSession) -> String {
        "\(clock(session.positionSeconds)) / \(clock(session.durationSeconds))"
    }

    /// Seconds as "1:02:03" or "57:00"; "–" unknown.
    public static func clock(_ seconds: Double?) -> String {
        guard let seconds, seconds.isFinite, seconds >= 0 else { return "–" }
        let total = Int(clamping: seconds.rounded(.down))
        let (hours, minutes, rest) = (total / 3600, total / 60 % 60, total % 60)
        return hours > 0
            ? String(format: "%d:%02d:%02d", hours, minutes, rest) : String(format: "%d:%02d", minutes, rest)
    }

    /// How it streams, with what is re-encoded and whether by hardware: "transcode (video, HW)",
    /// "direct stream (container)", "direct play".
    public static func decision(_ session: TautulliSession) -> String {
        var changed: [String] = []
        if session.videoDecision == .transcode { changed.append("video") }
        if session.audioDecision == .transcode { changed.append("audio") }
        if session.decision != .directPlay, session.containerDecision == .transcode, changed.isEmpty {
            changed.append("container")
        }
        if session.hardwareEncoding || session.hardwareDecoding { changed.append("HW") }
        return session.decision.words + (changed.isEmpty ? "" : " (\(changed.joined(separator: ", ")))")
    }

    /// A stream on Home: "Maria · playing · 37% · transcode (video, HW) · remote".
    public static func homeDetail(_ session: TautulliSession) -> String {
        [
            session.user, session.state.word, "\(Int(clamping: (session.progress * 100).rounded()))%",
            decision(session),
            session.isLocal ? nil : "remote",
        ].compactMap { $0 }.joined(separator: " · ")
    }

    /// The player: "Pixel 8 · Android · remote".
    public static func player(_ session: TautulliSession) -> String {
        let platform = session.platform == session.player ? nil : session.platform
        return [session.player, platform, session.isLocal ? "local" : "remote"].compactMap { $0 }
            .joined(separator: " · ")
    }

    /// A stream's tone: transcoding needs a look, paused is quiet.
    public static func tone(_ session: TautulliSession) -> StatusTone {
        if session.state == .paused { return .quiet }
        if session.state == .buffering { return .attention }
        return session.isTranscoding ? .attention : .good
    }

    /// The question before stopping: "Stop Maria's Severance S01E01 · Good News About Hell?".
    public static func stopQuestion(_ session: TautulliSession) -> String {
        "Stop \(session.user)'s \(title(session))?"
    }

    /// The columns of a table of streams (`streams list`).
    public static let listHeaders = [
        "ID", "USER", "TITLE", "STATE", "PROGRESS", "STREAM", "QUALITY", "BANDWIDTH", "PLAYER",
    ]

    /// The stream's quality and resolution, the resolution left out when the quality already
    /// says it ("4 Mbps 720p", not "4 Mbps 720p · 720p").
    public static func quality(_ session: TautulliSession) -> String {
        var parts: [String] = []
        for part in [session.quality, session.resolution].compactMap({ $0 })
        where !parts.contains(where: { $0.contains(part) }) {
            parts.append(part)
        }
        return parts.joined(separator: " · ")
    }

    /// A stream as a table row.
    public static func row(_ session: TautulliSession) -> [String] {
        [
            session.id, session.user, title(session), session.state.word,
            "\(Int(clamping: (session.progress * 100).rounded()))% \(position(session))", decision(session),
            quality(session), session.bandwidthKbps.map(bandwidth) ?? "–", player(session),
        ]
    }

    /// The columns of a table of plays (`plays history`).
    public static let historyHeaders = ["DATE", "USER", "TITLE", "PLAYED", "WATCHED", "STREAM", "PLAYER"]

    /// A play as a table row.
    public static func row(_ play: TautulliPlay, use24Hour: Bool = true) -> [String] {
        [
            play.started.map { Format.dateTime($0, use24Hour: use24Hour) } ?? "–", play.user, title(play),
            clock(play.playSeconds), play.percentComplete.map { "\($0)%" } ?? "–", play.decision.words,
            play.player ?? "–",
        ]
    }
}
