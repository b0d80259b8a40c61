import ArrKit
import Foundation
import SonarrAPI

/// An episode airing soon, as Sonarr's home lists it.
public struct AiringLine: Sendable, Hashable {
    /// When it airs ("2026-11-28 21:00"), "TBA" when not announced.
    public let when: String
    /// Its series' title.
    public let series: String
    /// "S02E03 Title".
    public let episode: String
    /// Whether its file is on disk already.
    public let hasFile: Bool
}

extension SonarrHomeViewModel {
    /// The server's name and version ("Sonarr 4.0.9"), once read.
    public var serverLine: String? {
        status.value.map { "\($0.instanceName ?? $0.appName ?? "Sonarr") \($0.version ?? "")" }
    }

    /// What airs in the next seven days, once read.
    public var airingLines: [AiringLine]? {
        upcoming.value.map { episodes in
            episodes.map { episode in
                AiringLine(
                    when: episode.airDateUtc.map { Format.dateTime($0) } ?? "TBA", series: episode.series?.title ?? "",
                    episode: "\(episode.code) \(episode.title ?? "")", hasFile: episode.hasFile)
            }
        }
    }
}
