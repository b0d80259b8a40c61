import ArrKit
import Foundation
import ServerKit

/// One track of an album (`TrackResource`).
public struct Track: Hashable, Sendable, Codable, Identifiable {
    /// Lidarr's id.
    public var id: Int?
    /// The album's id.
    public var albumId: Int?
    /// The track number as printed ("A1" on vinyl, "3" on a CD).
    public var trackNumber: String?
    /// Its place across every medium.
    public var absoluteTrackNumber: Int?
    /// Which disc or side.
    public var mediumNumber: Int?
    /// The title.
    public var title: String
    /// Length in milliseconds.
    public var duration: ServerCount?
    /// Whether a file is on disk.
    public var hasFile: Bool
    /// The id of its file when it has one (Lidarr sends 0 for none; read as nil).
    public var trackFileId: Int?
    /// Whether it is marked explicit.
    public var explicit: Bool?

    /// Creates a track.
    public init(id: Int? = nil, albumId: Int? = nil, trackNumber: String? = nil, title: String, hasFile: Bool = false) {
        self.id = id
        self.albumId = albumId
        self.trackNumber = trackNumber
        self.title = title
        self.hasFile = hasFile
    }

    private enum CodingKeys: String, CodingKey {
        case id, albumId, trackNumber, absoluteTrackNumber, mediumNumber, title, duration, hasFile, trackFileId,
            explicit
    }

    /// Decodes leniently: a track number sent as a number reads as its text.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = c.lenientInt(forKey: .id)
        albumId = c.lenientInt(forKey: .albumId)
        trackNumber =
            (try? c.decodeIfPresent(String.self, forKey: .trackNumber))
            ?? c.lenientInt(forKey: .trackNumber).map(String.init)
        absoluteTrackNumber = c.lenientInt(forKey: .absoluteTrackNumber)
        mediumNumber = c.lenientInt(forKey: .mediumNumber)
        title = (try? c.decodeIfPresent(String.self, forKey: .title)) ?? ""
        duration = c.lenientCount(forKey: .duration)
        hasFile = (try? c.decodeIfPresent(Bool.self, forKey: .hasFile)) ?? false
        trackFileId = c.lenientInt(forKey: .trackFileId).flatMap { $0 > 0 ? $0 : nil }
        explicit = try? c.decodeIfPresent(Bool.self, forKey: .explicit)
    }
}
