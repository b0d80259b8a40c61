import SeerrDemoServer
import ThriftwoodCore

extension DemoServerEntry {
    /// Seerr's demo.
    static let seerr = DemoServerEntry(
        kind: .seerr, quiet: true,
        imitates:
            "API v1: status, auth/me, request (count, approve, decline, retry, delete), issue (count, comments, status), movie, tv, search, discover/watchlist, service/radarr and sonarr, settings/notifications/webhook, imageproxy. Any other path: 404, as Seerr answers it."
    ) { SeerrDemoServer(configuration: $0, logger: $1) }
}
