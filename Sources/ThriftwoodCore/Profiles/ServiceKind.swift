/// The kinds of service a profile can connect to: Radarr, Sonarr, Lidarr, the download
/// clients, Seerr and Tautulli.
public enum ServiceKind: String, Hashable, Sendable, Codable, CaseIterable {
    case radarr, sonarr, lidarr, sabnzbd, nzbget, qbittorrent, transmission, deluge, tautulli, seerr

    /// The name people know it by.
    public var displayName: String {
        switch self {
        case .radarr: "Radarr"
        case .sonarr: "Sonarr"
        case .lidarr: "Lidarr"
        case .sabnzbd: "SABnzbd"
        case .nzbget: "NZBGet"
        case .qbittorrent: "qBittorrent"
        case .transmission: "Transmission"
        case .deluge: "Deluge"
        case .tautulli: "Tautulli"
        case .seerr: "Seerr"
        }
    }

    /// Whether this build can talk to it.
    public var isSupported: Bool { isArr || isDownloadClient || isRequests || isStreams || isMusic }

    /// The kinds this build can talk to, in the order screens list them.
    public static var supported: [ServiceKind] { allCases.filter(\.isSupported) }

    /// The *arrs this build talks to (a library, a queue, history, a calendar each).
    public static var arrs: [ServiceKind] { allCases.filter(\.isArr) }

    /// Where it sorts in lists (declaration order).
    var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    /// The port it listens on out of the box, for example addresses.
    public var defaultPort: Int {
        switch self {
        case .radarr: 7878
        case .sonarr: 8989
        case .lidarr: 8686
        case .sabnzbd: 8080
        case .nzbget: 6789
        case .qbittorrent: 8080
        case .transmission: 9091
        case .deluge: 8112
        case .tautulli: 8181
        case .seerr: 5055
        }
    }

    /// What it manages, for onboarding and the services screen.
    public var manages: String {
        switch self {
        case .radarr: "movies"
        case .sonarr: "TV series"
        case .lidarr: "music"
        case .sabnzbd, .nzbget: "Usenet downloads"
        case .qbittorrent, .transmission, .deluge: "torrents"
        case .tautulli: "who is watching on Plex"
        case .seerr: "requests"
        }
    }

    /// The kind a stored or typed name means: its own name, or a former one ("overseerr",
    /// "jellyseerr" are Seerr now).
    public init?(named name: String) {
        switch name.lowercased() {
        case "overseerr", "jellyseerr": self = .seerr
        default:
            guard let kind = ServiceKind(rawValue: name.lowercased()) else { return nil }
            self = kind
        }
    }

    /// The stored id of a profile's first connection of this kind, as it was before a profile
    /// could hold several (v5 kept these ids, so caches stay keyed to them).
    public func connectionId(in profileId: String) -> String { "\(profileId)/\(rawValue)" }
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
