import Foundation

/// A download speed limit: none, an absolute rate, or (SABnzbd) a share of the line speed.
public enum SpeedLimit: Hashable, Sendable {
    /// No limit.
    case off
    /// At most this many bytes per second.
    case bytesPerSecond(Int64)
    /// At most this percentage of the client's configured line speed (SABnzbd).
    case percent(Int)

    /// Reads what a user types: `off` (or `0`, `none`), `5M`, `500K`, `1.5G` (bytes per second,
    /// powers of 1024 as the clients count them), `750` (KB/s) or `50%`.
    public init?(typed text: String) {
        let value = text.trimmingCharacters(in: .whitespaces).lowercased()
        if ["off", "none", "0", "unlimited"].contains(value) {
            self = .off
            return
        }
        if value.hasSuffix("%") {
            guard let share = Int(value.dropLast()), (1...100).contains(share) else { return nil }
            self = share == 100 ? .off : .percent(share)
            return
        }
        var digits = Substring(value)
        if digits.hasSuffix("/s") { digits = digits.dropLast(2) }
        if digits.hasSuffix("b") { digits = digits.dropLast() }
        let multiplier: Double
        switch digits.last {
        case "k": multiplier = 1024
        case "m": multiplier = 1024 * 1024
        case "g": multiplier = 1024 * 1024 * 1024
        default: multiplier = 1024  // a bare number is KB/s, as both usenet clients read it
        }
        if digits.last.map({ $0.isLetter }) == true { digits = digits.dropLast() }
        guard let number = Double(digits.trimmingCharacters(in: .whitespaces)), number.isFinite, number > 0,
            number * multiplier < 1e15
        else { return nil }
        self = .bytesPerSecond(Int64(clamping: (number * multiplier).rounded()))
    }

    /// Whether a limit is set.
    public var isLimited: Bool { self != .off }
}
