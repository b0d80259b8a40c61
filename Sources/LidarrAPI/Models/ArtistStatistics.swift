import ArrKit
import Foundation
import ServerKit

/// What Lidarr counts of an artist's or an album's tracks (`statistics`).
public struct TrackStatistics: Hashable, Sendable, Codable {
    /// How many albums (an artist's statistics only).
    public var albumCount: ServerCount?
    /// Tracks with a file.
    public var trackFileCount: ServerCount
    /// Tracks of monitored albums.
    public var trackCount: ServerCount
    /// Every track.
    public var totalTrackCount: ServerCount
    /// Bytes on disk.
    public var sizeOnDisk: ServerCount
    /// Lidarr's own percentage of tracks with a file.
    public var percentOfTracks: Double

    /// Creates statistics.
    public init(
        albumCount: ServerCount? = nil, trackFileCount: ServerCount = 0, trackCount: ServerCount = 0,
        totalTrackCount: ServerCount = 0,
        sizeOnDisk: ServerCount = 0, percentOfTracks: Double = 0
    ) {
        self.albumCount = albumCount
        self.trackFileCount = trackFileCount
        self.trackCount = trackCount
        self.totalTrackCount = totalTrackCount
        self.sizeOnDisk = sizeOnDisk
        self.percentOfTracks = percentOfTracks
    }

    private enum CodingKeys: String, CodingKey {
        case albumCount, trackFileCount, trackCount, totalTrackCount, sizeOnDisk, percentOfTracks
    }

    /// Decodes leniently: numbers as strings, nulls and absent fields become zero.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        albumCount = c.lenientCount(forKey: .albumCount)
        trackFileCount = c.lenientCount(forKey: .trackFileCount) ?? 0
        trackCount = c.lenientCount(forKey: .trackCount) ?? 0
        totalTrackCount = c.lenientCount(forKey: .totalTrackCount) ?? 0
        sizeOnDisk = c.lenientCount(forKey: .sizeOnDisk) ?? 0
        let percent = (try? c.decodeIfPresent(Double.self, forKey: .percentOfTracks)) ?? 0
        percentOfTracks = percent.isFinite ? percent : 0
    }

    /// "9/12": tracks with a file of the monitored tracks.
    public var progressText: String { "\(trackFileCount)/\(trackCount)" }
}
