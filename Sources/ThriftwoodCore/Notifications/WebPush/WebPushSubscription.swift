import Foundation

/// Where one browser on one device takes pushes (what `PushManager.subscribe()` hands the page):
/// the push service's endpoint and the keys its messages are encrypted to.
public struct WebPushSubscription: Sendable, Hashable, Codable {
    /// The push service's URL for this browser (an RFC 8030 push resource).
    public let endpoint: String
    /// The browser's P-256 key, the uncompressed point.
    public let p256dh: Data
    /// The browser's 16-byte authentication secret.
    public let auth: Data

    /// A subscription; nil when the endpoint is not an https URL (or a loopback http one, a test
    /// push service) or a key is not the right size.
    public init?(endpoint: String, p256dh: Data, auth: Data) {
        guard let url = URL(string: endpoint), url.scheme == "https" || url.host == "127.0.0.1",
            url.host?.isEmpty == false, p256dh.count == 65, auth.count == 16
        else { return nil }
        self.endpoint = endpoint
        self.p256dh = p256dh
        self.auth = auth
    }
}

/// One push: what it says (the page's service worker reads it) and how the push service treats it.
public struct WebPushMessage: Sendable {
    /// RFC 8030's urgency: how soon a device on battery should wake for it.
    public enum Urgency: String, Sendable {
        case veryLow = "very-low"
        case low
        case normal
        case high
    }

    /// The JSON the service worker shows.
    public let payload: Data
    /// How long the push service keeps it for an offline device, in seconds.
    public let timeToLive: Int
    /// How urgent it is.
    public let urgency: Urgency
    /// A newer push with the same topic replaces this one while undelivered (RFC 8030 §5.4).
    public let topic: String?

    /// A message.
    public init(payload: Data, timeToLive: Int = 86_400, urgency: Urgency = .normal, topic: String? = nil) {
        self.payload = payload
        self.timeToLive = max(0, timeToLive)
        self.urgency = urgency
        self.topic = topic
    }
}
