import BazarrKit
import Foundation
import ServerKit

/// Bazarr's lists as tables, worded once for every front end.
public enum BazarrRows {
    /// Episodes missing subtitles, each with "Search" (Bazarr downloads the best it finds for
    /// each missing language).
    public static func wantedEpisodes(_ page: BazarrPage<WantedEpisode>, server: String) -> DisplayTable {
        let rows = page.records.map { episode in
            let title = "\(episode.seriesTitle) \(episode.episodeNumber)"
            return DisplayRow(
                id: "\(episode.sonarrSeriesId):\(episode.sonarrEpisodeId)",
                cells: [
                    episode.seriesTitle, episode.episodeNumber, episode.episodeTitle ?? "", languages(episode.missing),
                ],
                tone: .attention,
                actions: [
                    search(
                        title, languages: episode.missing,
                        target: "\(episode.sonarrSeriesId):\(episode.sonarrEpisodeId)")
                ])
        }
        return DisplayTable(
            columns: ["Series", "Episode", "Title", "Missing"], rows: rows,
            empty: "Every episode has the subtitles \(server)'s languages profiles ask for.",
            summary: summary(page, noun: "episode"), flexibleColumn: 2, narrowDrops: [2])
    }

    /// Movies missing subtitles, each with "Search".
    public static func wantedMovies(_ page: BazarrPage<WantedMovie>, server: String) -> DisplayTable {
        let rows = page.records.map { movie in
            DisplayRow(
                id: "\(movie.radarrId)", cells: [movie.title, languages(movie.missing)], tone: .attention,
                actions: [search(movie.title, languages: movie.missing, target: "\(movie.radarrId)")])
        }
        return DisplayTable(
            columns: ["Movie", "Missing"], rows: rows,
            empty: "Every movie has the subtitles \(server)'s languages profiles ask for.",
            summary: summary(page, noun: "movie"), flexibleColumn: 0)
    }

    /// The newest events of episodes and movies.
    public static func history(episodes: [BazarrHistoryEntry], movies: [BazarrHistoryEntry]) -> DisplayTable {
        let rows = (episodes + movies).enumerated().map { index, entry in
            DisplayRow(
                id: "\(index)",
                cells: [
                    entry.when ?? "—", action(entry.action), entry.title, entry.language?.label ?? "—",
                    entry.provider ?? "—",
                    entry.score ?? "—",
                ],
                notes: entry.description.map { [$0] } ?? [])
        }
        return DisplayTable(
            columns: ["When", "What", "Item", "Language", "Provider", "Score"], rows: rows,
            empty: "Bazarr has not downloaded, upgraded or uploaded a subtitle yet.", flexibleColumn: 2,
            narrowDrops: [5, 4])
    }

    /// The providers, throttled ones first, with "Reset" when any is throttled.
    public static func providers(_ providers: [BazarrProvider], server: String) -> DisplayTable {
        let sorted = providers.sorted { ($0.isGood ? 1 : 0, $0.name) < ($1.isGood ? 1 : 0, $1.name) }
        let rows = sorted.map { provider in
            DisplayRow(
                id: provider.name,
                cells: [
                    provider.name, provider.isGood ? "In use" : "Throttled: \(provider.status)",
                    provider.isGood ? "—" : (provider.retry ?? "—"),
                ],
                tone: provider.isGood ? .neutral : .problem)
        }
        let throttled = providers.filter { !$0.isGood }.count
        return DisplayTable(
            columns: ["Provider", "State", "Tried again"], rows: rows,
            empty: "\(server) has no subtitle provider enabled. Enable some in Bazarr's Settings → Providers.",
            actions: throttled > 0
                ? [
                    TableAction(
                        id: "reset", label: "Reset", key: "R", progress: "Resetting the providers…",
                        question:
                            "Reset \(throttled == 1 ? "the throttled provider" : "the \(throttled) throttled providers") of \(server)? Bazarr tries \(throttled == 1 ? "it" : "them") again at once."
                    )
                ] : [],
            summary: providers.isEmpty
                ? "No provider enabled"
                : throttled == 0 ? "Every provider is in use." : "\(throttled) of \(providers.count) throttled",
            flexibleColumn: 0)
    }

    /// "English, French".
    static func languages(_ languages: [BazarrLanguage]) -> String {
        languages.map(\.label).joined(separator: ", ")
    }

    private static func search(_ title: String, languages: [BazarrLanguage], target: String) -> TableAction {
        TableAction(
            id: "search", label: "Search", key: "s", progress: "Searching subtitles for \(title)…", target: target,
            subject: title)
    }

    private static func summary<Record>(_ page: BazarrPage<Record>, noun: String) -> String {
        let shown = page.records.count
        let total = "\(Format.grouped(page.total)) \(noun)\(page.total == 1 ? "" : "s") missing subtitles"
        return ServerCount(shown) < page.total ? "\(total) · the first \(shown)" : total
    }

    /// "Downloaded", "Uploaded", …
    static func action(_ action: BazarrAction) -> String {
        switch action {
        case .deleted: "Deleted"
        case .downloaded: "Downloaded"
        case .manuallyDownloaded: "Chosen"
        case .upgraded: "Upgraded"
        case .uploaded: "Uploaded"
        case .synced: "Synced"
        case .translated: "Translated"
        case .modified: "Modified"
        case .other(let code): code.map { "Action \($0)" } ?? "—"
        }
    }
}
