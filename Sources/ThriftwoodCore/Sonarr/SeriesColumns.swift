import ArrKit
import Foundation
import SonarrAPI

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
        /// Its value for a series.
        public let value: @Sendable (Series) -> String
    }

    /// The cells every width shows besides the title: mark, episodes, network, status, next airing.
    public static let fixedWidth = 2 + 10 + 13 + 12 + 10

    /// The extra columns that fit beside a 40-cell title in `width` cells.
    public static func extras(width: Int, sort: SeriesQuery.Sort) -> [Column] {
        let size = Column(header: "Size", width: 8) { Format.sizeOnDisk($0.statistics?.sizeOnDisk ?? 0) }
        let seasons = Column(header: "Seasons", width: 7) { series in
            series.statistics?.seasonCount.map(String.init)
                ?? String(series.seasons.filter { $0.seasonNumber > 0 }.count)
        }
        let added = Column(header: "Added", width: 10) { series in series.added.map { Format.day($0) } ?? "–" }
        let rating = Column(header: "Rating", width: 6) { series in
            series.ratings?.value.map { String(format: "%.1f", $0) } ?? "–"
        }
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
