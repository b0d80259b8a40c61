import TautulliKit

/// One stream as the now-playing screen shows it: its row, the two lines under the list, and
/// its details.
public struct SessionLine: Sendable, Hashable {
    /// Tautulli's id for the session (what a stop names).
    public let id: String
    /// Who is watching.
    public let user: String
    /// "The Bear · S03E01 · Tomorrow".
    public let title: String
    /// "playing", "paused", "buffering".
    public let state: String
    /// How far it is, 0…1.
    public let progress: Double
    /// "direct play", "transcode (hw)".
    public let decision: String
    /// "12.4 Mbps", or "–".
    public let bandwidth: String
    /// The row's tone (a transcode stands out).
    public let tone: StatusTone
    /// The lines under the list: position and quality, then the player.
    public let summary: [String]
    /// The details dialog's lines.
    public let details: [String]
    /// Where its poster is on the Tautulli server (Plex's path, e.g.
    /// `library/metadata/9101/thumb/1`), for a ``PictureRef``; nil when Plex named none.
    public let picturePath: String?

    init(_ session: TautulliSession) {
        id = session.id
        // Only Plex's own paths: an address in the payload would have Tautulli fetch from anywhere.
        picturePath = session.posterPath.flatMap { path in
            path.hasPrefix("/") && !path.hasPrefix("//") ? String(path.dropFirst()) : nil
        }
        user = session.user
        title = StreamText.title(session)
        state = session.state.word
        progress = session.progress
        decision = StreamText.decision(session)
        bandwidth = session.bandwidthKbps.map(StreamText.bandwidth) ?? "–"
        tone = StreamText.tone(session)
        summary = [
            "\(StreamText.position(session)) · \(StreamText.quality(session))",
            StreamText.player(session) + (session.product.map { " · \($0)" } ?? ""),
        ]
        details = [
            "State      \(session.state.word) · \(StreamText.position(session))",
            "Stream     \(StreamText.decision(session))",
            "Video      \(session.videoDecision?.words ?? "–") · \(session.resolution ?? "–")",
            "Audio      \(session.audioDecision?.words ?? "–")",
            "Quality    \(session.quality ?? "–") · \(bandwidth)",
            "Player     \(StreamText.player(session))",
            "Address    \(session.ipAddress ?? "–")",
        ]
    }
}

extension NowPlayingViewModel {
    /// The streams, as the screen shows them, in the sessions' order.
    public var sessionLines: [SessionLine] { sessions.map(SessionLine.init) }
}

extension NowPlayingViewModel {
    /// Stops the session `id` now (asked already), with `message` for the viewer.
    func stop(id: String, message: String) async {
        guard let session = sessions.first(where: { $0.id == id }) else {
            return actionFailed("That stream has ended already.")
        }
        pendingStop = PendingStop(session: session, message: message)
        await confirmStop()
    }
}
