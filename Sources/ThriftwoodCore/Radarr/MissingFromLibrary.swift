import ArrKit
import RadarrAPI

/// Radarr's wanted/missing list worked out from the library, for a Radarr that has no such
/// endpoint (before 5.3): monitored, released movies without a file, by title, paged.
enum MissingFromLibrary {
    /// Page `page` (from 1) of `pageSize` missing movies out of `library`.
    static func page(of library: [Movie], page: Int, pageSize: Int) -> Paged<Movie> {
        let missing = library.filter { $0.monitored && !$0.hasFile && ($0.isAvailable ?? true) }
            .sorted { ($0.sortTitle ?? $0.title.lowercased()) < ($1.sortTitle ?? $1.title.lowercased()) }
        let size = max(1, pageSize)
        let start = min(missing.count, max(0, page - 1) * size)
        let records = Array(missing[start..<min(missing.count, start + size)])
        return Paged(
            page: page, pageSize: size, sortKey: "title", sortDirection: "ascending", totalRecords: missing.count,
            records: records)
    }
}
