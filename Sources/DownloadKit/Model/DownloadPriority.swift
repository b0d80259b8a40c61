import Foundation

/// How urgent a download is, in the steps every usenet client has.
public enum DownloadPriority: Int, Hashable, Sendable, Codable, CaseIterable, Comparable, CustomStringConvertible {
    /// Very low (NZBGet only; SABnzbd shows it as low).
    case veryLow = -2
    /// After the others.
    case low = -1
    /// The default.
    case normal = 0
    /// Before the others.
    case high = 1
    /// Very high (NZBGet only; SABnzbd shows it as high).
    case veryHigh = 2
    /// Starts now, even when the client is paused.
    case force = 3

    /// The word shown and typed: "force", "high", "normal", "low", …
    public var description: String {
        switch self {
        case .veryLow: "very low"
        case .low: "low"
        case .normal: "normal"
        case .high: "high"
        case .veryHigh: "very high"
        case .force: "force"
        }
    }

    /// The priority a word names ("force", "high", "normal", "low", "very-high", "very low"), any case.
    public init?(word: String) {
        let key = word.lowercased().replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
        guard let match = Self.allCases.first(where: { $0.description == key }) else { return nil }
        self = match
    }

    /// Orders low to force.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
