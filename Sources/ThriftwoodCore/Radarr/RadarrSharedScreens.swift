import ArrKit
import RadarrAPI
import ServerKit

extension ReleaseOffer {
    /// Radarr's release in the shared shape.
    public init(_ release: Release) {
        self.init(
            guid: release.guid, indexerId: release.indexerId, indexer: release.indexer, title: release.title,
            quality: release.quality?.name, qualityWeight: release.qualityWeight,
            size: release.size, ageHours: release.ageHours ?? release.age.map { $0.double * 24 },
            seeders: release.seeders, protocol: release.protocol, approved: release.approved,
            rejected: release.rejected, rejections: (release.rejections ?? []).map(\.reason),
            languages: (release.languages ?? []).compactMap(\.name), customFormatScore: release.customFormatScore)
    }
}

extension ReleaseSource {
    /// One movie's releases on Radarr.
    public static func movie(_ movieId: Int, radarr: any RadarrService) -> ReleaseSource {
        ReleaseSource(
            service: .radarr, subject: "",
            search: { try await radarr.client().releases(movieId: movieId).map(ReleaseOffer.init) },
            grab: { offer in
                guard let indexerId = offer.indexerId else { return }
                _ = try await radarr.client().grab(GrabRequest(guid: offer.guid, indexerId: indexerId))
            }, server: { try await radarr.client() })
    }
}

extension ReleasesViewModel {
    /// Manual search for movie `movieId` on Radarr.
    public convenience init(movieId: MovieID, radarr: any RadarrService) {
        self.init(source: .movie(movieId.rawValue, radarr: radarr))
    }
}

extension SystemStatusViewModel {
    /// Radarr's system screen.
    public convenience init(radarr: any RadarrService) {
        self.init(service: .radarr) { try await radarr.client() }
    }
}
