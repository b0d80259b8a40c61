import ArgumentParser
import ArrKit
import Foundation
import SonarrAPI
import ThriftwoodCore

extension SeriesQuery.Sort: ExpressibleByArgument {}
extension SeriesQuery.Filter: ExpressibleByArgument {}

/// `thriftwood series …`: Sonarr's library from the shell.
struct SeriesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "series", abstract: "List, inspect and change Sonarr's series.",
        subcommands: [
            List.self, Show.self, SeriesEpisodes.self, SeriesAdd.self, SeriesEdit.self,
            LibraryDelete<SeriesDeletion>.self,
            SeriesSearch.self, SeriesMonitorCommand.self, SeriesReleases.self, SeriesGrab.self,
            SeriesFilters.self,
        ])

    /// `thriftwood series list`.
    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: "List the series, sorted, filtered and searched.")

        @OptionGroup var connection: ConnectionOptions
        @Option(
            help: """
                Sort by: \(SeriesQuery.Sort.allCases.map(\.rawValue).joined(separator: ", ")) (default: title; \
                --json with nothing else asked keeps Sonarr's order).
                """)
        var sort: SeriesQuery.Sort?
        @Option(help: "Only: \(SeriesQuery.Filter.allCases.map(\.rawValue).joined(separator: ", ")).")
        var filter: SeriesQuery.Filter = .all
        @Option(help: "Only series whose title, alternate titles or year match.") var search: String?
        @Option(
            name: .customLong("where"),
            help: "Only series the condition admits, e.g. 'network = HBO and not ended' or 'tag = kids'.")
        var condition: String?
        @Option(help: "Only series Sonarr's saved filter of this name admits (see `series filters`).")
        var saved: String?
        @Flag(help: "Print JSON with Sonarr's field names, as the server sent each series.") var json = false

        func validate() throws {
            _ = try checkedCondition(condition, Series.self)
        }

        /// `--json` with no sort, filter, search or condition prints Sonarr's answer as it came:
        /// nothing in it needs reading.
        private var printsServerRecords: Bool {
            json && sort == nil && filter == .all && search == nil && condition == nil && saved == nil
        }

        /// The table's cells for `series` (borrowed: a series is large, and copying each one
        /// retains every field it holds).
        static func row(_ series: borrowing Series) -> [String] {
            [
                series.id.map(String.init) ?? "-", series.title,
                series.year > 0 ? String(series.year) : "-",
                SonarrLabels.progress(series.statistics, monitored: series.monitored).text,
                series.network ?? "-", SonarrLabels.status(series.status).text.lowercased(),
                series.nextAiring.map { Format.dateTime($0) } ?? "-",
            ]
        }

        /// A series' JSON as Sonarr sent it, made safe; encoded from the value when none was kept.
        static func record(_ list: SeriesList, at position: Int) throws -> Data {
            let json = list.json[position]
            return json.isEmpty ? try ArrJSON.makeEncoder().encode(list.series[position]) : TerminalText.safeJSON(json)
        }

        func run() async throws {
            try await runReportingErrors {
                // Several Sonarrs and no --server: every one of them, each row naming its server.
                if try await connection.serverCount(of: .sonarr) > 1 {
                    try await runAcrossServers(typed: try checkedCondition(condition, Series.self))
                    return
                }
                if printsServerRecords {
                    let body = try await connection.withArr(.sonarr, as: SonarrClient.self) { client in
                        Progress.note("Fetching the series…")
                        defer { Progress.done() }
                        return try await client.seriesJSON()
                    }
                    if writeServerRecords(body) { return }
                    // Not a JSON array: decoding says what is wrong with it.
                    let list = try await Series.decodeList(body)
                    writeSafeJSONArray(try list.series.indices.map { try Self.record(list, at: $0) })
                    return
                }
                let typed = try checkedCondition(condition, Series.self)
                // A table without search or condition needs only its own columns.
                let reading: SeriesReading =
                    json || search != nil || condition != nil || saved != nil ? .everything : .listColumns
                let (library, tags, compiled) = try await connection.withArr(.sonarr, as: SonarrClient.self) { client in
                    let compiled = try await SavedFilterCLI.condition(
                        saved: saved, typed: typed, in: SavedFilterActions(vocabulary: .sonarr, client: { client }))
                    Progress.note("Fetching the series…")
                    defer { Progress.done() }
                    return (
                        try await Series.decodeList(try await client.seriesJSON(), reading: reading),
                        try await tagNames(for: compiled?.expression, from: client), compiled
                    )
                }
                var query = SeriesQuery(sort: sort ?? .title, filter: filter, search: search ?? "")
                query.condition = compiled
                query.tagNames = tags
                // Positions into the list read: no series copied, each one's JSON beside it.
                let index = SeriesIndex(library.series, preparingAll: false)
                let chosen = index.positions(for: query)
                if self.json {
                    writeSafeJSONArray(try chosen.map { try Self.record(library, at: $0) })
                    return
                }
                printTable(
                    headers: ["ID", "TITLE", "YEAR", "EPISODES", "NETWORK", "STATUS", "NEXT AIRING"],
                    rows: library.series.withUnsafeBufferPointer { series in chosen.map { Self.row(series[$0]) } },
                    empty: "No series match.")
            }
        }
    }

    /// `thriftwood series show ID`.
    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show", abstract: "Show one series with its seasons.")

        @OptionGroup var connection: ConnectionOptions
        @Argument(help: "The series' id.") var id: Int
        @Flag(help: "Print the series as Sonarr sent it (JSON).") var json = false
        @OptionGroup var picture: PosterOptions

        func run() async throws {
            try await runReportingErrors {
                let (series, raw) = try await connection.withArr(.sonarr, as: SonarrClient.self) {
                    try await $0.seriesWithJSON(id: id)
                }
                // With --json only --poster-file: the drawing would not be JSON.
                let picture = json ? picture.savingOnly : picture
                if json {
                    printServerJSON(raw)
                    if picture.wanted {
                        try await connection.withArr(.sonarr, as: SonarrClient.self) {
                            try await picture.show(SonarrPictures.poster(id), from: $0)
                        }
                    }
                    return
                }
                print(TitleLabel.withYear(series.title, year: series.year))
                print(
                    [
                        SonarrLabels.status(series.status).text, series.network ?? "",
                        series.monitored ? "monitored" : "not monitored",
                    ]
                    .filter { !$0.isEmpty }.joined(separator: " · "))
                print(series.overview ?? "")
                if let path = series.path { print("Path: \(path)") }
                printTable(
                    headers: ["SEASON", "EPISODES", "MONITORED"],
                    rows: series.seasons.map { season in
                        [
                            SonarrLabels.season(season.seasonNumber),
                            SonarrLabels.progress(season.statistics, monitored: season.monitored).text,
                            season.monitored ? "yes" : "no",
                        ]
                    }, empty: "No seasons yet.")
                if picture.wanted {
                    try await connection.withArr(.sonarr, as: SonarrClient.self) {
                        try await picture.show(SonarrPictures.poster(id), from: $0)
                    }
                }
            }
        }
    }
}
