import Crypto
import Foundation
import Testing

@testable import ThriftwoodCore

/// Web Push's message encryption (RFC 8291) and server identification (RFC 8292).
@Suite("Web Push: encryption and VAPID")
struct WebPushEncryptionTests {
    /// RFC 8291 Appendix A's example, every value as the RFC prints it.
    enum Example {
        static let message = "When I grow up, I want to be a watermelon"
        static let senderPrivate = "yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw"
        static let browserPrivate = "q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94"
        static let browserPublic =
            "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4"
        static let auth = "BTBZMqHH6r4Tts7J_aSIgg"
        static let salt = "DGv6ra1nlYgDCS1FRnbzlw"
        static let body =
            "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN"
    }

    func bytes(_ text: String) throws -> Data { try #require(Base64URL.decode(text)) }

    @Test("The RFC's example encrypts to the RFC's body, byte for byte")
    func rfcExample() throws {
        let sender = try P256.KeyAgreement.PrivateKey(rawRepresentation: bytes(Example.senderPrivate))
        let body = try WebPushEncryption.encrypt(
            Data(Example.message.utf8), p256dh: bytes(Example.browserPublic), auth: bytes(Example.auth),
            sender: sender, salt: bytes(Example.salt))
        #expect(Base64URL.encode(body) == Example.body)
    }

    @Test("A fresh message decrypts on the browser's side, and no two encryptions of it are alike")
    func browserReadsIt() throws {
        let browser = P256.KeyAgreement.PrivateKey()
        let auth = Data((0..<16).map { UInt8($0) })
        let message = Data(#"{"title":"Dune: Part Two was requested"}"#.utf8)
        let first = try WebPushEncryption.encrypt(message, p256dh: browser.publicKey.x963Representation, auth: auth)
        let second = try WebPushEncryption.encrypt(message, p256dh: browser.publicKey.x963Representation, auth: auth)
        #expect(first != second)
        #expect(try Self.decrypt(first, browser: browser, auth: auth) == message)
    }

    @Test("A key that is no P-256 point, a short secret and an oversized message are refused")
    func refusals() throws {
        let key = P256.KeyAgreement.PrivateKey().publicKey.x963Representation
        #expect(throws: WebPushEncryption.Refusal.unreadableKey) {
            try WebPushEncryption.encrypt(Data("x".utf8), p256dh: Data(repeating: 4, count: 65), auth: Data(count: 16))
        }
        #expect(throws: WebPushEncryption.Refusal.unreadableSecret) {
            try WebPushEncryption.encrypt(Data("x".utf8), p256dh: key, auth: Data(count: 8))
        }
        #expect(throws: WebPushEncryption.Refusal.tooLong(4080)) {
            try WebPushEncryption.encrypt(Data(count: 4080), p256dh: key, auth: Data(count: 16))
        }
    }

    @Test("VAPID: an ES256 token for the endpoint's origin, valid 12 hours, that the public key verifies")
    func vapid() throws {
        let key = VAPIDKey()
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let endpoint = try #require(URL(string: "https://fcm.googleapis.com/fcm/send/abc:def"))
        let header = try #require(key.authorization(endpoint: endpoint, subject: "mailto:admin@home.lan", now: now))
        let parts = header.split(separator: " ", maxSplits: 1)
        #expect(parts.first == "vapid")
        let token = try #require(header.firstMatch(of: /t=([^,]+), k=(.+)/))
        #expect(String(token.output.2) == key.publicKey)
        let pieces = token.output.1.split(separator: ".").map(String.init)
        let claims = try JSONSerialization.jsonObject(with: bytes(pieces[1])) as? [String: Any]
        #expect(claims?["aud"] as? String == "https://fcm.googleapis.com")
        #expect(claims?["exp"] as? Int == 1_800_000_000 + 43_200)
        #expect(claims?["sub"] as? String == "mailto:admin@home.lan")
        let publicKey = try P256.Signing.PublicKey(x963Representation: bytes(key.publicKey))
        let signature = try P256.Signing.ECDSASignature(rawRepresentation: bytes(pieces[2]))
        #expect(publicKey.isValidSignature(signature, for: Data((pieces[0] + "." + pieces[1]).utf8)))
        let kept = try #require(VAPIDKey(raw: key.raw))
        #expect(kept.publicKey == key.publicKey)
    }

    /// The browser's half of RFC 8291, written here only to check the round trip.
    static func decrypt(_ body: Data, browser: P256.KeyAgreement.PrivateKey, auth: Data) throws -> Data {
        let salt = body.prefix(16)
        let keyLength = Int(body[body.startIndex + 20])
        let senderKey = body.dropFirst(21).prefix(keyLength)
        let sealed = body.dropFirst(21 + keyLength)
        let sender = try P256.KeyAgreement.PublicKey(x963Representation: senderKey)
        let shared = try browser.sharedSecretFromKeyAgreement(with: sender)
        let info = Data("WebPush: info\0".utf8) + browser.publicKey.x963Representation + senderKey
        let input = shared.hkdfDerivedSymmetricKey(
            using: SHA256.self, salt: auth, sharedInfo: info, outputByteCount: 32)
        let key = HKDF<SHA256>.deriveKey(
            inputKeyMaterial: input, salt: salt, info: Data("Content-Encoding: aes128gcm\0".utf8), outputByteCount: 16)
        let nonce = HKDF<SHA256>.deriveKey(
            inputKeyMaterial: input, salt: salt, info: Data("Content-Encoding: nonce\0".utf8), outputByteCount: 12)
        let box = try AES.GCM.SealedBox(
            nonce: AES.GCM.Nonce(data: nonce.withUnsafeBytes { Data($0) }), ciphertext: sealed.dropLast(16),
            tag: sealed.suffix(16))
        let record = try AES.GCM.open(box, using: key)
        return record.dropLast()  // the delimiter
    }
}

/// Where serve keeps its VAPID key.
@Suite("Web Push: the VAPID key kept")
struct VAPIDKeyStoreTests {
    @Test("The key is made once and is the same after the database is opened again; reset makes a new one")
    func keptAcrossStarts() async throws {
        let directory = try temporaryDataDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try await VAPIDKeyStore(database: AppDatabase.open(in: directory)).key()
        let again = try await VAPIDKeyStore(database: AppDatabase.open(in: directory)).key()
        #expect(again.publicKey == first.publicKey)
        let store = VAPIDKeyStore(database: try AppDatabase.open(in: directory))
        try await store.reset()
        #expect(try await store.key().publicKey != first.publicKey)
    }
}

/// The devices that take serve's pushes.
@Suite("Web Push: subscribed devices")
struct PushSubscriptionsTests {
    @Test("A device is kept per person; renewing replaces it; a gone one is dropped; a person removes only their own")
    func devices() async throws {
        let directory = try temporaryDataDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = try AppDatabase.open(in: directory)
        let users = UserDirectory(database: database, cost: 4)
        try await users.add(name: "ada", password: "correct horse battery", role: .admin)
        try await users.add(name: "sam", password: "correct horse battery", role: .household)
        let store = PushSubscriptions(database: database)
        let key = P256.KeyAgreement.PrivateKey().publicKey.x963Representation
        let phone = try #require(
            WebPushSubscription(endpoint: "https://push.example.net/1", p256dh: key, auth: Data(count: 16)))
        let laptop = try #require(
            WebPushSubscription(endpoint: "https://push.example.net/2", p256dh: key, auth: Data(count: 16)))
        try await store.subscribe(phone, userName: "ada", device: "Ada's phone")
        try await store.subscribe(laptop, userName: "sam", device: "")
        try await store.subscribe(phone, userName: "ada", device: "Phone (renewed)")
        #expect(try await store.devices(of: "ada").map(\.device) == ["Phone (renewed)"])
        #expect(try await store.devices(of: "sam").map(\.device) == ["A browser"])
        #expect(try await store.unsubscribe(endpoint: phone.endpoint, userName: "sam") == false)
        try await store.record(.failed("the push service answered 400"), endpoint: laptop.endpoint)
        #expect(try await store.devices(of: "sam").first?.lastOutcome == "the push service answered 400")
        try await store.record(.gone, endpoint: laptop.endpoint)
        #expect(try await store.devices().map(\.subscription.endpoint) == [phone.endpoint])
    }
}

/// A new, empty data directory of its own (the caller removes it).
func temporaryDataDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("thriftwood-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
}
