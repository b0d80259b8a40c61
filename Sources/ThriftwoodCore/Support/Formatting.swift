import Foundation
import ServerKit

/// Human formats shared by every front end.
public enum Format {
    /// "just now", "5 minutes ago", "3 hours ago", "2 days ago"; past four weeks the date itself
    /// ("2024-12-30"), which reads better than "696 days ago".
    public static func ago(_ date: Date, now: Date) -> String {
        let interval = now.timeIntervalSince(date)
        let seconds = interval.isFinite ? Int(clamping: min(max(0, interval), 3e12)) : 0
        switch seconds {
        case ..<60: return "just now"
        case ..<3600: return plural(seconds / 60, "minute") + " ago"
        case ..<86_400: return plural(seconds / 3600, "hour") + " ago"
        case ..<(28 * 86_400): return plural(seconds / 86_400, "day") + " ago"
        default: return day(date)
        }
    }

    /// "1 movie", "3 movies".
    public static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// "1 track", "3 tracks", of a count a server sent.
    public static func plural(_ count: ServerCount, _ noun: String) -> String { plural(count.asInt, noun) }

    /// Bytes as "1.4 GB", "700 MB", "0 B".
    public static func bytes(_ bytes: Int64) -> String {
        let units = ["B", "KB", "MB", "GB", "TB", "PB"]
        var value = Double(max(0, bytes))
        var unit = 0
        while value >= 1000 && unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        guard unit > 0 else { return "\(Int(clamping: value)) B" }
        // printf's "%.1f" below 10 and "%.0f" above, without `String(format:)` (microseconds a
        // cell in a 10,000-row table) unless the value sits so near a half that only printf's
        // exact rounding of the binary value can say which way it goes.
        let scaled = value < 10 ? value * 10 : value
        guard abs(scaled - scaled.rounded(.down) - 0.5) > 1e-6 else {
            return String(format: value < 10 ? "%.1f %@" : "%.0f %@", value, units[unit])
        }
        let rounded = Int(clamping: scaled.rounded())
        return value < 10 ? "\(rounded / 10).\(rounded % 10) \(units[unit])" : "\(rounded) \(units[unit])"
    }

    /// A byte count a server sent, as "1.4 GB".
    public static func bytes(_ bytes: ServerCount) -> String { self.bytes(bytes.int64) }

    /// A byte count a server sent as a number, clamped so no value (huge, negative, not finite) traps.
    public static func bytes(_ bytes: Double) -> String {
        guard bytes.isFinite, bytes > 0 else { return "0 B" }
        return self.bytes(Int64(clamping: bytes))
    }

    /// What a title takes on disk: "1.4 GB", or "–" (the mark the app uses for any blank) when nothing is there (no file, not "0 B").
    public static func sizeOnDisk(_ bytes: ServerCount) -> String {
        bytes > 0 ? self.bytes(bytes) : noFile
    }

    /// The mark for a size, quality or path that does not exist because there is no file.
    public static let noFile = "–"

    /// A fraction 0…1 as "42%", clamped.
    public static func percent(_ fraction: Double) -> String {
        guard fraction.isFinite else { return "0%" }
        return "\(Int(clamping: (min(1, max(0, fraction)) * 100).rounded(.down)))%"
    }

    /// Seconds as "1d 2h", "3h 05m", "12m" or "45s"; empty for unknown or absurd spans.
    public static func duration(_ seconds: Double?) -> String {
        guard let seconds, seconds.isFinite, seconds >= 0, seconds < 3_153_600_000 else { return "–" }
        let whole = Int(clamping: seconds)
        switch whole {
        case ..<60: return "\(whole)s"
        case ..<3600: return "\(whole / 60)m"
        case ..<86_400: return String(format: "%dh %02dm", whole / 3600, whole % 3600 / 60)
        default: return "\(whole / 86_400)d \(whole % 86_400 / 3600)h"
        }
    }

    /// Minutes a server sent as "2h 15m".
    public static func runtime(_ minutes: ServerCount) -> String { runtime(minutes.asInt) }

    /// Minutes as "2h 15m".
    public static func runtime(_ minutes: Int) -> String {
        guard minutes > 0 else { return "–" }
        return minutes >= 60 ? "\(minutes / 60)h \(minutes % 60)m" : "\(minutes)m"
    }

    /// A date as "2026-11-21".
    public static func day(_ date: Date?) -> String {
        guard let date else { return "–" }
        return day(of: CivilTime(date))
    }

    private static func day(of time: CivilTime) -> String {
        "\(padded(time.year, 4))-\(padded(time.month))-\(padded(time.day))"
    }

    /// `value` with leading zeros to `width` digits, as printf's "%0Nd" (no `String(format:)`).
    private static func padded(_ value: Int, _ width: Int = 2) -> String {
        let digits = String(value.magnitude)
        let zeros = String(repeating: "0", count: max(0, width - digits.count - (value < 0 ? 1 : 0)))
        return (value < 0 ? "-" : "") + zeros + digits
    }

    /// A day's heading: "Mon 2026-11-23".
    public static func dayHeading(_ date: Date) -> String {
        let weekday = CivilTime(date).weekday
        let names = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        return "\(names[(weekday - 1 + 7) % 7]) \(day(date))"
    }

    /// A date and time as "2026-11-21 14:05" (or "2:05 PM" style when `use24Hour` is false).
    public static func dateTime(_ date: Date?, use24Hour: Bool = true) -> String {
        guard let date else { return "–" }
        let parts = CivilTime(date)
        let (hour, minute) = (parts.hour, parts.minute)
        let time =
            use24Hour
            ? "\(padded(hour)):\(padded(minute))"
            : "\(hour % 12 == 0 ? 12 : hour % 12):\(padded(minute)) \(hour < 12 ? "AM" : "PM")"
        return "\(day(of: parts)) \(time)"
    }
}
