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

    /// Every enabled server of the profile as its kind's capabilities see it (the first of a
    /// kind has no slug), in the profile's order.
    var enabledServers: [KindContext] {
        guard let profile else { return [] }
        return profile.servers.filter(\.enabled).map {
            KindContext(dependencies: dependencies, server: $0, in: profile)
        }
    }

    /// Every enabled Radarr and Sonarr of the profile with the service its screens read and the
    /// key of its offline copy, for the views that read their libraries (search everywhere, the
    /// palette, the activity watcher), in the profile's order.
    var servedServers: [ServedServer] {
        enabledServers.compactMap { context in
            if context.server.kind == .radarr {
                return .radarr(context.ref, context.radarr, cacheKey: context.cacheKey)
            }
            if context.server.kind == .sonarr {
                return .sonarr(context.ref, context.sonarr, cacheKey: context.cacheKey)
            }
            return nil
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
