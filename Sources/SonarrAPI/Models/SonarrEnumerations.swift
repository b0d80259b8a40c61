import ArrKit

/// Where a series is in its life.
public enum SeriesStatus: ArrEnumeration {
    case continuing, ended, upcoming, deleted
    /// A status this build does not know.
    case unknown(String)

    /// Every known status.
    public static let knownCases: [SeriesStatus] = [.continuing, .ended, .upcoming, .deleted]

    /// The wire name.
    public var wireName: String {
        switch self {
        case .continuing: "continuing"
        case .ended: "ended"
        case .upcoming: "upcoming"
        case .deleted: "deleted"
        case .unknown(let name): name
        }
    }
}

/// How a series numbers its episodes.
public enum SeriesType: ArrEnumeration {
    case standard, daily, anime
    /// A type this build does not know.
    case unknown(String)

    /// Every known type.
    public static let knownCases: [SeriesType] = [.standard, .daily, .anime]

    /// The wire name.
    public var wireName: String {
        switch self {
        case .standard: "standard"
        case .daily: "daily"
        case .anime: "anime"
        case .unknown(let name): name
        }
    }
}

/// Which episodes to monitor when adding a series or applying a preset.
public enum SeriesMonitor: ArrEnumeration {
    case all, future, missing, existing, recent, pilot, firstSeason, lastSeason, latestSeason
    case monitorSpecials, unmonitorSpecials, none
    /// A choice this build does not know.
    case unknown(String)

    /// Every known choice.
    public static let knownCases: [SeriesMonitor] = [
        .all, .future, .missing, .existing, .recent, .pilot, .firstSeason, .lastSeason, .latestSeason,
        .monitorSpecials, .unmonitorSpecials, .none,
    ]

    /// The choices a person picks from when adding a series to a server of `majorVersion`
    /// (v3 knows fewer, and calls the last season `latestSeason`).
    public static func choices(majorVersion: Int) -> [SeriesMonitor] {
        majorVersion >= 4
            ? [.all, .future, .missing, .existing, .recent, .pilot, .firstSeason, .lastSeason, .none]
            : [.all, .future, .missing, .existing, .pilot, .firstSeason, .latestSeason, .none]
    }

    /// The wire name.
    public var wireName: String {
        switch self {
        case .all: "all"
        case .future: "future"
        case .missing: "missing"
        case .existing: "existing"
        case .recent: "recent"
        case .pilot: "pilot"
        case .firstSeason: "firstSeason"
        case .lastSeason: "lastSeason"
        case .latestSeason: "latestSeason"
        case .monitorSpecials: "monitorSpecials"
        case .unmonitorSpecials: "unmonitorSpecials"
        case .none: "none"
        case .unknown(let name): name
        }
    }
}

/// What Sonarr's history records.
public enum SonarrHistoryEventType: ArrEnumeration {
    case grabbed, seriesFolderImported, downloadFolderImported, downloadFailed, episodeFileDeleted
    case episodeFileRenamed, downloadIgnored
    /// An event this build does not know.
    case unknown(String)

    /// Every known event.
    public static let knownCases: [SonarrHistoryEventType] = [
        .grabbed, .seriesFolderImported, .downloadFolderImported, .downloadFailed, .episodeFileDeleted,
        .episodeFileRenamed, .downloadIgnored,
    ]

    /// The wire name.
    public var wireName: String {
        switch self {
        case .grabbed: "grabbed"
        case .seriesFolderImported: "seriesFolderImported"
        case .downloadFolderImported: "downloadFolderImported"
        case .downloadFailed: "downloadFailed"
        case .episodeFileDeleted: "episodeFileDeleted"
        case .episodeFileRenamed: "episodeFileRenamed"
        case .downloadIgnored: "downloadIgnored"
        case .unknown(let name): name
        }
    }

    /// The number `GET /history?eventType=` takes (Sonarr filters by number, not name).
    public var number: Int? {
        switch self {
        case .grabbed: 1
        case .seriesFolderImported: 2
        case .downloadFolderImported: 3
        case .downloadFailed: 4
        case .episodeFileDeleted: 5
        case .episodeFileRenamed: 6
        case .downloadIgnored: 7
        case .unknown: nil
        }
    }
}

/// How an episode file was released.
public enum EpisodeReleaseType: ArrEnumeration {
    case singleEpisode, multiEpisode, seasonPack
    /// A type this build does not know (4.0.3 sent integers).
    case unknown(String)

    /// Every known type.
    public static let knownCases: [EpisodeReleaseType] = [.singleEpisode, .multiEpisode, .seasonPack]

    /// The wire name.
    public var wireName: String {
        switch self {
        case .singleEpisode: "singleEpisode"
        case .multiEpisode: "multiEpisode"
        case .seasonPack: "seasonPack"
        case .unknown(let name): name
        }
    }
}
