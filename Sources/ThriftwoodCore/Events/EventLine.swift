import Foundation

/// One event as every front end lists it: when, from which server, what, and where it leads.
public struct EventLine: Hashable, Sendable {
    /// The event.
    public let event: StackEvent
    /// "5 min ago".
    public let when: String
    /// "Sonarr 4K".
    public let server: String
    /// "Downloaded".
    public let label: String
    /// The sentence.
    public let sentence: String
    /// Whether it needs someone (an import failed, a health problem).
    public let isUrgent: Bool

    /// The line of `event`, timed against `now`.
    public init(_ event: StackEvent, now: Date) {
        self.event = event
        when = Format.ago(event.date, now: now)
        server = event.server.name
        label = event.type == .other ? event.rawType : event.type.label
        sentence = event.sentence
        isUrgent = event.type.urgency == .high
    }
}

/// How far back a list of events reaches, as people write it: `30m`, `12h`, `1d`, `2w`.
public enum EventWindow {
    /// The seconds `text` stands for; nil when it is not a number followed by m, h, d or w.
    public static func seconds(_ text: String) -> TimeInterval? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard let unit = trimmed.last, let count = Int(trimmed.dropLast()), count > 0, count <= 10_000 else {
            return nil
        }
        let scale: TimeInterval? =
            switch unit {
            case "m": 60
            case "h": 3600
            case "d": 86_400
            case "w": 7 * 86_400
            default: nil
            }
        return scale.map { TimeInterval(count) * $0 }
    }
}
