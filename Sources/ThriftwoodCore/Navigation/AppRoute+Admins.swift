extension AppRoute {
    /// Whether only an admin may open this screen: Thriftwood's own log and each server's logs
    /// (sign-ins with their addresses, requests, paths), backups (whole configurations, keys
    /// included), and the profiles' server settings. Every front end with roles asks this.
    public var isForAdmins: Bool {
        switch self {
        case .settings(.logs), .settings(.profiles), .settings(.addProfile), .settings(.editProfile),
            .settings(.notifications):
            true
        case .admin(.logs, _, _), .admin(.logFile, _, _), .admin(.backups, _, _), .admin(.updates, _, _):
            true
        default: false
        }
    }
}
