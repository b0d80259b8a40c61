/// The series list's columns beyond the fixed ones, shown as a wide window has room: the
/// sort key's column first (when the fixed ones do not show it), then size, seasons, date
/// added and rating.
public enum SeriesColumns {
    /// A column with its header, width and value.
    public struct Column: Sendable {
        /// Its header.
        public let header: String
        /// How many cells it takes.
        public let width: Int
        /// Its value for a series' row.
        public let value: @Sendable (SeriesRow) -> String
    }

    /// The cells every width shows besides the title: mark, episodes, network, status, next airing.
    public static let fixedWidth = 2 + 10 + 13 + 12 + 10

    /// The extra columns that fit beside a 40-cell title in `width` cells.
    public static func extras(width: Int, sort: SeriesQuery.Sort) -> [Column] {
        let size = Column(header: "Size", width: 8) { $0.size }
        let seasons = Column(header: "Seasons", width: 7) { $0.seasons }
        let added = Column(header: "Added", width: 10) { $0.added }
        let rating = Column(header: "Rating", width: 6) { $0.rating }
        var candidates: [Column] =
            switch sort {
            case .added: [added, size, seasons, rating]
            case .size, .title, .year, .nextAiring, .network, .progress: [size, seasons, added, rating]
            }
        var chosen: [Column] = []
        var room = width - fixedWidth - 40
        while let next = candidates.first, next.width + 1 <= room {
            chosen.append(next)
            room -= next.width + 1
            candidates.removeFirst()
        }
        return chosen
    }
}
