import ArrKit

/// Whether an artist still releases (`status`); unknown names are kept.
public enum ArtistStatus: ArrEnumeration {
    case continuing, ended, deleted
    /// A status this build does not know.
    case unknown(String)

    /// Every known case.
    public static let knownCases: [ArtistStatus] = [.continuing, .ended, .deleted]

    /// The wire name.
    public var wireName: String {
        switch self {
        case .continuing: "continuing"
        case .ended: "ended"
        case .deleted: "deleted"
        case .unknown(let name): name
        }
    }
}

/// Which albums to monitor when an artist is added (`addOptions.monitor`).
public enum ArtistMonitorPreset: String, CaseIterable, Sendable, Codable {
    case all, future, missing, existing, latest, first, none
}

/// Which of an artist's new albums to monitor as they appear (`monitorNewItems`).
public enum NewAlbumMonitoring: String, CaseIterable, Sendable, Codable {
    case all, none, new
}
