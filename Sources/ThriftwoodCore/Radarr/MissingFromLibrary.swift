import ArrKit
import RadarrAPI
import ServerKit

/// Radarr's wanted/missing list worked out from the library, for a Radarr that has no such
/// endpoint (before 5.3): monitored, released movies without a file, by title, paged.
public enum MissingFromLibrary {
    /// Radarr's wanted/missing page `page`; a Radarr without that list (before 5.3) gets it
    /// worked out from its library, with the sentence that says so (nil when none was needed).
    /// The app's Missing screen and `thriftwood missing` read it the same way.
    public static func read(
        from client: RadarrClient, page: Int, pageSize: Int
    ) async throws -> (page: Paged<Movie>, note: String?) {
        do {
            let missing = try await client.missing(page: page, pageSize: pageSize)
            return (missing, nil)
        } catch let error as ArrError {
            guard case .missingEndpoint = error.problem else { throw error }
            let note = error.description + " Shown instead: the library's monitored, released movies without a file."
            let library = try await client.movies()
            return (Self.page(of: library, page: page, pageSize: pageSize), note)
        }
    }

    /// Page `page` (from 1) of `pageSize` missing movies out of `library`.
    static func page(of library: [Movie], page: Int, pageSize: Int) -> Paged<Movie> {
        let missing = library.filter { $0.monitored && !$0.hasFile && ($0.isAvailable ?? true) }
            .sorted { ($0.sortTitle ?? $0.title.lowercased()) < ($1.sortTitle ?? $1.title.lowercased()) }
        let size = max(1, pageSize)
        let start = min(missing.count, max(0, page - 1) * size)
        let records = Array(missing[start..<min(missing.count, start + size)])
        return Paged(
            page: page, pageSize: size, sortKey: "title", sortDirection: "ascending",
            totalRecords: ServerCount(missing.count),
            records: records)
    }
}
