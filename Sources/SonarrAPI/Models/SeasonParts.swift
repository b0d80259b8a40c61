import ArrKit
import Foundation
import ServerKit

/// Episode counts and size of a series or a season.
public struct EpisodeStatistics: Hashable, Sendable, Codable {
    /// How many seasons (series statistics only).
    public var seasonCount: ServerCount?
    /// Episodes with a file.
    public var episodeFileCount: ServerCount
    /// Monitored aired episodes plus any with a file: what "complete" is measured against.
    public var episodeCount: ServerCount
    /// Every episode, specials and unaired ones included.
    public var totalEpisodeCount: ServerCount
    /// Bytes on disk.
    public var sizeOnDisk: ServerCount
    /// Files ÷ episodes × 100, as the server computes it.
    public var percentOfEpisodes: Double
    /// The next episode to air (season statistics).
    public var nextAiring: Date?
    /// The last episode that aired (season statistics).
    public var previousAiring: Date?

    /// Creates statistics.
    public init(
        seasonCount: ServerCount? = nil, episodeFileCount: ServerCount = 0, episodeCount: ServerCount = 0,
        totalEpisodeCount: ServerCount = 0,
        sizeOnDisk: ServerCount = 0, percentOfEpisodes: Double = 0, nextAiring: Date? = nil, previousAiring: Date? = nil
    ) {
        self.seasonCount = seasonCount
        self.episodeFileCount = episodeFileCount
        self.episodeCount = episodeCount
        self.totalEpisodeCount = totalEpisodeCount
        self.sizeOnDisk = sizeOnDisk
        self.percentOfEpisodes = percentOfEpisodes
        self.nextAiring = nextAiring
        self.previousAiring = previousAiring
    }

    private enum CodingKeys: String, CodingKey {
        case seasonCount, episodeFileCount, episodeCount, totalEpisodeCount, sizeOnDisk, percentOfEpisodes
        case nextAiring, previousAiring
    }

    /// Decodes statistics, defaulting missing counters to 0.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        seasonCount = try? c.decodeIfPresent(ServerCount.self, forKey: .seasonCount)
        episodeFileCount = (try? c.decodeIfPresent(ServerCount.self, forKey: .episodeFileCount)) ?? 0
        episodeCount = (try? c.decodeIfPresent(ServerCount.self, forKey: .episodeCount)) ?? 0
        totalEpisodeCount = (try? c.decodeIfPresent(ServerCount.self, forKey: .totalEpisodeCount)) ?? 0
        sizeOnDisk = c.lenientCount(forKey: .sizeOnDisk) ?? 0
        let percent = (try? c.decodeIfPresent(Double.self, forKey: .percentOfEpisodes)) ?? 0
        percentOfEpisodes = percent.isFinite ? percent : 0
        nextAiring = c.lenientDate(forKey: .nextAiring)
        previousAiring = c.lenientDate(forKey: .previousAiring)
    }

    /// "38/40": files over the episodes that count.
    public var progressText: String { "\(episodeFileCount)/\(episodeCount)" }

    /// Whether every counted episode has a file (and there is at least one).
    public var isComplete: Bool { episodeCount > 0 && episodeFileCount >= episodeCount }
}

/// One season of a series.
public struct Season: Hashable, Sendable, Codable {
    /// The season's number; 0 holds the specials.
    public var seasonNumber: Int
    /// Whether new episodes of it are searched for.
    public var monitored: Bool
    /// Its counts; absent for a season without episodes.
    public var statistics: EpisodeStatistics?

    /// Creates a season.
    public init(seasonNumber: Int, monitored: Bool, statistics: EpisodeStatistics? = nil) {
        self.seasonNumber = seasonNumber
        self.monitored = monitored
        self.statistics = statistics
    }

    private enum CodingKeys: String, CodingKey { case seasonNumber, monitored, statistics }

    /// Decodes a season; statistics that cannot be read count as absent.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        seasonNumber = try c.decode(Int.self, forKey: .seasonNumber)
        monitored = (try? c.decodeIfPresent(Bool.self, forKey: .monitored)) ?? false
        statistics = try? c.decodeIfPresent(EpisodeStatistics.self, forKey: .statistics)
    }
}

/// Another title a series is known by.
public struct AlternateTitle: Hashable, Sendable, Codable {
    /// The title.
    public var title: String?
    /// The season it applies to, if only one.
    public var seasonNumber: Int?

    /// Creates an alternate title.
    public init(title: String? = nil, seasonNumber: Int? = nil) {
        self.title = title
        self.seasonNumber = seasonNumber
    }
}

/// What to do right after a series is added.
public struct SeriesAddOptions: Hashable, Sendable, Codable {
    /// Which episodes to monitor.
    public var monitor: SeriesMonitor?
    /// Search for missing episodes at once.
    public var searchForMissingEpisodes: Bool?
    /// Search for episodes whose quality is below the cutoff.
    public var searchForCutoffUnmetEpisodes: Bool?

    /// Creates add options.
    public init(
        monitor: SeriesMonitor? = .all, searchForMissingEpisodes: Bool? = false,
        searchForCutoffUnmetEpisodes: Bool? = false
    ) {
        self.monitor = monitor
        self.searchForMissingEpisodes = searchForMissingEpisodes
        self.searchForCutoffUnmetEpisodes = searchForCutoffUnmetEpisodes
    }
}

/// A v3 language profile (Sonarr v4 has none and answers with one "Deprecated" stub).
public struct LanguageProfile: Hashable, Sendable, Codable, Identifiable {
    /// Its id.
    public var id: Int
    /// Its name.
    public var name: String?

    /// Creates a language profile.
    public init(id: Int, name: String? = nil) {
        self.id = id
        self.name = name
    }
}
