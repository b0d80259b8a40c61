import Foundation
import ServerKit

/// A .torrent file's info-hash: the SHA-1 of its top-level `info` dictionary exactly as the
/// file encodes it (bencode), found by walking the encoding without decoding it.
enum TorrentInfoHash {
    /// The hash as 40 lower-case hex digits, or nil when `contents` is not a bencoded
    /// dictionary with an `info` dictionary.
    static func of(_ contents: Data) -> String? {
        let bytes = [UInt8](contents)
        guard bytes.first == UInt8(ascii: "d") else { return nil }
        var index = 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "e") {
            guard let (key, afterKey) = string(bytes, at: index), let end = skip(bytes, at: afterKey, depth: 0)
            else { return nil }
            if key == Array("info".utf8) {
                guard bytes[afterKey] == UInt8(ascii: "d") else { return nil }
                return SHA1Digest.hex(bytes[afterKey..<end])
            }
            index = end
        }
        return nil
    }

    /// A byte string `<length>:<bytes>` at `index`: its bytes and the index after it.
    private static func string(_ bytes: [UInt8], at index: Int) -> ([UInt8], Int)? {
        var cursor = index
        var length = 0
        while cursor < bytes.count, let digit = Int(exactly: bytes[cursor]).map({ $0 - 48 }), (0...9).contains(digit) {
            guard length < 100_000_000 else { return nil }
            length = length * 10 + digit
            cursor += 1
        }
        guard cursor > index, cursor < bytes.count, bytes[cursor] == UInt8(ascii: ":") else { return nil }
        let start = cursor + 1
        guard length <= bytes.count - start else { return nil }
        return (Array(bytes[start..<(start + length)]), start + length)
    }

    /// The index after the value at `index` (a string, integer, list or dictionary); nil for
    /// a broken encoding or one nested deeper than any real torrent.
    private static func skip(_ bytes: [UInt8], at index: Int, depth: Int) -> Int? {
        guard index < bytes.count, depth < 64 else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "i"):
            guard let end = bytes[index...].firstIndex(of: UInt8(ascii: "e")) else { return nil }
            return end + 1
        case UInt8(ascii: "l"), UInt8(ascii: "d"):
            var cursor = index + 1
            while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "e") {
                guard let next = skip(bytes, at: cursor, depth: depth + 1) else { return nil }
                cursor = next
            }
            return cursor < bytes.count ? cursor + 1 : nil
        default:
            return string(bytes, at: index)?.1
        }
    }
}
