/// Where Sonarr keeps a series' pictures, under `mediacover/`.
public enum SonarrPictures {
    /// The poster resized to 500 pixels high.
    public static func poster(_ seriesId: Int) -> String { "\(seriesId)/poster-500.jpg" }
    /// The poster resized to 250 pixels high, for lists.
    public static func smallPoster(_ seriesId: Int) -> String { "\(seriesId)/poster-250.jpg" }
}
