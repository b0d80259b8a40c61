import ArgumentParser
import ArrKit
import Foundation
import SonarrAPI
import ThriftwoodCore

/// A known wire name from the command line, e.g. `--monitor firstSeason` or `--type anime`.
func knownCase<Value: ArrEnumeration>(_ text: String, of _: Value.Type, option: String) throws -> Value {
    guard let value = Value.knownCases.first(where: { $0.wireName.caseInsensitiveCompare(text) == .orderedSame })
    else {
        throw CLIError("\(option) takes one of: \(Value.knownCases.map(\.wireName).joined(separator: ", ")).")
    }
    return value
}

/// `thriftwood series episodes ID [--season N]`.
struct SeriesEpisodes: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "episodes", abstract: "List a series' episodes with their state.")

    @OptionGroup var connection: ConnectionOptions
    @Argument(help: "The series' id.") var id: Int
    @Option(help: "Only this season (0 is the specials).") var season: Int?
    @Flag(help: "Print JSON with Sonarr's field names.") var json = false

    func run() async throws {
        try await runReportingErrors {
            let episodes = try await connection.withArr(.sonarr, as: SonarrClient.self) {
                try await $0.episodes(seriesId: id, seasonNumber: season)
            }
            if json { return try printJSON(episodes) }
            let now = Date()
            printTable(
                headers: ["ID", "EPISODE", "TITLE", "AIRS", "STATE", "MONITORED"],
                rows: episodes.map {
                    [
                        String($0.id), $0.code, $0.title ?? "TBA", Format.dateTime($0.airDateUtc),
                        SonarrLabels.episode($0, now: now).text, $0.monitored ? "yes" : "no",
                    ]
                }, empty: "No episodes\(season.map { " in \(SonarrLabels.season($0).lowercased())" } ?? "").")
        }
    }
}

/// `thriftwood series add --tvdb ID`.
struct SeriesAdd: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Add a series by its TVDB id.")

    @OptionGroup var connection: ConnectionOptions
    @Option(help: "The TVDB id.") var tvdb: Int
    @Option(name: .customLong("quality-profile"), help: "Quality profile name or id (default: the first).")
    var qualityProfile: String?
    @Option(name: .customLong("root-folder"), help: "Root folder path (default: the first).") var rootFolder: String?
    @Option(
        name: .customLong("language-profile"),
        help: "Sonarr v3: language profile name or id (default: the first; v4 has none).")
    var languageProfile: String?
    @Option(help: "Which episodes to monitor: all, future, missing, existing, pilot, firstSeason, lastSeason, none.")
    var monitor = "all"
    @Option(name: .customLong("type"), help: "standard, daily or anime.") var seriesType = "standard"
    @Flag(inversion: .prefixedNo, help: "Put episodes in season folders.") var seasonFolder = true
    @Flag(help: "Search for missing episodes as soon as it is added.") var search = false
    @Flag(help: "Print the added series as JSON.") var json = false

    func run() async throws {
        try await runReportingErrors {
            var choice = SeriesAddChoice()
            choice.monitor = try knownCase(monitor, of: SeriesMonitor.self, option: "--monitor")
            choice.seriesType = try knownCase(seriesType, of: SeriesType.self, option: "--type")
            choice.seasonFolder = seasonFolder
            choice.searchForMissing = search
            let series = try await connection.withArr(.sonarr, as: SonarrClient.self) { client in
                guard let found = try await client.lookup(term: "tvdb:\(tvdb)").first else {
                    throw CLIError("TheTVDB has no series \(tvdb).")
                }
                if found.isInLibrary {
                    throw CLIError("\(found.title) is already in the library (id \(found.id ?? 0)).")
                }
                let profiles = try await client.qualityProfiles()
                guard let profile = pick(qualityProfile, in: profiles) else {
                    throw CLIError(
                        "No quality profile matches \(qualityProfile ?? "(none)"): \(profiles.map(\.name).joined(separator: ", "))."
                    )
                }
                var choice = choice
                choice.languageProfileId = try await languageProfileId(client)
                let folder = try await checkedFolder {
                    try FolderRules.rootFolder(rootFolder, among: try await client.rootFolders(), on: "Sonarr")
                }
                return try await client.addSeries(
                    SeriesAssembly.addition(of: found, choice: choice, qualityProfileId: profile.id, rootFolder: folder)
                )
            }
            if json { return try printJSON(series) }
            print("Added \(RadarrLabels.title(series.title, year: series.year)) as id \(series.id ?? 0)")
        }
    }

    /// The language profile to send: asked for by name or id on v3, refused on v4 (which has none).
    private func languageProfileId(_ client: SonarrClient) async throws -> Int? {
        let major = Int(try await client.systemStatus().version?.split(separator: ".").first ?? "4") ?? 4
        guard major < 4 else {
            if languageProfile != nil {
                throw CLIError("Sonarr v4 has no language profiles; leave out --language-profile.")
            }
            return nil
        }
        let profiles = try await client.languageProfiles()
        guard let languageProfile else { return profiles.first?.id }
        let chosen = profiles.first {
            Int(languageProfile) == $0.id || $0.name?.caseInsensitiveCompare(languageProfile) == .orderedSame
        }
        guard let chosen else {
            throw CLIError(
                "No language profile matches \(languageProfile): \(profiles.compactMap(\.name).joined(separator: ", "))."
            )
        }
        return chosen.id
    }
}

/// `thriftwood series edit ID`.
struct SeriesEdit: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Change series' monitoring, profile, type, folders, path or tags (several: one PUT /series/editor).")

    @OptionGroup var connection: ConnectionOptions
    @OptionGroup var targets: BulkTargets
    @Flag(inversion: .prefixedNo, help: "Monitor or stop monitoring.") var monitor: Bool?
    @Option(name: .customLong("quality-profile"), help: "Quality profile name or id.") var qualityProfile: String?
    @Option(name: .customLong("type"), help: "standard, daily or anime.") var seriesType: String?
    @Flag(inversion: .prefixedNo, help: "Put episodes in season folders.") var seasonFolder: Bool?
    @Option(help: "A new folder for the series.") var path: String?
    @Flag(name: .customLong("move-files"), help: "With --path: move the files to the new folder.") var moveFiles = false
    @Option(parsing: .upToNextOption, help: "Tag labels to set (created when missing).") var tags: [String] = []

    func run() async throws {
        try await runReportingErrors {
            let type = try seriesType.map { try knownCase($0, of: SeriesType.self, option: "--type") }
            guard let id = targets.single else { return try await editMany(type: type) }
            let saved = try await connection.withArr(.sonarr, as: SonarrClient.self) { client in
                var series = try await client.series(id: id)
                if let monitor { series.monitored = monitor }
                if let qualityProfile {
                    guard let profile = pick(qualityProfile, in: try await client.qualityProfiles()) else {
                        throw CLIError("No quality profile matches \(qualityProfile).")
                    }
                    series.qualityProfileId = profile.id
                }
                if let type { series.seriesType = type }
                if let seasonFolder { series.seasonFolder = seasonFolder }
                if let path { series.path = try await checkedFolder { try FolderRules.absolute(path, for: "--path") } }
                if !tags.isEmpty {
                    var known = try await client.tags()
                    series.tags = try await TagAssembly.ids(for: tags, known: &known, client: client)
                }
                return try await client.updateSeries(series, moveFiles: path != nil && moveFiles)
            }
            let savedType = SonarrLabels.seriesType(saved.seriesType ?? .standard).lowercased()
            print("Saved \(saved.title): \(saved.monitored ? "monitored" : "not monitored"), \(savedType)")
        }
    }

    /// Every chosen series changed in one `PUT /series/editor` (tags replace theirs).
    private func editMany(type: SeriesType?) async throws {
        if path != nil { throw CLIError("--path moves one series; give a single id.") }
        let count = try await connection.withArr(.sonarr, as: SonarrClient.self) { client in
            let ids = try await targets.seriesIds(client)
            guard !ids.isEmpty else { return 0 }
            var request = SeriesEditorRequest(seriesIds: ids)
            request.monitored = monitor
            request.seriesType = type
            request.seasonFolder = seasonFolder
            request.qualityProfileId = try await BulkTargets.profileId(qualityProfile, client: client)
            request.tags = try await BulkTargets.tagIds(tags, client: client)
            request.applyTags = request.tags == nil ? nil : TagChange.replace.rawValue
            _ = try await client.editSeries(request)
            return ids.count
        }
        print(count == 0 ? "No series matches." : "Saved \(count) series")
    }
}

/// How Sonarr's library deletes, for the shared `delete` command.
enum SeriesDeletion: LibraryDeletionKind {
    static let kind = ServiceKind.sonarr
    static let one = "series"
    static let many = "series"
    static let editor = "DELETE /series/editor"

    static func match(_ targets: BulkTargets, in client: SonarrClient) async throws -> BulkMatch {
        try await targets.series(client)
    }

    static func delete(_ ids: [Int], deleteFiles: Bool, exclude: Bool, with client: SonarrClient) async throws {
        try await client.deleteSeries(
            SeriesEditorDeletion(seriesIds: ids, deleteFiles: deleteFiles, addImportListExclusion: exclude))
    }
}

/// `thriftwood series search ID [--season N]`: automatic search, waiting for the command.
struct SeriesSearch: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search", abstract: "Run Sonarr's search for a series' (or a season's) missing episodes.")

    @OptionGroup var connection: ConnectionOptions
    @Argument(help: "The series' id.") var id: Int
    @Option(help: "Only this season.") var season: Int?

    func run() async throws {
        try await runReportingErrors {
            let request: CommandRequest =
                season.map { .seasonSearch(seriesId: id, seasonNumber: $0) } ?? .seriesSearch(id)
            let command = try await connection.withArr(.sonarr, as: SonarrClient.self) { client in
                try await client.runCommand(request) { command in
                    Progress.note("Searching… \(RadarrLabels.command(command.status).text.lowercased())")
                }
            }
            Progress.done()
            print(RadarrLabels.outcome(of: command, action: "Search"))
        }
    }
}

/// `thriftwood series monitor ID [--season N] [--off]`.
struct SeriesMonitorCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "monitor", abstract: "Monitor (or with --off stop monitoring) a series or one season.")

    @OptionGroup var connection: ConnectionOptions
    @Argument(help: "The series' id.") var id: Int
    @Option(help: "Only this season (its episodes follow).") var season: Int?
    @Flag(help: "Stop monitoring instead.") var off = false

    func run() async throws {
        try await runReportingErrors {
            let series = try await connection.withArr(.sonarr, as: SonarrClient.self) { client in
                var series = try await client.series(id: id)
                if let season {
                    guard series.season(season) != nil else {
                        throw CLIError("\(series.title) has no \(SonarrLabels.season(season).lowercased()).")
                    }
                    return try await client.setSeason(season, monitored: !off, of: series)
                }
                series.monitored = !off
                return try await client.updateSeries(series)
            }
            let what = season.map { "\(series.title) \(SonarrLabels.season($0).lowercased())" } ?? series.title
            print("\(what) is \(off ? "no longer monitored" : "monitored")")
        }
    }
}

/// `thriftwood series releases ID --season N` or `--episode ID`: manual search.
struct SeriesReleases: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "releases", abstract: "Search indexers for a season's (packs included) or an episode's releases.")

    @OptionGroup var connection: ConnectionOptions
    @Argument(help: "The series' id.") var id: Int
    @Option(help: "The season.") var season: Int?
    @Option(help: "One episode's id instead of a season.") var episode: Int?
    @Flag(help: "Print JSON with Sonarr's field names.") var json = false

    func validate() throws {
        guard (season == nil) != (episode == nil) else { throw ValidationError("Give --season or --episode.") }
    }

    func run() async throws {
        try await runReportingErrors {
            Progress.note("Searching indexers…")
            let releases = try await connection.withArr(.sonarr, as: SonarrClient.self) { client in
                if let episode { return try await client.releases(episodeId: episode) }
                return try await client.releases(seriesId: id, seasonNumber: season ?? 1)
            }
            Progress.done()
            if json { return try printJSON(releases) }
            printReleases(releases.map(ReleaseOffer.init), packs: true)
        }
    }
}

/// `thriftwood series grab ID --guid G --indexer I [--episode E]`.
struct SeriesGrab: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "grab", abstract: "Send a release to the download client.")

    @OptionGroup var connection: ConnectionOptions
    @Argument(help: "The series' id.") var id: Int
    @Option(help: "The release's guid (from `series releases`).") var guid: String
    @Option(help: "The release's indexer id.") var indexer: Int
    @Option(help: "The episode, for a single-episode release Sonarr did not match.") var episode: Int?
    @Option(help: "The season the release was found for (from `series releases --season`), to check it.")
    var season: Int?
    @Flag(help: "Grab it even though Sonarr rejected it, or without checking it (no --season or --episode).")
    var force = false

    func run() async throws {
        try await runReportingErrors {
            let release = try await connection.withArr(.sonarr, as: SonarrClient.self) { sonarr in
                if !force {
                    Progress.note("Checking the release against Sonarr's rules…")
                    let found: [SonarrRelease]
                    if let episode {
                        found = try await sonarr.releases(episodeId: episode)
                    } else if let season {
                        found = try await sonarr.releases(seriesId: id, seasonNumber: season)
                    } else {
                        throw CLIError(
                            "Say which season (--season N) or episode (--episode E) the release was found for, so "
                                + "Sonarr's verdict on it can be checked, or add --force to grab it unchecked.")
                    }
                    Progress.done()
                    try refuseRejected(found.map(ReleaseOffer.init).first { $0.guid == guid }, by: "Sonarr")
                }
                return try await sonarr.grab(
                    SonarrGrabRequest(guid: guid, indexerId: indexer, seriesId: id, episodeId: episode))
            }
            print("Grabbed \(release.title ?? guid)")
        }
    }
}
