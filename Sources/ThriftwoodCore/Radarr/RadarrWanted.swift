import ArrKit
import Foundation
import RadarrAPI

extension RadarrService {
    /// Radarr's wanted films as the shared wanted list reads them: missing (from the library
    /// when the server lacks the endpoint) or below their cutoff, and the searches for them.
    public var wantedSource: ArrWantedSource {
        ArrWantedSource(
            service: "Radarr", noun: "movie",
            page: { number, size, kind in
                let client = try await client()
                guard kind == .cutoffUnmet else {
                    let read = try await MissingFromLibrary.read(from: client, page: number, pageSize: size)
                    return RadarrWanted.page(read.page, kind: kind, note: read.note)
                }
                let page = try await client.cutoffUnmet(page: number, pageSize: size)
                // The profiles name each movie's cutoff quality ("WEBDL-720p → Bluray-1080p").
                let cutoffs = UpgradeText.cutoffs(
                    try await client.qualityProfiles().map { QualityProfileCutoff(id: $0.id, name: $0.cutoffName) })
                return RadarrWanted.page(page, kind: kind, cutoffs: cutoffs)
            },
            search: { kind, progress in
                let command = try await client().runCommand(
                    kind == .missing ? .missingMoviesSearch : .cutoffUnmetMoviesSearch, timeout: .seconds(600)
                ) { await progress(RadarrLabels.command($0.status).text.lowercased()) }
                let what = ArrWantedSource.searchWords(kind, noun: "movie")
                return RadarrLabels.outcome(of: command, action: "Search for \(what)")
            })
    }
}

/// How Radarr's wanted films read as entries.
enum RadarrWanted {
    /// `page` as entries of `kind`.
    static func page(
        _ page: Paged<Movie>, kind: WantedKind, cutoffs: [Int: String] = [:], note: String? = nil
    ) -> ArrWantedPage {
        let entries = page.records.map { movie in
            ArrWantedEntry(
                line: ArrWantedLine(
                    title: RadarrLabels.title(movie.title, year: movie.year), day: Format.day(movie.bestReleaseDate)),
                row: RadarrActivity.wantedRow(movie, cutoff: kind == .cutoffUnmet, cutoffs: cutoffs),
                subjectId: movie.id)
        }
        return ArrWantedPage(entries: entries, total: page.totalRecords, pageCount: page.pageCount, note: note)
    }
}
