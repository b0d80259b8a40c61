/// How the movies list is sorted and filtered.
public struct MovieListOptions: Hashable, Sendable, Codable {
    /// The sort key.
    public var sort: MovieSortKey
    /// Whether the sort runs smallest first.
    public var ascending: Bool
    /// Which movies show.
    public var filter: MovieFilter

    /// Creates options; by default title A–Z, every movie.
    public init(sort: MovieSortKey = .title, ascending: Bool = true, filter: MovieFilter = .all) {
        self.sort = sort
        self.ascending = ascending
        self.filter = filter
    }
}

/// What the movies list sorts by.
public enum MovieSortKey: String, Hashable, Sendable, Codable, CaseIterable {
    /// Radarr's sort title.
    case title
    /// Release year.
    case year
    /// Date added to the library.
    case added
    /// Best known release date.
    case releaseDate
    /// Headline rating.
    case rating
    /// Size on disk.
    case size
    /// Runtime.
    case runtime

    /// Whether a person sorting by this key wants the largest first (size), unless they say.
    public var largestFirst: Bool { self == .size }

    /// A label for menus.
    public var label: String {
        switch self {
        case .title: "Title"
        case .year: "Year"
        case .added: "Date added"
        case .releaseDate: "Release date"
        case .rating: "Rating"
        case .size: "Size"
        case .runtime: "Runtime"
        }
    }
}

/// Which movies the list shows.
public enum MovieFilter: String, Hashable, Sendable, Codable, CaseIterable {
    /// Every movie.
    case all
    /// Monitored movies.
    case monitored
    /// Unmonitored movies.
    case unmonitored
    /// Monitored, available and without a file.
    case missing
    /// With a file on disk.
    case downloaded
    /// Monitored and without a file, released or not.
    case wanted
    /// With a file below the quality cutoff.
    case cutoffUnmet

    /// A label for menus.
    public var label: String {
        switch self {
        case .all: "All"
        case .monitored: "Monitored"
        case .unmonitored: "Unmonitored"
        case .missing: "Missing"
        case .downloaded: "Downloaded"
        case .wanted: "Wanted"
        case .cutoffUnmet: "Cutoff unmet"
        }
    }

    /// Whether `movie` passes the filter.
    public func includes(_ movie: MovieSummary) -> Bool {
        switch self {
        case .all: true
        case .monitored: movie.monitored
        case .unmonitored: !movie.monitored
        case .missing: movie.isMissing
        case .downloaded: movie.hasFile
        case .wanted: movie.isWanted
        case .cutoffUnmet: movie.hasFile && movie.cutoffNotMet
        }
    }
}
