import ThriftwoodNavigation

extension SonarrRoute {
    /// Sonarr's screens, under `thriftwood://sonarr/` (its home is the scope itself).
    static let links: [RouteEntry<AppRoute>] = []
}
