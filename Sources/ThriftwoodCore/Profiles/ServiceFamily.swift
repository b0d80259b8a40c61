/// The families kinds come in: each family shares its wire engine and the views it takes part
/// in (a new download client is a new kind of the `.downloads` family).
public enum ServiceFamily: String, Hashable, Sendable, CaseIterable {
    /// Radarr and Sonarr: a library, a queue, history, a calendar each.
    case arr
    /// Lidarr: an *arr on the wire, with a music library of its own screens.
    case music
    /// The download clients (SABnzbd, NZBGet, qBittorrent, Transmission, Deluge).
    case downloads
    /// A request manager (Seerr).
    case requests
    /// A media-server monitor (Tautulli).
    case streams
    /// An indexer manager that feeds the *arrs (Prowlarr).
    case indexers
    /// A subtitle fetcher for the *arrs' libraries (Bazarr).
    case subtitles
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
