import Foundation

/// Something that happened on one of the profile's servers, as Thriftwood tells it everywhere
/// (the status line, the Notifications screen and page, the phone): what kind of thing, which
/// server, a sentence, when, and the screen it concerns.
public struct StackEvent: Hashable, Sendable, Codable {
    /// Its number in the store (nil until stored); later events have larger ones.
    public var id: Int64?
    /// What happened.
    public var type: StackEventType
    /// The server's own name for it ("Download", "MEDIA_PENDING", "play"), kept for an event
    /// Thriftwood does not know, so it is shown raw rather than dropped.
    public var rawType: String
    /// The server it came from.
    public var server: EventServer
    /// The sentence people read: "Downloaded: The Wire S02E03 on Sonarr, HDTV-1080p, upgrade".
    public var sentence: String
    /// When it happened (when it arrived, for servers that do not say).
    public var date: Date
    /// The `thriftwood://` link of the screen it concerns; nil when there is none.
    public var link: String?

    /// An event of `type` from `server`.
    public init(
        id: Int64? = nil, type: StackEventType, rawType: String, server: EventServer, sentence: String,
        date: Date, link: String? = nil
    ) {
        self.id = id
        self.type = type
        self.rawType = rawType
        self.server = server
        self.sentence = sentence
        self.date = date
        self.link = link
    }
}

/// The server an event came from, as it was named then (the server may be renamed or removed
/// later; its events keep saying where they came from).
public struct EventServer: Hashable, Sendable, Codable {
    /// Its kind's id ("radarr").
    public var kind: String
    /// Its name in the profile ("Radarr 4K").
    public var name: String
    /// Its slug ("radarr-4k").
    public var slug: String

    /// The server called `name`, of kind `kind`, with `slug`.
    public init(kind: String, name: String, slug: String) {
        self.kind = kind
        self.name = name
        self.slug = slug
    }

    /// The server `server` as it is named now.
    public init(_ server: ServiceServer) {
        self.init(kind: server.kind.rawValue, name: server.name, slug: server.slug)
    }
}
