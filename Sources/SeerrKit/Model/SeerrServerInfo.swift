/// Which of the three request servers answered: they share one API.
public enum SeerrFlavour: String, Hashable, Sendable {
    /// Seerr 3.x, the merged project.
    case seerr = "Seerr"
    /// Overseerr 1.x (archived; Plex only).
    case overseerr = "Overseerr"
    /// Jellyseerr (Jellyfin, Emby and Plex).
    case jellyseerr = "Jellyseerr"

    /// Tells them apart: Seerr is version 3 or later; Jellyseerr's public settings name its
    /// media server type, Overseerr's do not.
    public static func from(version: String, hasMediaServerType: Bool) -> SeerrFlavour {
        let digits = version.prefix { $0 != "." }.filter(\.isNumber)
        if let major = Int(digits), major >= 3 { return .seerr }
        return hasMediaServerType ? .jellyseerr : .overseerr
    }
}

/// `GET /status` and which server it is.
public struct SeerrServerInfo: Hashable, Sendable {
    /// Which server answered.
    public let flavour: SeerrFlavour
    /// Its version ("3.1.0").
    public let version: String
    /// Whether it says a newer version is out.
    public let updateAvailable: Bool

    /// Creates the info.
    public init(flavour: SeerrFlavour, version: String, updateAvailable: Bool) {
        self.flavour = flavour
        self.version = version
        self.updateAvailable = updateAvailable
    }
}
