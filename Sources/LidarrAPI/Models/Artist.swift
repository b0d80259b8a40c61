import ArrKit
import Foundation

/// One artist in Lidarr's library (`ArtistResource`), with the fields Thriftwood reads.
///
/// Decoding is lenient: a missing or odd field costs that field, never the artist. An artist
/// without a name cannot be shown and fails to decode, so a list leaves it out and says so.
public struct Artist: Hashable, Sendable, Codable, Identifiable {
    /// Lidarr's id; nil for lookup results not in the library.
    public var id: Int?
    /// The artist's name.
    public var artistName: String
    /// The name Lidarr sorts by.
    public var sortName: String?
    /// Continuing, ended or deleted.
    public var status: ArtistStatus?
    /// Whether the artist has stopped releasing.
    public var ended: Bool?
    /// A description of the artist.
    public var overview: String?
    /// "Group", "Person", …
    public var artistType: String?
    /// What tells two artists of one name apart.
    public var disambiguation: String?
    /// The MusicBrainz id.
    public var foreignArtistId: String?
    /// The artist's folder.
    public var path: String?
    /// The quality profile's id.
    public var qualityProfileId: Int?
    /// The metadata profile's id (which release types count).
    public var metadataProfileId: Int?
    /// Whether Lidarr watches for releases.
    public var monitored: Bool
    /// Which new albums get monitored.
    public var monitorNewItems: String?
    /// The root folder the artist was added under.
    public var rootFolderPath: String?
    /// Genres.
    public var genres: [String]?
    /// Tag ids.
    public var tags: [Int]?
    /// When it was added.
    public var added: Date?
    /// Track counts and size.
    public var statistics: TrackStatistics?
    /// What to do on adding it (sent with `POST /artist` only).
    public var addOptions: ArtistAddOptions?

    /// Creates an artist.
    public init(id: Int? = nil, artistName: String, monitored: Bool = true, foreignArtistId: String? = nil) {
        self.id = id
        self.artistName = artistName
        self.monitored = monitored
        self.foreignArtistId = foreignArtistId
    }

    private enum CodingKeys: String, CodingKey {
        case id, artistName, sortName, status, ended, overview, artistType, disambiguation, foreignArtistId, path
        case qualityProfileId, metadataProfileId, monitored, monitorNewItems, rootFolderPath, genres, tags, added
        case statistics, addOptions
    }

    /// Decodes leniently (see the type's description).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = c.lenientInt(forKey: .id)
        artistName = try c.decode(String.self, forKey: .artistName)
        sortName = try? c.decodeIfPresent(String.self, forKey: .sortName)
        status = try? c.decodeIfPresent(ArtistStatus.self, forKey: .status)
        ended = try? c.decodeIfPresent(Bool.self, forKey: .ended)
        overview = try? c.decodeIfPresent(String.self, forKey: .overview)
        artistType = try? c.decodeIfPresent(String.self, forKey: .artistType)
        disambiguation = try? c.decodeIfPresent(String.self, forKey: .disambiguation)
        foreignArtistId = try? c.decodeIfPresent(String.self, forKey: .foreignArtistId)
        path = try? c.decodeIfPresent(String.self, forKey: .path)
        qualityProfileId = c.lenientInt(forKey: .qualityProfileId)
        metadataProfileId = c.lenientInt(forKey: .metadataProfileId)
        monitored = (try? c.decodeIfPresent(Bool.self, forKey: .monitored)) ?? false
        monitorNewItems = try? c.decodeIfPresent(String.self, forKey: .monitorNewItems)
        rootFolderPath = try? c.decodeIfPresent(String.self, forKey: .rootFolderPath)
        genres = c.decodeLenientArray(String.self, forKey: .genres)
        tags = c.decodeLenientArray(Int.self, forKey: .tags)
        added = c.lenientDate(forKey: .added)
        statistics = try? c.decodeIfPresent(TrackStatistics.self, forKey: .statistics)
        addOptions = try? c.decodeIfPresent(ArtistAddOptions.self, forKey: .addOptions)
    }

    /// Whether it is in the library (a lookup result not added has no id).
    public var isInLibrary: Bool { (id ?? 0) > 0 }

    /// The name sorted as Lidarr sorts it (its sort name, else the name in lower case).
    public var sortKey: String { sortName ?? artistName.lowercased() }
}

/// What Lidarr does on adding an artist: which albums to monitor, and whether to search.
public struct ArtistAddOptions: Hashable, Sendable, Codable {
    /// Which albums to monitor (`all`, `future`, `missing`, `existing`, `latest`, `first`, `none`).
    public var monitor: String
    /// Whether to search for the monitored albums at once.
    public var searchForMissingAlbums: Bool

    /// Creates the options.
    public init(monitor: ArtistMonitorPreset, searchForMissingAlbums: Bool) {
        self.monitor = monitor.rawValue
        self.searchForMissingAlbums = searchForMissingAlbums
    }
}
