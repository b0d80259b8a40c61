import ArrKit
import Foundation
import LidarrAPI

/// How Lidarr's wanted albums read as the shared wanted list.
enum LidarrWanted {
    /// The wanted albums of the server `client` reads, and the searches for them.
    static func source(_ client: @escaping @Sendable () async throws -> LidarrClient) -> ArrWantedSource {
        ArrWantedSource(
            service: "Lidarr", noun: "album",
            page: { number, size, kind in
                let client = try await client()
                let page =
                    kind == .missing
                    ? try await client.missing(page: number, pageSize: size)
                    : try await client.cutoffUnmet(page: number, pageSize: size)
                let entries = page.records.compactMap { album in
                    LidarrActivity.wantedRow(album, cutoff: kind == .cutoffUnmet).map { row in
                        ArrWantedEntry(
                            line: ArrWantedLine(title: row.title, day: Format.day(album.releaseDate)), row: row,
                            subjectId: album.id)
                    }
                }
                return ArrWantedPage(entries: entries, total: page.totalRecords, pageCount: page.pageCount)
            },
            search: { kind, progress in
                let command = try await client().run(
                    kind == .missing ? .missingAlbumSearch : .cutoffUnmetAlbumSearch, timeout: .seconds(600)
                ) { await progress(RadarrLabels.command($0.status).text.lowercased()) }
                let what = ArrWantedSource.searchWords(kind, noun: "album")
                return RadarrLabels.outcome(of: command, action: "Search for \(what)")
            })
    }
}
