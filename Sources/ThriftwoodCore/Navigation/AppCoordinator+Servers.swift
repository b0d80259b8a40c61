import Foundation

extension AppCoordinator {
    /// The enabled server of `kind` a route names by slug (nil: the profile's first of the kind),
    /// whatever the kind: download clients, Seerr, Tautulli, Lidarr, the admin screens.
    func routedServer(_ kind: ServiceKind, on slug: String?) -> ServiceServer? {
        guard let profile else { return nil }
        guard let slug else { return profile.enabledServer(kind) }
        return profile.server(named: slug).flatMap { $0.kind == kind && $0.enabled ? $0 : nil }
    }

    /// Why a route of `kind` on `slug` has no server: the slug names none in the profile, or
    /// (no slug) the profile has no server of the kind.
    func missingServer(_ kind: ServiceKind, on slug: String?) -> CoreError {
        slug.map { CoreError.serverNotFound($0, profile: profile?.name ?? "in use") } ?? .noService(kind)
    }

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

    /// Every enabled server of the profile whose kind the activity watcher reads.
    var watchedServers: [WatchSource] {
        enabledServers.compactMap { dependencies.kinds.declaration(of: $0.server.kind)?.watch?($0) }
    }
}
