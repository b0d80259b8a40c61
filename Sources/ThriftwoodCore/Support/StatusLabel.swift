/// How a status reads at a glance; each front end picks the colour for it.
public enum StatusTone: Sendable, Hashable {
    /// Nothing to say: ordinary text.
    case neutral
    /// Done and well: downloaded, completed, healthy.
    case good
    /// Needs a look: missing, a warning, a stalled download.
    case attention
    /// Went wrong: an error, a failed download or command.
    case problem
    /// Not in play: unmonitored, not yet released.
    case quiet
}

/// A status as a person reads it: a word and its tone, e.g. "Missing" needing attention.
public struct StatusLabel: Sendable, Hashable {
    /// The word or phrase, e.g. "Downloaded".
    public let text: String
    /// How it reads at a glance.
    public let tone: StatusTone

    /// Creates a label.
    public init(_ text: String, _ tone: StatusTone) {
        self.text = text
        self.tone = tone
    }
}
