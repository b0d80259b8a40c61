/// Where a movie is in its release cycle.
public enum MovieStatus: RadarrEnumeration {
    case tba, announced, inCinemas, released, deleted
    /// A status this build does not know.
    case unknown(String)

    /// Every known status.
    public static let knownCases: [MovieStatus] = [.tba, .announced, .inCinemas, .released, .deleted]

    /// The wire name.
    public var wireName: String {
        switch self {
        case .tba: "tba"
        case .announced: "announced"
        case .inCinemas: "inCinemas"
        case .released: "released"
        case .deleted: "deleted"
        case .unknown(let name): name
        }
    }
}

/// When Radarr considers a movie available for download.
public typealias MinimumAvailability = MovieStatus

/// The kind of a history record; Radarr filters history by the numbers in ``filterNumber``.
public enum HistoryEventType: RadarrEnumeration {
    case grabbed, downloadFolderImported, downloadFailed, movieFileDeleted, movieFolderImported
    case movieFileRenamed, downloadIgnored
    /// An event type this build does not know.
    case unknown(String)

    /// Every known event type.
    public static let knownCases: [HistoryEventType] = [
        .grabbed, .downloadFolderImported, .downloadFailed, .movieFileDeleted, .movieFolderImported,
        .movieFileRenamed, .downloadIgnored,
    ]

    /// The wire name.
    public var wireName: String {
        switch self {
        case .grabbed: "grabbed"
        case .downloadFolderImported: "downloadFolderImported"
        case .downloadFailed: "downloadFailed"
        case .movieFileDeleted: "movieFileDeleted"
        case .movieFolderImported: "movieFolderImported"
        case .movieFileRenamed: "movieFileRenamed"
        case .downloadIgnored: "downloadIgnored"
        case .unknown(let name): name
        }
    }

    /// The number `GET /history?eventType=` takes for this type.
    public var filterNumber: Int? {
        switch self {
        case .grabbed: 1
        case .downloadFolderImported: 3
        case .downloadFailed: 4
        case .movieFileDeleted: 6
        case .movieFolderImported: 7
        case .movieFileRenamed: 8
        case .downloadIgnored: 9
        case .unknown: nil
        }
    }
}

/// How a release travels.
public enum DownloadProtocol: RadarrEnumeration {
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
public enum CommandStatus: RadarrEnumeration {
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
public enum HealthCheckType: RadarrEnumeration {
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

/// What to monitor when adding a movie.
public enum MonitorType: RadarrEnumeration {
    case movieOnly, movieAndCollection, none
    /// A choice this build does not know.
    case unknown(String)

    /// Every known choice.
    public static let knownCases: [MonitorType] = [.movieOnly, .movieAndCollection, .none]

    /// The wire name.
    public var wireName: String {
        switch self {
        case .movieOnly: "movieOnly"
        case .movieAndCollection: "movieAndCollection"
        case .none: "none"
        case .unknown(let name): name
        }
    }
}
