/// Secrets an address carries in its query, masked before the address is printed anywhere.
///
/// SABnzbd and Tautulli take their API key in the query (`?apikey=…`), so an http→https redirect
/// or an auth portal's return address (`?rd=https://sab/api?apikey=…`) echoes it in `Location`,
/// which a message, a log line or a page would then print.
public enum AddressSecrets {
    /// What a secret value is replaced with.
    public static let mask = "[redacted]"

    /// Words whose presence in a parameter's name makes its value a secret (`apikey`,
    /// `X-Plex-Token`, `password`, `nzbkey`, `session`…).
    static let secretWords = ["key", "token", "pass", "secret", "auth", "session", "sid", "signature"]

    /// `address` with the value of every secret-named query parameter masked, and with any value
    /// that is itself an address carrying a secret (a return address) masked whole.
    public static func masked(_ address: String) -> String {
        guard let mark = address.firstIndex(of: "?") else { return address }
        let rest = address[address.index(after: mark)...]
        let fragmentMark = rest.firstIndex(of: "#") ?? rest.endIndex
        let pairs = rest[..<fragmentMark].split(separator: "&", omittingEmptySubsequences: false).map(maskedPair)
        return String(address[...mark]) + pairs.joined(separator: "&") + rest[fragmentMark...]
    }

    private static func maskedPair(_ pair: Substring) -> String {
        guard let equals = pair.firstIndex(of: "=") else { return String(pair) }
        let name = decoded(pair[..<equals]).lowercased()
        let value = decoded(pair[pair.index(after: equals)...])
        let secret =
            secretWords.contains { name.contains($0) }
            || (value.contains("?") && masked(value) != value)
        return secret ? String(pair[...equals]) + mask : String(pair)
    }

    /// Percent-decoding of a query part, `+` as a space; undecodable bytes are left as sent.
    private static func decoded(_ part: Substring) -> String {
        var bytes: [UInt8] = []
        var index = part.utf8.startIndex
        let utf8 = part.utf8
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "%"), let high = utf8.index(index, offsetBy: 1, limitedBy: utf8.endIndex),
                let low = utf8.index(index, offsetBy: 2, limitedBy: utf8.endIndex), low < utf8.endIndex,
                let value = UInt8(String(decoding: [utf8[high], utf8[low]], as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                index = utf8.index(after: low)
            } else {
                bytes.append(byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
                index = utf8.index(after: index)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
