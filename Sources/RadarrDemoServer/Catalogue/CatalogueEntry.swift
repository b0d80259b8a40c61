import ArrDemoKit

/// One film of the built-in demo catalogue.
struct CatalogueEntry: Sendable {
    let tmdbId: Int
    let imdbId: String?
    let title: String
    let year: Int
    let runtime: Int
    let genres: [String]
    let studio: String
    let certification: String
    let rating: Double
    let overview: String

    /// Parses one `|`-separated catalogue line; see ``DemoCatalogue``.
    init?(line: Substring) {
        let fields = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 10, let tmdbId = Int(fields[0]), let year = Int(fields[3]),
            let runtime = Int(fields[4]), let rating = Double(fields[8])
        else { return nil }
        self.tmdbId = tmdbId
        self.imdbId = fields[1].isEmpty ? nil : fields[1]
        self.title = fields[2]
        self.year = year
        self.runtime = runtime
        self.genres = fields[5].split(separator: ",").map(String.init)
        self.studio = fields[6]
        self.certification = fields[7]
        self.rating = rating
        self.overview = fields[9]
    }
}
