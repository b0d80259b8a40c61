import ArrKit

/// Where a movie is in its release cycle.
public enum MovieStatus: ArrEnumeration {
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
public enum HistoryEventType: ArrEnumeration {
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

/// What to monitor when adding a movie.
public enum MonitorType: ArrEnumeration {
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
