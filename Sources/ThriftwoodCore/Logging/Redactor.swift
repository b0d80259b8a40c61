import Foundation
import Synchronization

/// Removes secrets from text before it is logged or exported.
///
/// Known secrets (every profile's API key) are replaced wherever they appear, and so is any
/// 32-character hexadecimal run, the shape of a Radarr API key.
public final class Redactor: Sendable {
    /// What a secret is replaced with.
    public static let mask = "[redacted]"
    private let secrets = Mutex<Set<String>>([])

    /// Creates a redactor with no known secrets.
    public init() {}

    /// Adds a secret to hide; short strings are ignored so common words survive.
    public func register(_ secret: String) {
        guard secret.count >= 8 else { return }
        _ = secrets.withLock { $0.insert(secret) }
    }

    /// `text` with every secret masked.
    public func redact(_ text: String) -> String {
        var result = text
        for secret in secrets.withLock({ $0 }) where result.contains(secret) {
            result = result.replacingOccurrences(of: secret, with: Self.mask)
        }
        return Self.maskHexKeys(result)
    }

    private static func maskHexKeys(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            var end = index
            while end < scalars.count, scalars[end].properties.isASCIIHexDigit { end += 1 }
            if end - index == 32 {
                output.append(contentsOf: mask.unicodeScalars)
                index = end
            } else if end > index {
                output.append(contentsOf: scalars[index..<end])
                index = end
            } else {
                output.append(scalars[index])
                index += 1
            }
        }
        return String(output)
    }
}
