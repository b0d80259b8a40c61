import SeerrKit
import ServerKit

/// How a Seerr server is, for the Services screen and Home: which server and version, how
/// many requests wait, how many issues are open.
enum RequestOverview {
    /// How long the version and flavour are taken as read (Home refreshes every 30 s; asking
    /// `/status`, `/settings/public` and `/auth/me` each time spent Seerr's budget of six a minute).
    static let infoAge = Duration.seconds(600)

    /// Asks `client` for its version and counts; issues a user may not see are left out.
    static func of(_ client: SeerrClient) async throws -> ServiceOverview {
        let info = try await client.serverInfo(maxAge: infoAge)
        let counts: SeerrRequestCounts
        do {
            counts = try await client.requestCounts()
        } catch {
            // A key refused since the info was read: `/auth/me` says so in its own words.
            if case .notPermitted = error.problem { _ = try await client.me() }
            throw error
        }
        let openIssues = await visibleOpenIssues(client)
        let flavour = info.flavour == .seerr ? "" : "\(info.flavour.rawValue) · "
        return ServiceOverview(
            version: info.version, healthIssues: 0,
            activity: flavour + RequestText.summary(pending: counts.pending, openIssues: openIssues))
    }

    /// How many issues are open; nil when the key's user may not see issues (a server that
    /// cannot be reached has failed the request count already).
    private static func visibleOpenIssues(_ client: SeerrClient) async -> ServerCount? {
        do {
            return try await client.issueCounts().open
        } catch {
            return nil
        }
    }

    /// Seerr's part of Home: its line; Enter on it opens the requests.
    static func dashboard(_ client: SeerrClient) async throws -> ServiceDashboard {
        ServiceDashboard(
            kind: .seerr, overview: try await of(client), lowDisks: [], downloading: [], upcoming: [], missing: nil)
    }
}
