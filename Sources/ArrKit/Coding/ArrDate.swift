import Foundation

/// Parses and prints the UTC timestamps Radarr sends: `2023-09-04T05:00:50Z`, with or without
/// fractional seconds, and plain dates (`2023-09-04`).
///
/// A hand-written parser: `GET /movie` carries several dates per movie, and formatter-based
/// parsing dominated decoding time for large libraries.
public enum ArrDate {
    /// Parses a Radarr timestamp, returning `nil` for anything else.
    public static func parse(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { parse(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// Parses a Radarr timestamp from its UTF-8 bytes (a scanner's view of a JSON string,
    /// no `String` made), returning `nil` for anything else.
    public static func parse(bytes: UnsafeRawBufferPointer) -> Date? {
        var reader = DateReader(bytes: bytes)
        guard let year = reader.number(digits: 4), reader.take("-"),
            let month = reader.number(digits: 2), reader.take("-"),
            let day = reader.number(digits: 2), (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        guard reader.take("T") || reader.take(" ") else {
            return reader.isAtEnd ? Date(timeIntervalSince1970: Double(daysFromCivil(year, month, day) * 86_400)) : nil
        }
        guard let hour = reader.number(digits: 2), reader.take(":"), let minute = reader.number(digits: 2) else {
            return nil
        }
        var second = 0
        var fraction = 0.0
        if reader.take(":") {
            guard let s = reader.number(digits: 2) else { return nil }
            second = s
            if reader.take(".") {
                var scale = 0.1
                while let digit = reader.digit() {
                    fraction += Double(digit) * scale
                    scale /= 10
                }
            }
        }
        var offset = 0
        if !reader.take("Z"), let sign = reader.sign() {
            guard let oh = reader.number(digits: 2) else { return nil }
            _ = reader.take(":")
            let om = reader.number(digits: 2) ?? 0
            offset = (oh * 3600 + om * 60) * sign
        }
        guard reader.isAtEnd else { return nil }
        let seconds = daysFromCivil(year, month, day) * 86_400 + hour * 3600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
    }

    /// Prints a timestamp the way current Radarr servers do: `2023-09-04T05:00:50Z`.
    public static func format(_ date: Date) -> String {
        // Clamped to years 0001…9999, so no date (however far off) traps the conversion.
        let interval = date.timeIntervalSince1970
        let total = Int(
            clamping: min(253_402_300_799, max(-62_135_596_800, interval.isFinite ? interval : 0)).rounded(.down))
        var days = total / 86_400
        var rest = total % 86_400
        if rest < 0 {
            rest += 86_400
            days -= 1
        }
        let (year, month, day) = civilFromDays(days)
        func pad(_ value: Int, _ width: Int = 2) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return
            "\(pad(year, 4))-\(pad(month))-\(pad(day))T\(pad(rest / 3600)):\(pad(rest % 3600 / 60)):\(pad(rest % 60))Z"
    }

    // Howard Hinnant's days-from-civil algorithms.
    private static func daysFromCivil(_ year: Int, _ month: Int, _ day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    private static func civilFromDays(_ days: Int) -> (Int, Int, Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

/// Reads a timestamp's bytes front to back.
private struct DateReader {
    let bytes: UnsafeRawBufferPointer
    var index = 0

    var isAtEnd: Bool { index == bytes.count }

    /// Consumes `character` if it is next.
    mutating func take(_ character: Unicode.Scalar) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
        index += 1
        return true
    }

    /// Consumes a decimal digit if one is next.
    mutating func digit() -> Int? {
        guard index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 else { return nil }
        defer { index += 1 }
        return Int(bytes[index] - 48)
    }

    /// Consumes exactly `digits` decimal digits.
    mutating func number(digits: Int) -> Int? {
        var value = 0
        for _ in 0..<digits {
            guard let digit = digit() else { return nil }
            value = value * 10 + digit
        }
        return value
    }

    /// Consumes an offset's sign: 1 for `+`, -1 for `-`.
    mutating func sign() -> Int? {
        if take("+") { return 1 }
        if take("-") { return -1 }
        return nil
    }
}
