/// Where Lidarr keeps an artist's and an album's pictures, under `mediacover/`.
public enum LidarrPictures {
    /// The artist's poster resized to 500 pixels high.
    public static func artistPoster(_ artistId: Int) -> String { "artist/\(artistId)/poster-500.jpg" }
    /// The artist's poster resized to 250 pixels high, for lists.
    public static func smallArtistPoster(_ artistId: Int) -> String { "artist/\(artistId)/poster-250.jpg" }
    /// The album's cover resized to 500 pixels high.
    public static func albumCover(_ albumId: Int) -> String { "album/\(albumId)/cover-500.jpg" }
}
