import Crypto
import Foundation

/// A push message encrypted for one subscription as RFC 8291 says: an ECDH agreement between a
/// fresh application-server key and the browser's `p256dh` key, mixed with its `auth` secret,
/// gives the content key and nonce of one `aes128gcm` record (RFC 8188). The push service that
/// relays it sees ciphertext only.
public enum WebPushEncryption {
    /// Why a subscription's keys cannot be encrypted to.
    public enum Refusal: Error, Equatable, Sendable {
        /// `p256dh` is not an uncompressed P-256 point.
        case unreadableKey
        /// `auth` is not 16 bytes.
        case unreadableSecret
        /// The message is longer than one 4,096-byte record holds.
        case tooLong(Int)
    }

    /// The record size written in the header: one record carries the whole message.
    static let recordSize = 4096
    /// The most plaintext one record holds: the size less the tag (16) and the delimiter (1).
    public static let largestMessage = recordSize - 17

    /// `message` encrypted to the browser key `p256dh` (65 bytes) and `auth` (16 bytes): the
    /// `aes128gcm` body, header first. `sender` and `salt` are fresh for every message; tests pass
    /// the RFC's to reproduce its example.
    public static func encrypt(
        _ message: Data, p256dh: Data, auth: Data,
        sender: P256.KeyAgreement.PrivateKey = P256.KeyAgreement.PrivateKey(),
        salt: Data = Data((0..<16).map { _ in UInt8.random(in: .min ... .max) })
    ) throws(Refusal) -> Data {
        guard message.count <= largestMessage else { throw .tooLong(message.count) }
        guard auth.count == 16 else { throw .unreadableSecret }
        let browser: P256.KeyAgreement.PublicKey
        let shared: SharedSecret
        do {
            browser = try P256.KeyAgreement.PublicKey(x963Representation: p256dh)
            shared = try sender.sharedSecretFromKeyAgreement(with: browser)
        } catch {
            throw .unreadableKey
        }
        let senderKey = sender.publicKey.x963Representation
        // RFC 8291 §3.3-3.4: the input keying material, then the content key and the nonce.
        let keyInfo = Data("WebPush: info\0".utf8) + browser.x963Representation + senderKey
        let inputKey = shared.hkdfDerivedSymmetricKey(
            using: SHA256.self, salt: auth, sharedInfo: keyInfo, outputByteCount: 32)
        let contentKey = HKDF<SHA256>.deriveKey(
            inputKeyMaterial: inputKey, salt: salt, info: Data("Content-Encoding: aes128gcm\0".utf8),
            outputByteCount: 16)
        let nonce = HKDF<SHA256>.deriveKey(
            inputKeyMaterial: inputKey, salt: salt, info: Data("Content-Encoding: nonce\0".utf8), outputByteCount: 12)
        let record = message + [0x02]  // the last (and only) record's delimiter, no padding
        do {
            let sealed = try AES.GCM.seal(
                record, using: contentKey, nonce: AES.GCM.Nonce(data: nonce.withUnsafeBytes { Data($0) }))
            return header(salt: salt, keyID: senderKey) + sealed.ciphertext + sealed.tag
        } catch {
            throw .unreadableKey
        }
    }

    /// RFC 8188's header: the salt, the record size (32 bits, big-endian), the key id's length
    /// and the key id (the sender's public key).
    static func header(salt: Data, keyID: Data) -> Data {
        let size = UInt32(recordSize)
        let sizeBytes = [UInt8(size >> 24), UInt8((size >> 16) & 0xFF), UInt8((size >> 8) & 0xFF), UInt8(size & 0xFF)]
        return salt + sizeBytes + [UInt8(keyID.count)] + keyID
    }
}
