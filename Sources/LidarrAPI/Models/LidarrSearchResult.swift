import ArrKit
import Foundation

/// One hit of Lidarr's `/search` (`SearchResource`): an artist or an album, found in
/// MusicBrainz through Lidarr (with an id when it is in the library).
public struct LidarrSearchResult: Hashable, Sendable, Decodable {
    /// Its place in the answer.
    public var id: Int?
    /// MusicBrainz's id of what it found.
    public var foreignId: String?
    /// The artist, when it found one.
    public var artist: Artist?
    /// The album, when it found one.
    public var album: Album?

    private enum CodingKeys: String, CodingKey { case id, foreignId, artist, album }

    /// Decodes leniently: an artist or album that does not read is left out of the hit.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = c.lenientInt(forKey: .id)
        foreignId = try? c.decodeIfPresent(String.self, forKey: .foreignId)
        artist = try? c.decodeIfPresent(Artist.self, forKey: .artist)
        album = try? c.decodeIfPresent(Album.self, forKey: .album)
    }
}
