import Foundation

/// A magnet link's info-hash, as torrent clients name a torrent: 40 lower-case hex digits,
/// read from `xt=urn:btih:` in hex or in base32 (its 32-character form).
enum MagnetHash {
    /// The hash `link` names, or nil when it is not a magnet link with a v1 info-hash.
    static func of(_ link: String) -> String? {
        guard link.lowercased().hasPrefix("magnet:"),
            let range = link.range(of: "xt=urn:btih:", options: .caseInsensitive)
        else { return nil }
        let value = link[range.upperBound...].prefix { $0 != "&" }
        if value.count == 40, value.allSatisfy(\.isHexDigit) { return value.lowercased() }
        if value.count == 32 { return base32ToHex(String(value)) }
        return nil
    }

    private static func base32ToHex(_ text: String) -> String? {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
        var bits = 0
        var buffer = 0
        var bytes: [UInt8] = []
        for character in text.uppercased() {
            guard let index = alphabet.firstIndex(of: character) else { return nil }
            buffer = (buffer << 5) | index
            bits += 5
            if bits >= 8 {
                bits -= 8
                bytes.append(UInt8(truncatingIfNeeded: buffer >> bits))
                buffer &= (1 << bits) - 1
            }
        }
        guard bytes.count == 20 else { return nil }
        return bytes.map { byte in
            let hex = String(byte, radix: 16)
            return hex.count == 1 ? "0" + hex : hex
        }.joined()
    }
}
