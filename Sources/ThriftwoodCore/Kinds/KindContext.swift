/// One enabled server of the profile as a kind's capabilities see it: the services to reach
/// it through, the server, how the views name it, and whether it is its kind's first (whose
/// screens have no slug).
public struct KindContext: Sendable {
    /// The app's services.
    public let dependencies: AppDependencies
    /// The server.
    public let server: ServiceServer
    /// How the views name it.
    public let ref: ServerRef
    /// Whether it is the profile's first server of its kind.
    public let isFirst: Bool
    /// The profile's id.
    public let profileId: String
    /// The profile's name, for messages about a server that went missing.
    public let profileName: String

    /// Describes `server` of `profile`.
    public init(dependencies: AppDependencies, server: ServiceServer, in profile: Profile) {
        self.dependencies = dependencies
        self.server = server
        let first = profile.isFirst(server)
        self.isFirst = first
        self.ref = ServerRef(kind: server.kind, name: server.name, slug: first ? nil : server.slug)
        self.profileId = profile.id
        self.profileName = profile.name
    }

    /// The key of the server's offline copy.
    public var cacheKey: String? { server.id ?? (isFirst ? server.kind.connectionId(in: profileId) : nil) }
}

/// The services a kind's capabilities reach their servers through (a subset of
/// ``AppDependencies``, so a tester needs no database).
public struct KindServices: Sendable {
    /// Radarr's.
    public let radarr: any RadarrService
    /// Sonarr's.
    public let sonarr: any SonarrService
    /// The download clients'.
    public let downloads: any DownloadService
    /// Seerr's.
    public let requests: any RequestService
    /// Tautulli's.
    public let streams: any StreamService
    /// Lidarr's.
    public let lidarr: any LidarrService
    /// The services of the kinds that build their own, each read through its kind's accessor.
    public let shelf: KindServiceShelf

    /// Gathers services (the ones not given have no servers).
    public init(
        radarr: any RadarrService, sonarr: any SonarrService = NoSonarrService(),
        downloads: any DownloadService = NoDownloadService(), requests: any RequestService = NoRequestService(),
        streams: any StreamService = NoStreamService(), lidarr: any LidarrService = NoLidarrService(),
        shelf: KindServiceShelf = KindServiceShelf()
    ) {
        self.shelf = shelf
        self.radarr = radarr
        self.sonarr = sonarr
        self.downloads = downloads
        self.requests = requests
        self.streams = streams
        self.lidarr = lidarr
    }
}

extension AppDependencies {
    /// The services kinds reach their servers through.
    public var services: KindServices {
        KindServices(
            radarr: radarr, sonarr: sonarr, downloads: downloads, requests: requests, streams: streams, lidarr: lidarr,
            shelf: shelf)
    }
}
