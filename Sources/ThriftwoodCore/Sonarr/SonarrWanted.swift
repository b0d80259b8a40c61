import ArrKit
import Foundation
import SonarrAPI

extension SonarrService {
    /// Sonarr's wanted episodes as the shared wanted list reads them: missing or below their
    /// cutoff, and the searches for them.
    public var wantedSource: ArrWantedSource {
        ArrWantedSource(
            service: "Sonarr", noun: "episode",
            page: { number, size, kind in
                let client = try await client()
                guard kind == .cutoffUnmet else {
                    return SonarrWanted.page(try await client.missing(page: number, pageSize: size), kind: kind)
                }
                let page = try await client.cutoffUnmet(page: number, pageSize: size)
                let cutoffs = UpgradeText.cutoffs(
                    try await client.qualityProfiles().map { QualityProfileCutoff(id: $0.id, name: $0.cutoffName) })
                return SonarrWanted.page(page, kind: kind, cutoffs: cutoffs)
            },
            search: { kind, progress in
                let command = try await client().runCommand(
                    kind == .missing ? .missingEpisodeSearch() : .cutoffUnmetEpisodeSearch, timeout: .seconds(600)
                ) { await progress(RadarrLabels.command($0.status).text.lowercased()) }
                let what = ArrWantedSource.searchWords(kind, noun: "episode")
                return RadarrLabels.outcome(of: command, action: "Search for \(what)")
            })
    }
}

/// How Sonarr's wanted episodes read as entries.
enum SonarrWanted {
    /// `page` as entries of `kind`.
    static func page(_ page: Paged<Episode>, kind: WantedKind, cutoffs: [Int: String] = [:]) -> ArrWantedPage {
        let entries = page.records.map { episode in
            ArrWantedEntry(
                line: ArrWantedLine(
                    title: episode.series?.title ?? "", part: episode.code, name: episode.title ?? "TBA",
                    day: Format.day(episode.airDateUtc)),
                row: SonarrActivity.wantedRow(episode, cutoff: kind == .cutoffUnmet, cutoffs: cutoffs),
                subjectId: episode.id)
        }
        return ArrWantedPage(entries: entries, total: page.totalRecords, pageCount: page.pageCount)
    }
}
