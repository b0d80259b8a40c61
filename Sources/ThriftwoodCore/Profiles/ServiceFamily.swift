/// The families kinds come in: each family shares its wire engine and the views it takes part
/// in (a new download client is a new kind of the `.downloads` family).
public struct ServiceFamily: Hashable, Sendable {
    /// The family's name ("arr", "downloads").
    public let id: String

    /// Declares the family `id`; each family is declared beside its kinds
    /// (`extension ServiceFamily { static let indexers = ServiceFamily("indexers") }`).
    public init(_ id: String) {
        self.id = id
    }
}

extension ServiceFamily {
    /// Radarr and Sonarr: a library, a queue, history, a calendar each.
    public static let arr = ServiceFamily("arr")
}

extension ServiceKind {
    /// Whether this is one of the *arrs (Radarr, Sonarr): a library, a queue, history, a calendar.
    public var isArr: Bool { family == .arr }

    /// Whether this is a music library (Lidarr).
    public var isMusic: Bool { family == .music }

    /// Whether this is a request server (Seerr, and the Overseerr and Jellyseerr it replaced).
    public var isRequests: Bool { family == .requests }

    /// Whether this is a streams server (Tautulli: who watches what on Plex).
    public var isStreams: Bool { family == .streams }

}
