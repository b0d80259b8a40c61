/// Sonarr's screens, carried by ``AppRoute/sonarr(_:)``.
public enum SonarrRoute: Hashable, Sendable, Codable {
    /// Sonarr's home: the server, the library's size and what airs this week.
    case home

    /// A short title for headers and breadcrumbs.
    public var title: String {
        switch self {
        case .home: "Sonarr"
        }
    }

    /// The title with what the route carries, for people.
    public var label: String { title }

    /// Whether the route opens as a sheet.
    public var isSheet: Bool { false }
}
