import Crypto
import Foundation
import Logging
import NIOFoundationCompat
import ServerKit
import Synchronization
import Testing

@testable import ThriftwoodCore

/// An event told to every subscribed device.
@Suite("Web Push: delivering an event")
struct WebPushDeliveryTests {
    @Test("Each device gets the event encrypted to it; a gone one is dropped, the other notes delivered")
    func delivers() async throws {
        let database = try AppDatabase.inMemory()
        try await UserDirectory(database: database, cost: 4).add(
            name: "ada", password: "correct horse battery", role: .admin)
        let devices = PushSubscriptions(database: database)
        let phone = P256.KeyAgreement.PrivateKey()
        let auth = Data(repeating: 9, count: 16)
        for (path, key) in [("phone", phone), ("old", P256.KeyAgreement.PrivateKey())] {
            let subscription = try #require(
                WebPushSubscription(
                    endpoint: "https://push.example.net/\(path)", p256dh: key.publicKey.x963Representation, auth: auth))
            try await devices.subscribe(subscription, userName: "ada", device: path)
        }
        let seen = WebPushSenderTests.Seen()
        let transport = InMemoryTransport { request in
            seen.requests.withLock { $0.append(request) }
            return .answer(TransportAnswer(status: request.url.hasSuffix("/old") ? 410 : 201))
        }
        let sender = WebPushSender(transport: transport, key: VAPIDKey(), subject: "mailto:admin@home.lan")
        let delivery = WebPushDelivery(
            sender: sender, devices: devices, logger: Logger(label: "test"), pageBase: "https://nas.lan:7171")
        let outcomes = await delivery.deliver(NotificationTargetTests.event)
        #expect(outcomes["https://push.example.net/phone"] == .delivered)
        #expect(outcomes["https://push.example.net/old"] == .gone)
        let kept = try await devices.devices()
        #expect(kept.map(\.device) == ["phone"] && kept.first?.lastOutcome == "delivered")
        let request = try #require(seen.requests.withLock { $0.first { $0.url.hasSuffix("/phone") } })
        #expect(request.header("Urgency") == "normal")
        let body = try #require(request.body.map { Data(buffer: $0) })
        let shown =
            try JSONSerialization.jsonObject(
                with: WebPushEncryptionTests.decrypt(body, browser: phone, auth: auth)) as? [String: String]
        #expect(shown?["title"] == "Sonarr 4K · Upgraded")
        #expect(shown?["body"] == "Downloaded: The Wire S02E03 on Sonarr 4K, HDTV-1080p, upgrade")
        #expect(shown?["url"] == "https://nas.lan:7171/sonarr-4k/4")
    }
}
