import TautulliKit

/// How a Tautulli server is, for the Services screen and Home.
enum StreamOverview {
    /// Its version and what plays.
    static func of(_ client: TautulliClient) async throws -> ServiceOverview {
        try await read(client).overview
    }

    /// Its version and activity, and the overview they make.
    private static func read(
        _ client: TautulliClient
    ) async throws -> (
        overview: ServiceOverview, activity: TautulliActivity
    ) {
        let version = try await client.version()
        let activity = try await client.activity()
        return (ServiceOverview(version: version, healthIssues: 0, activity: StreamText.summary(activity)), activity)
    }

    /// Tautulli's part of Home: its line and the streams; Enter on either opens Now playing.
    static func dashboard(_ client: TautulliClient) async throws -> ServiceDashboard {
        let (overview, activity) = try await read(client)
        let playing = activity.sessions.map { session in
            DashboardItem(
                service: .tautulli, id: session.id, title: StreamText.title(session),
                detail: StreamText.homeDetail(session), progress: session.progress, route: .streams(.nowPlaying))
        }
        return ServiceDashboard(
            kind: .tautulli,
            overview: overview,
            lowDisks: [], downloading: [], upcoming: [], missing: nil, playing: playing)
    }
}
