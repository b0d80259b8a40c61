/// A kind of service a profile can connect to (Radarr, SABnzbd, Seerr, …): the id profiles
/// store and the facts screens show. Each kind declares itself in its own folder
/// (`ServiceKind.radarr` in `Radarr/RadarrKind.swift`) and is listed once, with what it can do,
/// in the composition root's registry; nothing else names every kind. A kind is read from its id
/// by a ``KindRegistry`` (``KindRegistry/kind(named:)``), and decoded with the registry the
/// decoder is given (``KindRegistry/decodingInfo``), never with a global one.
public struct ServiceKind: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The id profiles, links and the CLI use: "radarr".
    public let rawValue: String
    /// The name people know it by: "Radarr".
    public let displayName: String
    /// The port it listens on out of the box, for example addresses.
    public let defaultPort: Int
    /// What it manages, for onboarding and the services screen: "movies".
    public let manages: String
    /// Which family it belongs to, which decides the views it takes part in.
    public let family: ServiceFamily
    /// Names it was known by, still accepted when typed or stored ("overseerr" for Seerr).
    public let formerNames: [String]

    /// Declares a kind (in its own folder).
    public init(
        id: String, displayName: String, defaultPort: Int, manages: String, family: ServiceFamily,
        formerNames: [String] = []
    ) {
        self.rawValue = id
        self.displayName = displayName
        self.defaultPort = defaultPort
        self.manages = manages
        self.family = family
        self.formerNames = formerNames
    }

    /// Decodes the kind from its id among the kinds the decoder is given
    /// (``KindRegistry/decodingInfo``); an id they do not hold is an error naming it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let id = try container.decode(String.self)
        guard let kinds = KindRegistry.given(in: decoder.userInfo) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "no kinds were given to read the kind “\(id)”")
        }
        guard let kind = kinds.kind(named: id) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "“\(id)” is not a kind of service this build knows")
        }
        self = kind
    }

    /// Encodes the kind as its id.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Kinds are the same when their ids are.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.rawValue == rhs.rawValue }

    /// Hashes the id.
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// The id, as interpolation and the CLI print it.
    public var description: String { rawValue }

    /// The stored id of a profile's first connection of this kind, as it was before a profile
    /// could hold several (v5 kept these ids, so caches stay keyed to them).
    public func connectionId(in profileId: String) -> String { "\(profileId)/\(rawValue)" }
}

extension KindRegistry {
    /// The name of the decoder's entry that holds the registry ``ServiceKind``s are read with.
    static let decodingKey = "thriftwood.serviceKinds"

    /// A decoder's `userInfo` holding this registry, so the ``ServiceKind``s it reads are this
    /// registry's (the app's, from its root).
    public var decodingInfo: [CodingUserInfoKey: any Sendable] {
        guard let key = CodingUserInfoKey(rawValue: Self.decodingKey) else { return [:] }
        return [key: self]
    }

    /// The registry a decoder's `userInfo` holds (``decodingInfo``), if any.
    static func given(in userInfo: [CodingUserInfoKey: Any]) -> KindRegistry? {
        userInfo.first { $0.key.rawValue == decodingKey }?.value as? KindRegistry
    }
}

extension Profile {
    /// Whether the profile has an enabled connection of `kind`.
    public func hasEnabled(_ kind: ServiceKind) -> Bool { enabledServer(kind) != nil }

    /// The id of the profile's (first) Radarr server, which keys its library cache; nil without one.
    public var radarrConnectionId: String? { connectionId(of: .radarr) }

    /// The id of the profile's (first) Sonarr server, which keys its series cache; nil without one.
    public var sonarrConnectionId: String? { connectionId(of: .sonarr) }

    /// The id of the profile's first server of `kind`; nil without one.
    public func connectionId(of kind: ServiceKind) -> String? {
        server(kind).map { $0.id ?? kind.connectionId(in: id) }
    }
}
