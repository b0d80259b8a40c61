import ArrKit
import SonarrAPI

extension ReleaseOffer {
    /// Sonarr's release in the shared shape (season packs marked).
    public init(_ release: SonarrRelease) {
        self.init(
            guid: release.guid, indexerId: release.indexerId, indexer: release.indexer, title: release.title,
            quality: release.quality?.name, qualityWeight: release.qualityWeight, size: release.size,
            ageHours: release.ageHours, seeders: release.seeders, protocol: release.protocol,
            approved: release.approved, rejected: release.rejected,
            rejections: (release.rejections ?? []).map(\.reason), fullSeason: release.fullSeason ?? false,
            languages: release.languages.compactMap(\.name), customFormatScore: release.customFormatScore)
    }
}

extension ReleaseSource {
    /// A season's releases on Sonarr, season packs included.
    public static func season(_ seasonNumber: Int, of seriesId: Int, sonarr: any SonarrService) -> ReleaseSource {
        ReleaseSource(
            service: .sonarr, subject: SonarrLabels.season(seasonNumber),
            search: {
                try await sonarr.client().releases(seriesId: seriesId, seasonNumber: seasonNumber).map(
                    ReleaseOffer.init)
            },
            grab: { offer in
                guard let indexerId = offer.indexerId else { return }
                _ = try await sonarr.client().grab(
                    SonarrGrabRequest(guid: offer.guid, indexerId: indexerId, seriesId: seriesId))
            }, server: { try await sonarr.client() })
    }

    /// One episode's releases on Sonarr (an episode named by number is looked up first).
    public static func episode(_ episode: EpisodeLocator, sonarr: any SonarrService) -> ReleaseSource {
        ReleaseSource(
            service: .sonarr, subject: "this episode",
            search: {
                let client = try await sonarr.client()
                let episodeId = try await episode.resolve(on: client)
                return try await client.releases(episodeId: episodeId).map(ReleaseOffer.init)
            },
            grab: { offer in
                guard let indexerId = offer.indexerId else { return }
                let client = try await sonarr.client()
                let episodeId = try await episode.resolve(on: client)
                _ = try await client.grab(
                    SonarrGrabRequest(guid: offer.guid, indexerId: indexerId, episodeId: episodeId))
            }, server: { try await sonarr.client() })
    }
}
