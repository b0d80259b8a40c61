import Crypto
import Foundation
import NIOCore
import NIOHTTP1
import ServerKit

/// Sends pushes to browsers through their push services (RFC 8030), each message encrypted to
/// its subscription (RFC 8291) and signed with serve's VAPID key (RFC 8292): 201 is delivered;
/// 404 and 410 say the subscription is gone (drop it); 429 and 5xx are tried again after the
/// service's `Retry-After`, else after growing waits; anything else is a failure in words.
public struct WebPushSender: Sendable {
    /// How one push went.
    public enum Outcome: Sendable, Equatable {
        /// The push service took it.
        case delivered
        /// The subscription no longer exists: forget it.
        case gone
        /// It was not delivered, in words.
        case failed(String)
    }

    let transport: any HTTPTransport
    let key: VAPIDKey
    /// Who runs this server, for the push service (`mailto:` or an `https:` page).
    let subject: String
    let clock: @Sendable () -> Date
    /// The waits before the second, third… try when the service names none.
    let backoff: [Duration]
    let sleep: @Sendable (Duration) async throws -> Void

    /// A sender through `transport`, signing with `key` as `subject`.
    public init(
        transport: any HTTPTransport, key: VAPIDKey, subject: String,
        clock: @escaping @Sendable () -> Date = { Date() },
        backoff: [Duration] = [.seconds(5), .seconds(30), .seconds(120)],
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        self.transport = transport
        self.key = key
        self.subject = subject
        self.clock = clock
        self.backoff = backoff
        self.sleep = sleep
    }

    /// Sends `message` to `subscription`, trying again as the service allows.
    public func send(_ message: WebPushMessage, to subscription: WebPushSubscription) async -> Outcome {
        var tried = await tryOnce(message, to: subscription)
        for wait in backoff {
            guard case .retry(let asked, _) = tried, !Task.isCancelled else { break }
            do {
                try await sleep(asked ?? wait)
            } catch {
                break
            }
            tried = await tryOnce(message, to: subscription)
        }
        switch tried {
        case .done(let outcome): return outcome
        case .retry(_, let reason): return .failed(reason)
        }
    }

    enum Try {
        case done(Outcome)
        case retry(after: Duration?, String)
    }

    private func tryOnce(_ message: WebPushMessage, to subscription: WebPushSubscription) async -> Try {
        let request: TransportRequest
        do {
            request = try self.request(message, to: subscription)
        } catch {
            return .done(.failed(error.description))
        }
        let answer: TransportAnswer
        do {
            answer = try await transport.send(request)
        } catch {
            return .retry(after: nil, "the push service at \(request.host) could not be reached: \(error.description)")
        }
        let said = String(buffer: answer.body).trimmingCharacters(in: .whitespacesAndNewlines).prefix(200)
        let reason = "the push service at \(request.host) answered \(answer.status)" + (said.isEmpty ? "" : ": \(said)")
        switch answer.status {
        case 200..<300: return .done(.delivered)
        case 404, 410: return .done(.gone)
        case 429, 500..<600: return .retry(after: Self.retryAfter(answer.headers["retry-after"], now: clock()), reason)
        default: return .done(.failed(reason))
        }
    }

    /// The request that carries `message` to `subscription`.
    func request(
        _ message: WebPushMessage, to subscription: WebPushSubscription
    ) throws(WebPushRefusal)
        -> TransportRequest
    {
        guard let endpoint = URL(string: subscription.endpoint), let host = endpoint.host else {
            throw WebPushRefusal("the subscription's address is not a URL")
        }
        let body: Data
        do {
            body = try WebPushEncryption.encrypt(message.payload, p256dh: subscription.p256dh, auth: subscription.auth)
        } catch {
            throw WebPushRefusal("the message could not be encrypted to the browser's key (\(error))")
        }
        guard let authorization = key.authorization(endpoint: endpoint, subject: subject, now: clock()) else {
            throw WebPushRefusal("the VAPID token could not be signed")
        }
        var headers: [(name: String, value: String)] = [
            ("Authorization", authorization), ("Content-Encoding", "aes128gcm"),
            ("Content-Type", "application/octet-stream"), ("TTL", String(message.timeToLive)),
            ("Urgency", message.urgency.rawValue),
        ]
        if let topic = message.topic { headers.append(("Topic", Self.topic(topic))) }
        return TransportRequest(
            method: .POST, url: subscription.endpoint, host: host, headers: headers, body: ByteBuffer(bytes: body),
            maxBytes: 1 << 16)
    }

    /// `topic` as RFC 8030 allows one: at most 32 characters of base64url; anything else is
    /// replaced by 32 characters of its SHA-256.
    static func topic(_ topic: String) -> String {
        let allowed =
            topic.count <= 32
            && topic.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
        return allowed ? topic : String(Base64URL.encode(SHA256.hash(data: Data(topic.utf8))).prefix(32))
    }

    /// A `Retry-After` value as a wait: seconds, or an HTTP date; at most an hour, never negative.
    static func retryAfter(_ value: String?, now: Date) -> Duration? {
        guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        if let seconds = Int(value) { return .seconds(min(3600, max(0, seconds))) }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        guard let date = formatter.date(from: value) else { return nil }
        return .seconds(Int(clamping: min(3600, max(0, date.timeIntervalSince(now).rounded(.up)))))
    }
}

/// Why a push could not be made at all.
public struct WebPushRefusal: Error, CustomStringConvertible, Sendable {
    /// The reason, in words.
    public let description: String

    init(_ description: String) { self.description = description }
}
