import ArrKit
import LidarrAPI

extension ReleaseOffer {
    /// Lidarr's release in the shared shape (Lidarr says approved or not, with its reasons).
    public init(_ release: LidarrRelease) {
        self.init(
            guid: release.guid, indexerId: release.indexerId, indexer: nil, title: release.title,
            quality: release.quality, qualityWeight: nil, size: release.size, ageHours: nil, seeders: release.seeders,
            protocol: release.protocol, approved: release.approved, rejected: !release.approved,
            rejections: release.rejections)
    }
}
