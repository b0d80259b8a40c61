import ArrKit
import Foundation

/// One stream the demo plays: it advances on the clock while playing and starts again at the
/// end, as someone rewatching would.
struct TautulliDemoStream: Sendable {
    let sessionId: String
    let sessionKey: Int
    let user: String
    let userId: Int
    let mediaType: String
    let title: String
    let grandparentTitle: String
    let season: Int
    let episode: Int
    let year: Int
    let durationSeconds: Double
    let startOffset: Double
    let paused: Bool
    let decision: String
    let videoDecision: String
    let audioDecision: String
    let hardware: Bool
    let quality: String
    let resolution: String
    let bandwidth: Int
    let player: String
    let platform: String
    let product: String
    let local: Bool
    let ipAddress: String
}

/// The demo Tautulli's state: three streams (one transcoding with hardware, one direct play,
/// one paused; one remote), a history of plays of the demo Radarr's and Sonarr's titles,
/// statistics, users and libraries. Stopping a stream removes it.
actor TautulliDemoState {
    let clock: @Sendable () -> Date
    let started: Date
    var streams: [TautulliDemoStream]

    init(clock: @escaping @Sendable () -> Date) {
        self.clock = clock
        started = clock()
        streams = [
            TautulliDemoStream(
                sessionId: "k3v9demo0001", sessionKey: 41, user: "Maria", userId: 1001, mediaType: "episode",
                title: "Good News About Hell", grandparentTitle: "Severance", season: 1, episode: 1, year: 2022,
                durationSeconds: 3420, startOffset: 1260, paused: false, decision: "transcode",
                videoDecision: "transcode", audioDecision: "direct play", hardware: true, quality: "4 Mbps 720p",
                resolution: "720p", bandwidth: 4300, player: "Pixel 8", platform: "Android",
                product: "Plex for Android",
                local: false, ipAddress: "84.17.44.12"),
            TautulliDemoStream(
                sessionId: "k3v9demo0002", sessionKey: 42, user: "Jonas", userId: 1002, mediaType: "movie",
                title: "Spirited Away", grandparentTitle: "", season: 0, episode: 0, year: 2001, durationSeconds: 7500,
                startOffset: 3100, paused: false, decision: "direct play", videoDecision: "direct play",
                audioDecision: "direct play", hardware: false, quality: "Original", resolution: "1080p",
                bandwidth: 12400, player: "Living Room", platform: "webOS", product: "Plex for LG", local: true,
                ipAddress: "192.168.1.20"),
            TautulliDemoStream(
                sessionId: "k3v9demo0003", sessionKey: 43, user: "Sam", userId: 1003, mediaType: "episode",
                title: "Ozymandias", grandparentTitle: "Breaking Bad", season: 5, episode: 14, year: 2013,
                durationSeconds: 2820, startOffset: 600, paused: true, decision: "copy", videoDecision: "copy",
                audioDecision: "copy", hardware: false, quality: "Original", resolution: "1080p", bandwidth: 1500,
                player: "Firefox", platform: "Firefox", product: "Plex Web", local: true, ipAddress: "192.168.1.31"),
        ]
    }

    /// Where `stream` is now, in seconds.
    func position(of stream: TautulliDemoStream) -> Double {
        guard !stream.paused else { return stream.startOffset }
        let moved = stream.startOffset + clock().timeIntervalSince(started)
        return moved.truncatingRemainder(dividingBy: max(1, stream.durationSeconds))
    }

    /// `get_activity`'s data, as Tautulli 2.17 sends it (numbers mostly as strings).
    /// Plex's path of a stream's own poster (its rating key 9000 + its session key).
    static func thumb(itemOf stream: TautulliDemoStream) -> String {
        "/library/metadata/\(9000 + stream.sessionKey)/thumb/1"
    }

    /// Plex's path of an episode's series poster (8000 + the session key).
    static func thumb(showOf stream: TautulliDemoStream) -> String {
        "/library/metadata/\(8000 + stream.sessionKey)/thumb/1"
    }

    /// The title whose poster Plex keeps at `path`; nil for a path of nothing the demo plays.
    func pictureTitle(at path: String) -> String? {
        for stream in streams {
            if path == Self.thumb(itemOf: stream) { return stream.title }
            if !stream.grandparentTitle.isEmpty, path == Self.thumb(showOf: stream) { return stream.grandparentTitle }
        }
        return nil
    }

    func activity() -> JSONValue {
        var sessions: [JSONValue] = []
        for stream in streams {
            let position = position(of: stream)
            let percent = Int(clamping: (position / stream.durationSeconds * 100).rounded())
            sessions.append(
                .object([
                    "session_id": .string(stream.sessionId), "session_key": .string(String(stream.sessionKey)),
                    "user": .string(stream.user.lowercased()), "friendly_name": .string(stream.user),
                    "user_id": .number(Double(stream.userId)), "media_type": .string(stream.mediaType),
                    "title": .string(stream.title), "grandparent_title": .string(stream.grandparentTitle),
                    "full_title": .string(
                        stream.grandparentTitle.isEmpty ? stream.title : "\(stream.grandparentTitle) - \(stream.title)"),
                    "parent_media_index": .string(stream.season == 0 ? "" : String(stream.season)),
                    "media_index": .string(stream.episode == 0 ? "" : String(stream.episode)),
                    "year": .string(String(stream.year)), "state": .string(stream.paused ? "paused" : "playing"),
                    "progress_percent": .string(String(percent)),
                    "view_offset": .string(String(Int(clamping: position * 1000))),
                    "duration": .string(String(Int(clamping: stream.durationSeconds * 1000))),
                    "stream_duration": .string(String(Int(clamping: stream.durationSeconds * 1000))),
                    "transcode_decision": .string(stream.decision),
                    "stream_video_decision": .string(stream.videoDecision),
                    "stream_audio_decision": .string(stream.audioDecision),
                    "stream_container_decision": .string(
                        stream.decision == "direct play" ? "direct play" : "transcode"),
                    "transcode_hw_decoding": .number(stream.hardware ? 1 : 0),
                    "transcode_hw_encoding": .number(stream.hardware ? 1 : 0),
                    "quality_profile": .string(stream.quality),
                    "stream_video_full_resolution": .string(stream.resolution),
                    "bandwidth": .string(String(stream.bandwidth)), "player": .string(stream.player),
                    "platform": .string(stream.platform), "product": .string(stream.product),
                    "location": .string(stream.local ? "lan" : "wan"), "local": .string(stream.local ? "1" : "0"),
                    "ip_address": .string(stream.ipAddress), "secure": .number(1), "relayed": .number(0),
                    "guid": .string("plex://\(stream.mediaType)/demo\(stream.sessionKey)"),
                    "thumb": .string(Self.thumb(itemOf: stream)),
                    "grandparent_thumb": stream.grandparentTitle.isEmpty
                        ? .string("") : .string(Self.thumb(showOf: stream)),
                ]))
        }
        let lan = streams.filter(\.local).map(\.bandwidth).saturatingSum()
        let wan = streams.filter { !$0.local }.map(\.bandwidth).saturatingSum()
        return .object([
            "stream_count": .string(String(streams.count)),
            "stream_count_direct_play": .number(Double(streams.count { $0.decision == "direct play" })),
            "stream_count_direct_stream": .number(Double(streams.count { $0.decision == "copy" })),
            "stream_count_transcode": .number(Double(streams.count { $0.decision == "transcode" })),
            "total_bandwidth": .number(Double(lan + wan)), "lan_bandwidth": .number(Double(lan)),
            "wan_bandwidth": .number(Double(wan)), "sessions": .array(sessions),
        ])
    }

    /// Stops a stream by id or key; false when there is none.
    func terminate(sessionId: String?, sessionKey: String?) -> Bool {
        let before = streams.count
        streams.removeAll { $0.sessionId == sessionId || (sessionKey != nil && String($0.sessionKey) == sessionKey) }
        return streams.count < before
    }
}
