import Foundation

extension AppCoordinator {
    /// The Radarr service and cache key of the server with slug `slug` (nil: the first).
    func radarrService(on slug: String?) -> (any RadarrService, String?) {
        guard let slug else { return (dependencies.radarr, profile?.radarrConnectionId) }
        let server = profile?.server(named: slug).flatMap { $0.kind == .radarr ? $0 : nil }
        let missing = CoreError.serverNotFound(slug, profile: profile?.name ?? "in use")
        return (ServerBoundRadarr(base: dependencies.radarr, server: server, missing: missing), server?.id)
    }

    /// The Sonarr service and cache key of the server with slug `slug` (nil: the first).
    func sonarrService(on slug: String?) -> (any SonarrService, String?) {
        guard let slug else { return (dependencies.sonarr, profile?.sonarrConnectionId) }
        let server = profile?.server(named: slug).flatMap { $0.kind == .sonarr ? $0 : nil }
        let missing = CoreError.serverNotFound(slug, profile: profile?.name ?? "in use")
        return (ServerBoundSonarr(base: dependencies.sonarr, server: server, missing: missing), server?.id)
    }

    /// Every enabled server of the profile with how the views name it and the service its
    /// screens read (the first of a kind has no slug), in the profile's order.
    var servedServers: [ServedServer] {
        guard let profile else { return [] }
        return profile.servers.filter(\.enabled).compactMap { server in
            let slug = profile.isFirst(server) ? nil : server.slug
            let ref = ServerRef(kind: server.kind, name: server.name, slug: slug)
            switch server.kind {
            case .radarr:
                let (service, key) = radarrService(on: slug)
                return .radarr(ref, service, cacheKey: key)
            case .sonarr:
                let (service, key) = sonarrService(on: slug)
                return .sonarr(ref, service, cacheKey: key)
            case .lidarr, .sabnzbd, .nzbget, .qbittorrent, .transmission, .deluge, .tautulli, .seerr: return nil
            }
        }
    }

    /// Every enabled server of the profile, as the activity watcher reads them.
    var watchedServers: [ActivityWatcher.Source] {
        servedServers.map { served in
            switch served {
            case .radarr(let ref, let service, _): .radarr(ref, service)
            case .sonarr(let ref, let service, _): .sonarr(ref, service)
            }
        }
    }
}

/// One enabled server of the profile, named as the views name it, with its service and the
/// key of its offline copy.
enum ServedServer {
    case radarr(ServerRef, any RadarrService, cacheKey: String?)
    case sonarr(ServerRef, any SonarrService, cacheKey: String?)
}
