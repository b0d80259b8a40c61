import Crypto
import Foundation

/// SHA-1 as BitTorrent names a torrent by it (its info-hash); not for anything secret.
public enum SHA1Digest {
    /// The digest of `data` as 40 lower-case hex digits.
    public static func hex(_ data: some DataProtocol) -> String {
        Insecure.SHA1.hash(data: data).map { String(format: "%02x", $0) }.joined()
    }
}
