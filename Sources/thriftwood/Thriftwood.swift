import ArgumentParser
import ThriftwoodCore

/// The `thriftwood` command: the app by default, scriptable subcommands otherwise.
@main
struct Thriftwood: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "thriftwood",
        abstract: "A keyboard-first client for Radarr, Sonarr, Lidarr, their download clients, Seerr and Tautulli.",
        discussion: ExitStatus.help,
        version: ThriftwoodVersion.current,
        subcommands: [
            Launch.self, OpenCommand.self, MoviesCommand.self, SeriesCommand.self, EpisodesCommand.self,
            ArtistsCommand.self, AlbumsCommand.self,
            SearchCommand.self,
            LookupCommand.self,
            QueueCommand.self, DownloadsCommand.self, RequestsCommand.self, IssuesCommand.self,
            StreamsCommand.self, PlaysCommand.self,
            HistoryCommand.self,
            CalendarCommand.self, MissingCommand.self, StatusCommand.self, ProfilesCommand.self, ServersCommand.self,
            RouteCommand.self,
            KeysCommand.self, DemoServerCommand.self, StressWriteCommand.self,
        ],
        defaultSubcommand: Launch.self)

    /// Runs the command line, with a reader that leaves early ending the output quietly.
    static func main() async {
        ignoreClosedReaders()
        await main(nil)
    }
}
