/// The kinds of service a profile can connect to. Radarr works today; the others are named
/// so profiles, caches and routes are shaped for them.
public enum ServiceKind: String, Hashable, Sendable, Codable, CaseIterable {
    case radarr, sonarr, lidarr, sabnzbd, nzbget, tautulli, overseerr

    /// The name people know it by.
    public var displayName: String {
        switch self {
        case .radarr: "Radarr"
        case .sonarr: "Sonarr"
        case .lidarr: "Lidarr"
        case .sabnzbd: "SABnzbd"
        case .nzbget: "NZBGet"
        case .tautulli: "Tautulli"
        case .overseerr: "Overseerr"
        }
    }

    /// Whether this build can talk to it.
    public var isSupported: Bool { self == .radarr }

    /// The stored id of a profile's connection of this kind (one per kind for now).
    public func connectionId(in profileId: String) -> String { "\(profileId)/\(rawValue)" }
}

extension Profile {
    /// Whether the profile has an enabled connection of `kind`.
    public func hasEnabled(_ kind: ServiceKind) -> Bool {
        switch kind {
        case .radarr: enabledRadarr != nil
        default: false
        }
    }

    /// The id of the profile's Radarr connection, which keys its library cache; nil without one.
    public var radarrConnectionId: String? { radarr == nil ? nil : ServiceKind.radarr.connectionId(in: id) }
}
