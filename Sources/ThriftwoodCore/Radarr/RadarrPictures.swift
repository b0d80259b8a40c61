/// Where Radarr keeps a movie's pictures, under `mediacover/`.
public enum RadarrPictures {
    /// The poster resized to 500 pixels high (Radarr's larger copy; the terminal and the
    /// browser's detail page draw from it).
    public static func poster(_ movieId: Int) -> String { "\(movieId)/poster-500.jpg" }
    /// The poster resized to 250 pixels high, for lists.
    public static func smallPoster(_ movieId: Int) -> String { "\(movieId)/poster-250.jpg" }
}
