import SeerrKit
import ThriftwoodNavigation

/// Seerr's screens: the requests, one request, the issues.
public enum RequestsRoute: Hashable, Sendable, Codable {
    /// Every request, pending first (Seerr's home).
    case list
    /// One request: the title, who asked, where it goes.
    case request(id: Int)
    /// The issues, open first.
    case issues
    /// A title to request (from search everywhere): what Seerr knows of it, and the request.
    case new(mediaType: SeerrMediaType, tmdbId: Int)

    /// The screen's title.
    public var title: String {
        switch self {
        case .list: "Requests"
        case .request: "Request"
        case .issues: "Issues"
        case .new: "New request"
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
            .int("request-movie/:tmdb", { .requests(.new(mediaType: .movie, tmdbId: $0)) }) {
                if case .requests(.new(.movie, let id), nil) = $0 { id } else { nil }
            },
            .int("request-series/:tmdb", { .requests(.new(mediaType: .tv, tmdbId: $0)) }) {
                if case .requests(.new(.tv, let id), nil) = $0 { id } else { nil }
            },
        ]
    }
}
