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

    /// Every enabled server of the profile, as the activity watcher reads them.
    var watchedServers: [ActivityWatcher.Source] {
        guard let profile else { return [] }
        return profile.servers.filter(\.enabled).compactMap { server in
            let slug = profile.isFirst(server) ? nil : server.slug
            let ref = ServerRef(kind: server.kind, name: server.name, slug: slug)
            switch server.kind {
            case .radarr: return .radarr(ref, radarrService(on: slug).0)
            case .sonarr: return .sonarr(ref, sonarrService(on: slug).0)
            case .lidarr, .sabnzbd, .nzbget, .tautulli, .overseerr: return nil
            }
        }
    }
}
