import ArrKit
import Foundation
import ServerKit

/// How Plex sends a stream: as the file is, its container changed, or re-encoded.
public enum StreamDecision: Hashable, Sendable {
    /// The file as it is.
    case directPlay
    /// The streams as they are in another container ("copy").
    case directStream
    /// Re-encoded by the server.
    case transcode
    /// A word this build does not know, kept.
    case other(String)

    /// Reads Tautulli's word ("direct play", "copy", "transcode"); empty is direct play.
    public init(word: String?) {
        switch word?.lowercased() ?? "" {
        case "", "direct play": self = .directPlay
        case "copy", "direct stream": self = .directStream
        case "transcode": self = .transcode
        case let other: self = .other(other)
        }
    }

    /// The words for it.
    public var words: String {
        switch self {
        case .directPlay: "direct play"
        case .directStream: "direct stream"
        case .transcode: "transcode"
        case .other(let word): word
        }
    }
}

/// Whether a stream plays, waits or buffers.
public enum StreamState: Hashable, Sendable {
    /// Playing.
    case playing
    /// Paused.
    case paused
    /// Buffering.
    case buffering
    /// A word this build does not know, kept.
    case other(String)

    /// Reads Tautulli's word.
    public init(word: String?) {
        switch word?.lowercased() ?? "" {
        case "playing": self = .playing
        case "paused": self = .paused
        case "buffering": self = .buffering
        case let other: self = .other(other.isEmpty ? "unknown" : other)
        }
    }

    /// The word for it.
    public var word: String {
        switch self {
        case .playing: "playing"
        case .paused: "paused"
        case .buffering: "buffering"
        case .other(let word): word
        }
    }
}

/// One stream as Tautulli's `get_activity` reports it: numbers read from strings or numbers,
/// `"None"` and empty strings as nothing.
public struct TautulliSession: Hashable, Sendable, Identifiable {
    /// The session id (`session_id`), what `terminate_session` takes; the key when absent.
    public let id: String
    /// The session key (`session_key`).
    public let key: String?
    /// Who watches (the friendly name, else the user name).
    public let user: String
    /// "movie", "episode", "track", "clip"…
    public let mediaType: String
    /// The title: a movie's, or the episode's.
    public let title: String
    /// A series' (or an album's artist's) name.
    public let grandparentTitle: String?
    /// The season number (episodes).
    public let season: Int?
    /// The episode number (episodes).
    public let episode: Int?
    /// The year.
    public let year: Int?
    /// Playing, paused or buffering.
    public let state: StreamState
    /// How far, 0…1.
    public let progress: Double
    /// Where it is, in seconds.
    public let positionSeconds: Double?
    /// How long it is, in seconds.
    public let durationSeconds: Double?
    /// Direct play, direct stream or transcode, overall.
    public let decision: StreamDecision
    /// The video stream's decision.
    public let videoDecision: StreamDecision?
    /// The audio stream's decision.
    public let audioDecision: StreamDecision?
    /// The container's decision.
    public let containerDecision: StreamDecision?
    /// Whether the server decodes with hardware.
    public let hardwareDecoding: Bool
    /// Whether the server encodes with hardware.
    public let hardwareEncoding: Bool
    /// The quality chosen ("Original", "4 Mbps 720p").
    public let quality: String?
    /// The resolution sent ("1080p", "4k").
    public let resolution: String?
    /// The bandwidth it takes, in kbit/s.
    public let bandwidthKbps: ServerCount?
    /// The player's name ("Living Room").
    public let player: String?
    /// The platform ("webOS", "Chrome").
    public let platform: String?
    /// The app ("Plex for LG").
    public let product: String?
    /// Whether it plays on the local network (else remote).
    public let isLocal: Bool
    /// The address it plays from.
    public let ipAddress: String?
    /// The item's GUID (`plex://movie/…` or an agent's).
    public let guid: String?
    /// Plex's path of its poster (`/library/metadata/…/thumb/…`): the series' for an episode,
    /// the album's for a track, else its own; what `pms_image_proxy` takes.
    public let posterPath: String?
    /// The record as Tautulli sent it, for `--json`.
    public let record: JSONValue

    /// Reads a session record; nil without any id.
    public init?(record: JSONValue) {
        guard let id = record.present("session_id") ?? record.present("session_key") else { return nil }
        self.id = id
        self.record = record
        key = record.present("session_key")
        user = record.present("friendly_name") ?? record.present("user") ?? record.present("username") ?? "someone"
        mediaType = record.present("media_type") ?? "unknown"
        title = record.present("title") ?? record.present("full_title") ?? "untitled"
        grandparentTitle = record.present("grandparent_title")
        posterPath =
            switch mediaType {
            case "episode": record.present("grandparent_thumb") ?? record.present("thumb")
            case "track": record.present("parent_thumb") ?? record.present("thumb")
            default: record.present("thumb")
            }
        season = record.number("parent_media_index").map { Int(clamping: $0) }
        episode = record.number("media_index").map { Int(clamping: $0) }
        year = record.number("year").map { Int(clamping: $0) }
        state = StreamState(word: record.present("state"))
        let offset = record.number("view_offset")
        let duration = record.number("stream_duration") ?? record.number("duration")
        positionSeconds = offset.map { $0 / 1000 }
        durationSeconds = duration.map { $0 / 1000 }
        if let percent = record.number("progress_percent") {
            progress = min(1, max(0, percent / 100))
        } else if let offset, let duration, duration > 0 {
            progress = min(1, max(0, offset / duration))
        } else {
            progress = 0
        }
        decision = StreamDecision(word: record.present("transcode_decision"))
        videoDecision = (record.present("stream_video_decision") ?? record.present("video_decision")).map {
            StreamDecision(word: $0)
        }
        audioDecision = (record.present("stream_audio_decision") ?? record.present("audio_decision")).map {
            StreamDecision(word: $0)
        }
        containerDecision = (record.present("stream_container_decision") ?? record.present("container_decision")).map {
            StreamDecision(word: $0)
        }
        hardwareDecoding = record["transcode_hw_decoding"]?.flag ?? false
        hardwareEncoding = record["transcode_hw_encoding"]?.flag ?? false
        quality = record.present("quality_profile")
        resolution = record.present("stream_video_full_resolution") ?? record.present("video_full_resolution")
        bandwidthKbps = record.number("bandwidth").flatMap { ServerCount(clamping: $0) }
        player = record.present("player")
        platform = record.present("platform")
        product = record.present("product")
        isLocal = record.present("location").map { $0.lowercased() != "wan" } ?? (record["local"]?.flag ?? true)
        ipAddress = record.present("ip_address")
        guid = record.present("guid")
    }

    /// Whether anything is re-encoded.
    public var isTranscoding: Bool { decision == .transcode }
}
