import TautulliKit

/// How a Tautulli server is, for the Services screen and Home.
enum StreamOverview {
    /// Its version and what plays.
    static func of(_ client: TautulliClient) async throws -> ServiceOverview {
        let version = try await client.version()
        let activity = try await client.activity()
        return ServiceOverview(version: version, healthIssues: 0, activity: StreamText.summary(activity))
    }

    /// Tautulli's part of Home: its line; Enter on it opens Now playing.
    static func dashboard(_ client: TautulliClient) async throws -> ServiceDashboard {
        ServiceDashboard(
            kind: .tautulli, overview: try await of(client), lowDisks: [], downloading: [], upcoming: [], missing: nil)
    }
}
