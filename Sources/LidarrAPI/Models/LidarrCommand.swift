import ArrKit

/// A Lidarr command for `POST /command`: its name and the artist or albums it acts on.
public struct LidarrCommand: Hashable, Sendable, Codable {
    /// The command's name (`ArtistSearch`, `AlbumSearch`, `RefreshArtist`, `MissingAlbumSearch`).
    public var name: String
    /// The artist it acts on.
    public var artistId: Int?
    /// The albums it acts on.
    public var albumIds: [Int]?

    /// Creates a command; fields left nil are not sent.
    public init(name: String, artistId: Int? = nil, albumIds: [Int]? = nil) {
        self.name = name
        self.artistId = artistId
        self.albumIds = albumIds
    }

    /// Searches the indexers for every monitored album of an artist.
    public static func artistSearch(_ artistId: Int) -> LidarrCommand {
        LidarrCommand(name: "ArtistSearch", artistId: artistId)
    }

    /// Searches the indexers for these albums.
    public static func albumSearch(_ albumIds: [Int]) -> LidarrCommand {
        LidarrCommand(name: "AlbumSearch", albumIds: albumIds)
    }

    /// Reads an artist's metadata and files again.
    public static func refreshArtist(_ artistId: Int) -> LidarrCommand {
        LidarrCommand(name: "RefreshArtist", artistId: artistId)
    }

    /// Searches for every monitored album missing tracks.
    public static let missingAlbumSearch = LidarrCommand(name: "MissingAlbumSearch")

    /// Searches for better releases of every album below its quality cutoff.
    public static let cutoffUnmetAlbumSearch = LidarrCommand(name: "CutoffUnmetAlbumSearch")
}
