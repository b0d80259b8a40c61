import Crypto
import Foundation
import NIOCore
import NIOFoundationCompat
import ServerKit
import Synchronization
import Testing

@testable import ThriftwoodCore

/// Pushes as a push service receives them, and what serve does with its answers.
@Suite("Web Push: sending")
struct WebPushSenderTests {
    let browser = P256.KeyAgreement.PrivateKey()
    let auth = Data((0..<16).map { UInt8($0 * 3) })

    var subscription: WebPushSubscription? {
        WebPushSubscription(
            endpoint: "https://push.example.net/wpush/v2/abc", p256dh: browser.publicKey.x963Representation, auth: auth)
    }

    /// What a push service got, and the waits a sender was asked to make.
    final class Seen: Sendable {
        let requests = Mutex<[TransportRequest]>([])
        let waits = Mutex<[Duration]>([])
    }

    /// A sender whose push service answers `statuses` in turn (the last one after that).
    func sender(_ statuses: [(Int, [String: String])]) -> (WebPushSender, Seen) {
        let seen = Seen()
        let transport = InMemoryTransport { request in
            let index = seen.requests.withLock { list in
                list.append(request)
                return list.count - 1
            }
            let (status, headers) = statuses[min(index, statuses.count - 1)]
            return .answer(TransportAnswer(status: status, headers: headers))
        }
        let sender = WebPushSender(
            transport: transport, key: VAPIDKey(), subject: "mailto:admin@home.lan",
            clock: { Date(timeIntervalSince1970: 1_800_000_000) }, backoff: [.seconds(5), .seconds(30)],
            sleep: { wait in seen.waits.withLock { $0.append(wait) } })
        return (sender, seen)
    }

    @Test("A push carries VAPID, aes128gcm, TTL, Urgency and Topic, and the browser reads its message")
    func wire() async throws {
        let (sender, seen) = sender([(201, [:])])
        let message = WebPushMessage(
            payload: Data(#"{"title":"Approve Dune?"}"#.utf8), timeToLive: 3600, urgency: .high,
            topic: "request 42 of Seerr")
        #expect(await sender.send(message, to: try #require(subscription)) == .delivered)
        let request = try #require(seen.requests.withLock { $0.first })
        #expect(request.header("Content-Encoding") == "aes128gcm")
        #expect(request.header("TTL") == "3600" && request.header("Urgency") == "high")
        #expect(request.header("Topic")?.count == 32, "a topic with spaces is hashed to 32 base64url characters")
        #expect(request.header("Authorization")?.hasPrefix("vapid t=") == true)
        let body = try #require(request.body.map { Data(buffer: $0) })
        #expect(try WebPushEncryptionTests.decrypt(body, browser: browser, auth: auth) == message.payload)
    }

    @Test("404 and 410 say the subscription is gone; a 400 is a failure in words, not tried again")
    func goneAndRefused() async throws {
        let subscription = try #require(subscription)
        #expect(await sender([(410, [:])]).0.send(WebPushMessage(payload: Data()), to: subscription) == .gone)
        #expect(await sender([(404, [:])]).0.send(WebPushMessage(payload: Data()), to: subscription) == .gone)
        let (refusing, seen) = sender([(400, [:])])
        let outcome = await refusing.send(WebPushMessage(payload: Data()), to: subscription)
        #expect(outcome == .failed("the push service at push.example.net answered 400"))
        #expect(seen.requests.withLock { $0.count } == 1)
    }

    @Test("429 waits as long as Retry-After says, 5xx by the backoff, and gives up after it")
    func retries() async throws {
        let subscription = try #require(subscription)
        let (busy, busySeen) = sender([(429, ["retry-after": "7"]), (201, [:])])
        #expect(await busy.send(WebPushMessage(payload: Data()), to: subscription) == .delivered)
        #expect(busySeen.waits.withLock { $0 } == [.seconds(7)])
        let (down, downSeen) = sender([(503, [:])])
        let outcome = await down.send(WebPushMessage(payload: Data()), to: subscription)
        #expect(outcome == .failed("the push service at push.example.net answered 503"))
        #expect(downSeen.requests.withLock { $0.count } == 3)
        #expect(downSeen.waits.withLock { $0 } == [.seconds(5), .seconds(30)])
    }

    @Test("Retry-After is read as seconds or an HTTP date, within an hour; a subscription must be https")
    func readings() {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(WebPushSender.retryAfter("120", now: now) == .seconds(120))
        #expect(WebPushSender.retryAfter("999999", now: now) == .seconds(3600))
        #expect(WebPushSender.retryAfter("Fri, 15 Jan 2027 08:00:30 GMT", now: now) == .seconds(30))
        #expect(WebPushSender.retryAfter("soon", now: now) == nil)
        #expect(
            WebPushSubscription(endpoint: "http://push.example.net/x", p256dh: Data(count: 65), auth: Data(count: 16))
                == nil)
        #expect(WebPushSender.topic("request-42") == "request-42")
    }
}
