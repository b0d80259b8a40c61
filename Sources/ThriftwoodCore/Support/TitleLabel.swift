/// How a movie's or series' title is shown with its year, for every service.
public enum TitleLabel {
    /// "Alien (1979)"; just "Alien" when the year is unknown (the *arrs send 0); and
    /// "Archer (2009)" once, when the title already ends in its year.
    public static func withYear(_ title: String, year: Int) -> String {
        guard year > 0 else { return title }
        let suffix = "(\(year))"
        return title.hasSuffix(suffix) ? title : "\(title) \(suffix)"
    }
}
