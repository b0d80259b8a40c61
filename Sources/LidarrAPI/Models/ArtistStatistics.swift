import ArrKit
import Foundation

/// What Lidarr counts of an artist's or an album's tracks (`statistics`).
public struct TrackStatistics: Hashable, Sendable, Codable {
    /// How many albums (an artist's statistics only).
    public var albumCount: Int?
    /// Tracks with a file.
    public var trackFileCount: Int
    /// Tracks of monitored albums.
    public var trackCount: Int
    /// Every track.
    public var totalTrackCount: Int
    /// Bytes on disk.
    public var sizeOnDisk: Int64
    /// Lidarr's own percentage of tracks with a file.
    public var percentOfTracks: Double

    /// Creates statistics.
    public init(
        albumCount: Int? = nil, trackFileCount: Int = 0, trackCount: Int = 0, totalTrackCount: Int = 0,
        sizeOnDisk: Int64 = 0, percentOfTracks: Double = 0
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
        albumCount = c.lenientInt(forKey: .albumCount)
        trackFileCount = c.lenientInt(forKey: .trackFileCount) ?? 0
        trackCount = c.lenientInt(forKey: .trackCount) ?? 0
        totalTrackCount = c.lenientInt(forKey: .totalTrackCount) ?? 0
        sizeOnDisk = c.lenientInt64(forKey: .sizeOnDisk) ?? 0
        let percent = (try? c.decodeIfPresent(Double.self, forKey: .percentOfTracks)) ?? 0
        percentOfTracks = percent.isFinite ? percent : 0
    }

    /// "9/12": tracks with a file of the monitored tracks.
    public var progressText: String { "\(trackFileCount)/\(trackCount)" }
}
