import Foundation

/// Writes the merged calendar as an iCalendar feed (RFC 5545) that calendar apps subscribe
/// to: a release is an all-day event, an airing lasts its runtime; lines end in CRLF and
/// are folded at 75 octets; text is escaped.
public enum ICalendarFeed {
    /// The feed of `rows` (rows without a date are left out), stamped `now`.
    public static func write(_ rows: [ActivityRow], now: Date, name: String = "Thriftwood") -> String {
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Thriftwood//Thriftwood calendar//EN", "CALSCALE:GREGORIAN",
            "METHOD:PUBLISH", "X-WR-CALNAME:" + escape(name),
        ]
        let stamp = dateTime(now)
        for row in rows {
            guard let date = row.date else { continue }
            lines += ["BEGIN:VEVENT", "UID:" + escape(row.id) + "@thriftwood", "DTSTAMP:" + stamp]
            if let duration = row.duration {
                lines.append("DTSTART:" + dateTime(date))
                lines.append("DTEND:" + dateTime(date.addingTimeInterval(max(60, duration))))
            } else {
                lines.append("DTSTART;VALUE=DATE:" + day(date))
                lines.append("DTEND;VALUE=DATE:" + day(date.addingTimeInterval(86_400)))
                lines.append("TRANSP:TRANSPARENT")
            }
            // An airing is named by its episode's title, a release by its kind ("Digital").
            let subtitle = row.duration != nil && !row.detail.isEmpty ? row.detail : row.label.text
            lines.append("SUMMARY:" + escape("\(row.title) · \(subtitle)"))
            // The server by its name ("Radarr 4K"); its id (with the server's slug) keeps UIDs apart.
            let about = [row.source.name, row.label.text, row.duration == nil ? row.detail : ""]
            lines.append("DESCRIPTION:" + escape(about.filter { !$0.isEmpty }.joined(separator: " · ")))
            lines.append("CATEGORIES:" + escape(row.source.name))
            lines.append("END:VEVENT")
        }
        lines.append("END:VCALENDAR")
        return lines.map(fold).joined(separator: "\r\n") + "\r\n"
    }

    /// TEXT escaped per RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\n", "\r\n": result += "\\n"
            case "\r": continue
            default: result.append(character)
            }
        }
        return result
    }

    /// A content line folded after at most 75 octets, never inside a UTF-8 character (§3.1).
    static func fold(_ line: String) -> String {
        var output = ""
        var octets = 0
        for scalar in line.unicodeScalars {
            let size = String(scalar).utf8.count
            if octets + size > 75 {
                output += "\r\n "
                octets = 1
            }
            output.unicodeScalars.append(scalar)
            octets += size
        }
        return output
    }

    private static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current
        return calendar
    }()

    /// A UTC date-time, `20261124T210000Z`.
    static func dateTime(_ date: Date) -> String {
        let parts = utc.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return String(
            format: "%04d%02d%02dT%02d%02d%02dZ", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0, parts.hour ?? 0,
            parts.minute ?? 0, parts.second ?? 0)
    }

    /// A date, `20261124` (releases are dates; Radarr sends them as UTC midnight).
    static func day(_ date: Date) -> String {
        let parts = utc.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d%02d%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }
}
