import ThriftwoodNavigation

/// Seerr's screens: the requests, one request, the issues.
public enum RequestsRoute: Hashable, Sendable, Codable {
    /// Every request, pending first (Seerr's home).
    case list
    /// One request: the title, who asked, where it goes.
    case request(id: Int)
    /// The issues, open first.
    case issues

    /// The screen's title.
    public var title: String {
        switch self {
        case .list: "Requests"
        case .request: "Request"
        case .issues: "Issues"
        }
    }

    /// The link table under Seerr's scope (`thriftwood://seerr/requests/12`).
    static var links: [RouteEntry<AppRoute>] {
        [
            .fixed("requests", .requests(.list)),
            .fixed("issues", .requests(.issues)),
            .int("requests/:id", { .requests(.request(id: $0)) }) {
                if case .requests(.request(let id), nil) = $0 { id } else { nil }
            },
        ]
    }
}
