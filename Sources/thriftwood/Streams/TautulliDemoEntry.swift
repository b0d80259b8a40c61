import TautulliDemoServer
import ThriftwoodCore

extension DemoServerEntry {
    /// Tautulli's demo.
    static let tautulli = DemoServerEntry(
        kind: .tautulli, quiet: true,
        imitates:
            "API v2 commands get_activity, get_history, get_home_stats, get_libraries, get_recently_added, get_server_info, get_tautulli_info, get_users, pms_image_proxy, server_status, status, terminate_session, docs. Any other: \"Unknown command\", as Tautulli answers it."
    ) {
        TautulliDemoServer(configuration: $0, logger: $1)
    }
}
