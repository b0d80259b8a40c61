import ArgumentParser
import ArrKit
import Foundation
import SonarrAPI
import ThriftwoodCore

/// `thriftwood episodes …`: one episode from the shell.
struct EpisodesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "episodes", abstract: "Show, search for and monitor Sonarr's episodes.",
        subcommands: [Show.self, Search.self, Monitor.self])

    /// `thriftwood episodes show ID`.
    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "show", abstract: "Show an episode with its file.")

        @OptionGroup var connection: ConnectionOptions
        @Argument(help: "The episode's id.") var id: Int
        @Flag(help: "Print the episode as Sonarr sent it (JSON).") var json = false

        func run() async throws {
            try await runReportingErrors {
                let (episode, raw) = try await connection.withArr(.sonarr, as: SonarrClient.self) {
                    try await $0.episodeWithJSON(id: id)
                }
                if json { return printServerJSON(raw) }
                print([episode.series?.title, episode.code, episode.title].compactMap { $0 }.joined(separator: " – "))
                print(
                    "\(SonarrLabels.episode(episode, now: Date()).text) · airs \(Format.dateTime(episode.airDateUtc))"
                        + " · \(episode.monitored ? "monitored" : "not monitored")")
                if let overview = episode.overview { print(overview) }
                if let file = episode.episodeFile {
                    print("File: \(file.relativePath ?? file.path ?? "?")")
                    print("      \(SonarrLabels.file(file))")
                }
            }
        }
    }

    /// `thriftwood episodes search ID…`.
    struct Search: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "search", abstract: "Run Sonarr's automatic search for episodes and wait for it.")

        @OptionGroup var connection: ConnectionOptions
        @Argument(help: "The episodes' ids.") var ids: [Int]

        func validate() throws {
            guard !ids.isEmpty else { throw ValidationError("Give at least one episode id.") }
        }

        func run() async throws {
            try await runReportingErrors {
                let command = try await connection.withArr(.sonarr, as: SonarrClient.self) { client in
                    try await client.runCommand(.episodeSearch(ids)) { command in
                        Progress.note("Searching… \(RadarrLabels.command(command.status).text.lowercased())")
                    }
                }
                Progress.done()
                print(RadarrLabels.outcome(of: command, action: "Search"))
            }
        }
    }

    /// `thriftwood episodes monitor ID… [--off]`.
    struct Monitor: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "monitor", abstract: "Monitor (or with --off stop monitoring) episodes, in one request.")

        @OptionGroup var connection: ConnectionOptions
        @Argument(help: "The episodes' ids.") var ids: [Int]
        @Flag(help: "Stop monitoring instead.") var off = false

        func validate() throws {
            guard !ids.isEmpty else { throw ValidationError("Give at least one episode id.") }
        }

        func run() async throws {
            try await runReportingErrors {
                let changed = try await connection.withArr(.sonarr, as: SonarrClient.self) {
                    try await $0.setEpisodes(ids, monitored: !off)
                }
                print("\(Format.plural(changed.count, "episode")) \(off ? "no longer monitored" : "monitored")")
            }
        }
    }
}
