import ArgumentParser

/// The `thriftwood` command: the app by default, scriptable subcommands otherwise.
@main
struct Thriftwood: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "thriftwood",
        abstract: "A keyboard-first client for Radarr.",
        discussion: """
            Exit codes: 0 success; 1 failure (an invalid deep link, a rejected request); \
            64 usage error; 69 server unreachable or timed out; 76 the server is not Radarr \
            or answered with an error; 77 wrong or missing API key.
            """,
        subcommands: [
            Launch.self, OpenCommand.self, MoviesCommand.self, LookupCommand.self, QueueCommand.self,
            HistoryCommand.self,
            CalendarCommand.self, MissingCommand.self, StatusCommand.self, ProfilesCommand.self, RouteCommand.self,
            DemoServerCommand.self, StressWriteCommand.self,
        ],
        defaultSubcommand: Launch.self)
}
