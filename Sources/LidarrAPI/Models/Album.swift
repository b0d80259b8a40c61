import ArrKit
import Foundation
import ServerKit

/// One album of an artist (`AlbumResource`), with the fields Thriftwood reads; lenient as
/// ``Artist`` is. An album without a title fails to decode, so a list leaves it out.
public struct Album: Hashable, Sendable, Codable, Identifiable {
    /// Lidarr's id; nil for lookup results.
    public var id: Int?
    /// The title.
    public var title: String
    /// What tells two albums of one title apart ("Deluxe edition").
    public var disambiguation: String?
    /// A description.
    public var overview: String?
    /// The artist's id.
    public var artistId: Int?
    /// The MusicBrainz release group id.
    public var foreignAlbumId: String?
    /// Whether Lidarr watches for it.
    public var monitored: Bool
    /// "Album", "EP", "Single", …
    public var albumType: String?
    /// "Live", "Compilation", …
    public var secondaryTypes: [String]?
    /// Total length in milliseconds.
    public var duration: ServerCount?
    /// When it was (or will be) released.
    public var releaseDate: Date?
    /// Genres.
    public var genres: [String]?
    /// Track counts and size.
    public var statistics: TrackStatistics?
    /// The artist, when the answer embeds it (calendar, wanted, queue).
    public var artist: AlbumArtist?

    /// Creates an album.
    public init(id: Int? = nil, title: String, artistId: Int? = nil, monitored: Bool = true) {
        self.id = id
        self.title = title
        self.artistId = artistId
        self.monitored = monitored
    }

    private enum CodingKeys: String, CodingKey {
        case id, title, disambiguation, overview, artistId, foreignAlbumId, monitored, albumType, secondaryTypes
        case duration, releaseDate, genres, statistics, artist
    }

    /// Decodes leniently.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = c.lenientInt(forKey: .id)
        title = try c.decode(String.self, forKey: .title)
        disambiguation = try? c.decodeIfPresent(String.self, forKey: .disambiguation)
        overview = try? c.decodeIfPresent(String.self, forKey: .overview)
        artistId = c.lenientInt(forKey: .artistId)
        foreignAlbumId = try? c.decodeIfPresent(String.self, forKey: .foreignAlbumId)
        monitored = (try? c.decodeIfPresent(Bool.self, forKey: .monitored)) ?? false
        albumType = try? c.decodeIfPresent(String.self, forKey: .albumType)
        secondaryTypes = c.decodeLenientArray(String.self, forKey: .secondaryTypes)
        duration = c.lenientCount(forKey: .duration)
        releaseDate = c.lenientDate(forKey: .releaseDate)
        genres = c.decodeLenientArray(String.self, forKey: .genres)
        statistics = try? c.decodeIfPresent(TrackStatistics.self, forKey: .statistics)
        artist = try? c.decodeIfPresent(AlbumArtist.self, forKey: .artist)
    }

    /// The release year, 0 when unknown.
    public var year: Int {
        guard let releaseDate else { return 0 }
        return Calendar(identifier: .gregorian).component(.year, from: releaseDate)
    }
}

/// The artist embedded in an album answer: enough to name it.
public struct AlbumArtist: Hashable, Sendable, Codable {
    /// Lidarr's id.
    public var id: Int?
    /// The artist's name.
    public var artistName: String?

    /// Creates one.
    public init(id: Int?, artistName: String?) {
        self.id = id
        self.artistName = artistName
    }

    private enum CodingKeys: String, CodingKey { case id, artistName }

    /// Decodes leniently.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = c.lenientInt(forKey: .id)
        artistName = try? c.decodeIfPresent(String.self, forKey: .artistName)
    }
}
