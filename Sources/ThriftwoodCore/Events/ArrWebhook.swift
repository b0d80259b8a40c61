import ArrKit
import Foundation

/// What the three *arrs push through Connect → Webhook, read once for all of them: the same
/// engine sends the same events (camelCase, nulls left out, `eventType` PascalCase), and each
/// kind says only what its payloads are about (``Subject``).
enum ArrWebhook {
    /// What a payload is about, in words, and the screen that shows it.
    struct Subject: Sendable {
        /// "The Matrix (1999)", "The Wire S02E03", "Radiohead – OK Computer".
        var title: String
        /// The screens down to the title's (an artist, then its album); empty when the payload
        /// names no record.
        var path: [AppRoute]
    }

    /// The kind's screens events about the server itself lead to; nil for one it lacks.
    struct Screens: Sendable {
        /// Its health and updates.
        var system: AppRoute?
        /// Its queue (a download waiting for manual import).
        var queue: AppRoute?
    }

    /// A reader for a kind whose payloads `subject` describes and whose `screens` show the
    /// server's own state.
    static func reader(
        screens: Screens, subject: @escaping @Sendable (JSONValue) -> Subject?
    ) -> WebhookReader {
        WebhookReader(setUp: setUp) { payload, server in
            read(payload, server: server.name, subject: subject(payload), screens: screens)
        }
    }

    /// Connect → Webhook, by hand (`notifications connect` does the same through the API).
    static func setUp(_ server: ServiceServer, address: String, secret: String) -> [String] {
        [
            "In \(server.name): Settings → Connect → + → Webhook.",
            "Name: Thriftwood. Tick the events to hear about (On Grab, On Import, On Health Issue…).",
            "Webhook URL: \(address)   Method: POST",
            "Username: thriftwood   Password: \(secret)",
            "Test, then Save: the test shows in `thriftwood events list`.",
        ]
    }

    /// Reads one payload from the server called `server` about `subject`.
    static func read(
        _ payload: JSONValue, server: String, subject: Subject?, screens: Screens = Screens()
    ) -> WebhookReading {
        let raw = payload["eventType"]?.text ?? "Unknown"
        let title = subject?.title ?? fallbackTitle(payload)
        func reading(_ type: StackEventType, _ sentence: String) -> WebhookReading {
            let system = screens.system.map { [$0] } ?? []
            let path =
                switch type {
                case .healthIssue, .healthRestored, .updated: system
                case .manualInteraction: screens.queue.map { [$0] } ?? subject?.path ?? []
                default: subject?.path ?? []
                }
            return WebhookReading(type: type, rawType: raw, sentence: sentence, path: path)
        }
        switch raw.lowercased() {
        case "test":
            return reading(.test, "Test from \(server): Thriftwood hears it.")
        case "grab":
            let quality = payload[path: "release", "quality"]?.text
            let indexer = payload[path: "release", "indexer"]?.text
            return reading(
                .grabbed,
                "Grabbed: \(title) on \(server)" + (quality.map { ", \($0)" } ?? "")
                    + (indexer.map { " from \($0)" } ?? ""))
        case "download":
            let upgrade = payload["isUpgrade"]?.flag ?? false
            var parts = [quality(of: payload)].compactMap { $0 }
            if let count = payload["fileCount"]?.integer, count > 1 { parts.insert("\(count) files", at: 0) }
            if upgrade { parts.append("upgrade") }
            return reading(
                upgrade ? .upgraded : .downloaded,
                "Downloaded: \(title) on \(server)" + parts.map { ", \($0)" }.joined())
        case "downloadfailure":
            return reading(.importFailed, "Download failed: \(title) on \(server)" + reason(payload))
        case "importfailure":
            return reading(.importFailed, "Import failed: \(title) on \(server)" + reason(payload))
        case "manualinteractionrequired":
            return reading(.manualInteraction, "Needs manual import: \(title) on \(server)" + reason(payload))
        case "moviedelete", "seriesdelete", "artistdelete", "albumdelete":
            let withFiles = payload["deletedFiles"]?.flag ?? false
            return reading(.deleted, "Deleted: \(title) from \(server)" + (withFiles ? ", with its files" : ""))
        case "moviefiledelete", "episodefiledelete":
            let why = payload["deleteReason"]?.text.map { " (\(Self.words($0)))" } ?? ""
            return reading(.deleted, "File deleted: \(title) on \(server)\(why)")
        case "movieadded", "seriesadd", "artistadd":
            return reading(.added, "Added: \(title) to \(server)")
        case "rename":
            return reading(.renamed, "Renamed: \(title) on \(server)")
        case "retag":
            return reading(.renamed, "Retagged: \(title) on \(server)")
        case "health":
            let message = payload["message"]?.text ?? "a problem with no message"
            let level = payload["level"]?.text?.lowercased() == "error" ? "error" : "health"
            return reading(.healthIssue, "\(server) \(level): \(message)")
        case "healthrestored":
            let message =
                (payload["message"] ?? payload[path: "previousCheck", "message"])?.text.map { ": \($0)" } ?? ""
            return reading(.healthRestored, "\(server) health restored\(message)")
        case "applicationupdate":
            let from = payload["previousVersion"]?.text
            let to = payload["newVersion"]?.text
            let versions = to.map { v in (from.map { " from \($0)" } ?? "") + " to \(v)" } ?? ""
            return reading(.updated, "\(server) updated\(versions)")
        default:
            let about = subject.map { ": \($0.title)" } ?? ""
            return reading(.other, "\(server) sent \(raw)\(about)")
        }
    }

    /// The imported file's quality, from whichever shape the server sent (one file, several
    /// files of a season pack, an album's tracks).
    static func quality(of payload: JSONValue) -> String? {
        for key in ["movieFile", "episodeFile"] {
            if let quality = payload[path: key, "quality"]?.text { return quality }
        }
        for key in ["episodeFiles", "trackFiles"] {
            if let quality = payload[key]?.elements.first?["quality"]?.text { return quality }
        }
        return payload[path: "release", "quality"]?.text
    }

    /// ": why", from the payload's message or its download's status messages; empty for none.
    static func reason(_ payload: JSONValue) -> String {
        if let message = payload["message"]?.text { return ": \(message)" }
        let messages = payload["downloadStatusMessages"]?.elements ?? []
        let first = messages.lazy.compactMap { $0["messages"]?.elements.first?.text ?? $0["title"]?.text }.first
        return first.map { ": \($0)" } ?? ""
    }

    /// What a payload without its record is about: the download's or the release's title.
    static func fallbackTitle(_ payload: JSONValue) -> String {
        payload[path: "downloadInfo", "title"]?.text ?? payload[path: "release", "releaseTitle"]?.text
            ?? payload["sourceTitle"]?.text ?? "a title"
    }

    /// "upgrade" from "Upgrade", "missing from disk" from "MissingFromDisk".
    static func words(_ camel: String) -> String {
        var result = ""
        for character in camel {
            if character.isUppercase, !result.isEmpty { result += " " }
            result += character.lowercased()
        }
        return result
    }

    /// A title with its year, when the year is one (servers send 0 for unknown).
    static func titled(_ title: String, year: Int?) -> String {
        guard let year, year > 0, year < 10_000 else { return title }
        return "\(title) (\(year))"
    }
}
