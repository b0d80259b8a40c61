import Foundation

/// A .NET TimeSpan as Radarr prints it: `00:25:53`, `1.02:03:04` or `00:00:00.0102456`.
public struct TimeSpan: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The length in seconds.
    public let seconds: Double

    /// Creates a time span of `seconds`.
    public init(seconds: Double) { self.seconds = seconds }

    /// Parses a .NET TimeSpan string, returning `nil` when it is not one.
    public init?(parsing text: String) {
        var days = 0.0
        var clock = Substring(text)
        let negative = clock.hasPrefix("-")
        if negative { clock = clock.dropFirst() }
        let parts = clock.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3 else { return nil }
        var hoursPart = parts[0]
        if let dot = hoursPart.firstIndex(of: ".") {
            guard let d = Double(hoursPart[..<dot]) else { return nil }
            days = d
            hoursPart = hoursPart[hoursPart.index(after: dot)...]
        }
        guard let hours = Double(hoursPart), let minutes = Double(parts[1]), let secs = Double(parts[2]) else {
            return nil
        }
        let total = days * 86_400 + hours * 3600 + minutes * 60 + secs
        guard total.isFinite, total <= Self.maxSeconds else { return nil }
        self.seconds = negative ? -total : total
    }

    /// Decodes from a TimeSpan string.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let span = TimeSpan(parsing: text) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "'\(text)' is not a .NET TimeSpan"))
        }
        self = span
    }

    /// Encodes as `[d.]hh:mm:ss`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// The longest span .NET can hold (TimeSpan.MaxValue, about 29,000 years), in seconds.
    public static let maxSeconds = 922_337_203_685.0

    /// The .NET form, e.g. `1.02:03:04`; spans past ``maxSeconds`` (or not finite) print as the maximum.
    public var description: String {
        let magnitude = abs(seconds)
        let whole = Int(clamping: magnitude.isFinite ? min(magnitude, Self.maxSeconds).rounded(.down) : Self.maxSeconds)
        let days = whole / 86_400
        let clock = String(format: "%02d:%02d:%02d", whole % 86_400 / 3600, whole % 3600 / 60, whole % 60)
        return (seconds < 0 ? "-" : "") + (days > 0 ? "\(days)." : "") + clock
    }
}
