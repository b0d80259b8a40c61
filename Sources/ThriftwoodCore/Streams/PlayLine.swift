import Foundation
import TautulliKit

/// One play as the plays screen shows it.
public struct PlayLine: Sendable, Hashable {
    /// When it started.
    public let started: Date?
    /// Who watched.
    public let user: String
    /// "The Bear · S03E01 · Tomorrow".
    public let title: String
    /// How far they got, "82%", or "–".
    public let progress: String
    /// How it played: "direct play", "transcode".
    public let decision: String
    /// Whether the server had to transcode it (shown as a warning).
    public let transcoded: Bool

    init(_ play: TautulliPlay) {
        started = play.started
        user = play.user
        title = StreamText.title(play)
        progress = play.percentComplete.map { "\($0)%" } ?? "–"
        decision = play.decision.words
        transcoded = play.decision == .transcode
    }
}

extension PlaysViewModel {
    /// The plays, as the screen shows them.
    public var lines: [PlayLine] { (plays.value ?? []).map(PlayLine.init) }
}
