import ArrKit
import ServerKit

/// `get_activity`: every stream and the totals. With Plex unreachable Tautulli sends `{}`:
/// no streams, and ``plexReachable`` false.
public struct TautulliActivity: Hashable, Sendable {
    /// The streams, in Tautulli's order.
    public let sessions: [TautulliSession]
    /// How many streams.
    public let streamCount: ServerCount
    /// How many transcode.
    public let transcodeCount: ServerCount
    /// How many direct stream.
    public let directStreamCount: ServerCount
    /// How many direct play.
    public let directPlayCount: ServerCount
    /// Bandwidth in all, kbit/s.
    public let totalBandwidthKbps: ServerCount
    /// On the local network, kbit/s.
    public let lanBandwidthKbps: ServerCount
    /// Remote, kbit/s.
    public let wanBandwidthKbps: ServerCount
    /// Whether Tautulli reached Plex (an empty answer means it did not).
    public let plexReachable: Bool
    /// Session records that could not be read (left out, counted).
    public let unreadable: Int

    /// Reads the `data` of `get_activity`.
    public init(data: JSONValue) {
        let records = data["sessions"]?.elements ?? []
        sessions = records.compactMap(TautulliSession.init(record:))
        unreadable = records.count - sessions.count
        plexReachable = data["sessions"] != nil || data["stream_count"] != nil
        func count(_ key: String, _ fallback: ServerCount) -> ServerCount {
            data.number(key).flatMap { ServerCount(clamping: $0) } ?? fallback
        }
        streamCount = count("stream_count", ServerCount(sessions.count))
        transcodeCount = count("stream_count_transcode", ServerCount(sessions.count { $0.decision == .transcode }))
        directStreamCount = count(
            "stream_count_direct_stream", ServerCount(sessions.count { $0.decision == .directStream }))
        directPlayCount = count("stream_count_direct_play", ServerCount(sessions.count { $0.decision == .directPlay }))
        let summed = sessions.compactMap(\.bandwidthKbps).sum()
        totalBandwidthKbps = count("total_bandwidth", summed)
        lanBandwidthKbps = count(
            "lan_bandwidth", sessions.filter(\.isLocal).compactMap(\.bandwidthKbps).sum())
        wanBandwidthKbps = count(
            "wan_bandwidth", sessions.filter { !$0.isLocal }.compactMap(\.bandwidthKbps).sum())
    }
}
