import Foundation

/// What the palette offers for a profile: its screens by link, and readers for the cached
/// libraries and the profiles.
public enum PaletteCatalog {
    /// The screens of the profile's enabled services (each kind's declared ones, under each of
    /// its servers' scope), the views across services, settings.
    public static func screens(for profile: Profile?, kinds: KindRegistry) -> [PaletteItem] {
        var screens: [(String, String)] = [("Search everywhere", "search")]
        screens += ActivityRoute.allCases.map { route in
            (
                route.title + (route == .history || route == .queue ? " (every service)" : ""),
                route == .calendar ? "calendar" : "activity/\(route.rawValue)"
            )
        }
        // The screens each kind declares, under each of its servers' scope ("Prowlarr search indexers").
        for server in profile?.servers ?? [] where server.enabled {
            guard let profile, let declared = kinds.declaration(of: server.kind)?.paletteScreens else { continue }
            let first = profile.isFirst(server)
            let scope = first ? server.kind.rawValue : server.slug
            // A further server's home is offered by its name (below).
            screens += declared.filter { first || !$0.path.isEmpty }.map { screen in
                (
                    first ? screen.title : "\(server.name): \(screen.title)",
                    screen.path.isEmpty ? scope : "\(scope)/\(screen.path)"
                )
            }
        }
        // Every *arr's admin screens, under its scope ("Radarr 4K blocklist").
        for server in profile?.servers ?? []
        where server.enabled && kinds.declaration(of: server.kind)?.arrEngine != nil {
            guard let profile else { break }
            let scope = profile.isFirst(server) ? server.kind.rawValue : server.slug
            screens += AdminRoute.screens.map {
                ("\(server.name) \($0.title.lowercased())", "\(scope)/admin/\($0.slug)")
            }
        }
        // Each further server of a kind by its name, opening its home ("Radarr 4K").
        for server in profile?.servers ?? [] where server.enabled && kinds.declaration(of: server.kind) != nil {
            if let profile, !profile.isFirst(server) { screens.append((server.name, server.slug)) }
        }
        screens += [
            ("Services", "services"), ("Settings", "settings"), ("Profiles", "profiles"), ("Appearance", "appearance"),
            ("Notifications", "notifications"), ("Logs", "logs"), ("About", "about"),
        ]
        return screens.map { PaletteItem(kind: .screen, title: $0.0, target: .link("thriftwood://" + $0.1)) }
    }

    /// The cached movies of `server` as items opening each movie on it.
    public static func movies(
        _ movies: [MovieSummary], of server: ServerRef = ServerRef(kind: .radarr)
    ) -> [PaletteItem] {
        let scope = server.slug ?? "radarr"
        return movies.map {
            PaletteItem(
                kind: .movie, title: RadarrLabels.title($0.title, year: $0.year), detail: server.name,
                target: .link("thriftwood://\(scope)/movies/\($0.id)"))
        }
    }

    /// The cached series as items opening each series.
    public static func series(
        _ series: [(id: Int, title: String, year: Int)], of server: ServerRef = ServerRef(kind: .sonarr)
    ) -> [PaletteItem] {
        let scope = server.slug ?? "sonarr"
        return series.map {
            PaletteItem(
                kind: .series, title: RadarrLabels.title($0.title, year: $0.year), detail: server.name,
                target: .link("thriftwood://\(scope)/series/\($0.id)"))
        }
    }
}
