import Foundation
import Logging

/// One entry of Thriftwood's log as a row shows it, in words.
public struct LogLine: Sendable, Hashable, Identifiable {
    /// The entry's id.
    public let id: Int64
    /// When it was written.
    public let date: Date
    /// "info", "warning".
    public let level: String
    /// How its level reads at a glance.
    public let tone: StatusTone
    /// Which part wrote it ("thriftwood.seerr").
    public let label: String
    /// What it says (keys already hidden).
    public let message: String
}

extension LogsViewModel {
    /// The entries shown as rows in words, newest first.
    public var lines: [LogLine] {
        (entries.value ?? []).map { entry in
            let tone: StatusTone =
                switch entry.level {
                case .error, .critical: .problem
                case .warning: .attention
                case .trace, .debug: .quiet
                case .info, .notice: .neutral
                }
            return LogLine(
                id: entry.id, date: entry.date, level: entry.level.rawValue, tone: tone, label: entry.label,
                message: entry.message)
        }
    }

    /// The lowest level shown, in words.
    public var levelName: String { minimumLevel.rawValue }

    /// The levels a filter can start from, as choices.
    public var levelChoices: [FormChoice] {
        Logger.Level.allCases.map { FormChoice(value: $0.rawValue, label: "\($0.rawValue) and above") }
    }

    /// Shows the level named `name` (one of ``levelChoices``) and above, with entries containing `text`.
    public func filter(level name: String?, text: String) async {
        filterText = text.trimmingCharacters(in: .whitespaces)
        await show(level: name.flatMap(Logger.Level.init(rawValue:)) ?? minimumLevel)
    }
}

extension ServicesViewModel {
    /// `row`'s calendar feed in words, its key always hidden (for a page another device reads),
    /// or why it has none; nil for a kind the profile has no server of.
    public func maskedFeedLine(for row: Row) -> String? {
        guard let server = row.server else { return nil }
        if let feed = server.calendarFeedURL(path: row.kindFeedPath, revealingKey: false) {
            return "Calendar feed: \(feed)"
        }
        return row.kindFeedPath == nil
            ? "\(server.kind.displayName) has no calendar feed of its own."
            : "Calendar feed: the demo has none; `thriftwood calendar --ics` writes one of every service."
    }

    /// `row`'s server address, nil for a kind the profile has none of.
    public func address(of row: Row) -> String? { row.server?.displayName }
}
