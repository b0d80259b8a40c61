import ArrKit
import Foundation

/// How a kind reads what its servers push (an *arr's Connect → Webhook, Seerr's webhook agent,
/// Tautulli's webhook agent with the template Thriftwood documents), declared in the kind's
/// folder. Reading never fails: a payload it cannot make sense of is still an event, of type
/// ``StackEventType/other``, saying what the server sent.
public struct WebhookReader: Sendable {
    /// Reads `payload`, pushed by `server`.
    public let read: @Sendable (_ payload: JSONValue, _ server: ServiceServer) -> WebhookReading
    /// How a person sets the server up to push by hand, step by step, given the address and
    /// the secret.
    public let setUp: @Sendable (_ server: ServiceServer, _ address: String, _ secret: String) -> [String]

    /// A reader that reads with `read`; `setUp` says how the server is told to push.
    public init(
        setUp: @escaping @Sendable (_ server: ServiceServer, _ address: String, _ secret: String) -> [String],
        read: @escaping @Sendable (_ payload: JSONValue, _ server: ServiceServer) -> WebhookReading
    ) {
        self.setUp = setUp
        self.read = read
    }
}

/// Where a server pushes to: `serve`'s address as the server reaches it, then `hooks/<slug>`.
public enum HookAddress {
    /// The address of `slug`'s hook under `publicURL` (`http://nas.local:7171/thriftwood`); nil
    /// when `publicURL` is not an http or https address.
    public static func of(slug: String, publicURL: String) -> String? {
        let trimmed = publicURL.trimmingCharacters(in: .whitespaces)
        guard let url = URL(string: trimmed), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https",
            url.host?.isEmpty == false
        else { return nil }
        let base = trimmed.hasSuffix("/") ? String(trimmed.dropLast()) : trimmed
        return base + "/hooks/" + slug
    }
}

/// What a reader made of one payload, before it is stored.
public struct WebhookReading: Hashable, Sendable {
    /// What happened.
    public var type: StackEventType
    /// The server's own name for it.
    public var rawType: String
    /// The sentence.
    public var sentence: String
    /// The screens that lead to the one it concerns, after the kind's home (an artist, then
    /// its album), on the server's first-of-kind scope (the intake moves them to the server's
    /// own); empty for none.
    public var path: [AppRoute]

    /// A reading of `type` about the screen `route` (nil: none).
    public init(type: StackEventType, rawType: String, sentence: String, route: AppRoute? = nil) {
        self.init(type: type, rawType: rawType, sentence: sentence, path: route.map { [$0] } ?? [])
    }

    /// A reading of `type` about the last screen of `path`.
    public init(type: StackEventType, rawType: String, sentence: String, path: [AppRoute]) {
        self.type = type
        self.rawType = rawType
        self.sentence = sentence
        self.path = path
    }
}
