/// How a release travels.
public enum DownloadProtocol: ArrEnumeration {
    case usenet, torrent
    /// A protocol this build does not know (Radarr itself sends `unknown`).
    case unknown(String)

    /// Every known protocol.
    public static let knownCases: [DownloadProtocol] = [.usenet, .torrent]

    /// The wire name.
    public var wireName: String {
        switch self {
        case .usenet: "usenet"
        case .torrent: "torrent"
        case .unknown(let name): name
        }
    }
}

/// The lifecycle of a server command such as `MoviesSearch`.
public enum CommandStatus: ArrEnumeration {
    case queued, started, completed, failed, aborted, cancelled, orphaned
    /// A status this build does not know.
    case unknown(String)

    /// Every known status.
    public static let knownCases: [CommandStatus] = [
        .queued, .started, .completed, .failed, .aborted, .cancelled, .orphaned,
    ]

    /// The wire name.
    public var wireName: String {
        switch self {
        case .queued: "queued"
        case .started: "started"
        case .completed: "completed"
        case .failed: "failed"
        case .aborted: "aborted"
        case .cancelled: "cancelled"
        case .orphaned: "orphaned"
        case .unknown(let name): name
        }
    }

    /// Whether the command has stopped running, successfully or not.
    public var isFinished: Bool {
        switch self {
        case .queued, .started, .unknown: false
        case .completed, .failed, .aborted, .cancelled, .orphaned: true
        }
    }
}

/// How serious a health check is.
public enum HealthCheckType: ArrEnumeration {
    case ok, notice, warning, error
    /// A level this build does not know.
    case unknown(String)

    /// Every known level.
    public static let knownCases: [HealthCheckType] = [.ok, .notice, .warning, .error]

    /// The wire name.
    public var wireName: String {
        switch self {
        case .ok: "ok"
        case .notice: "notice"
        case .warning: "warning"
        case .error: "error"
        case .unknown(let name): name
        }
    }
}
