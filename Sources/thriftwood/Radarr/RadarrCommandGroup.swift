import ArgumentParser

extension CommandGroup {
    /// Radarr (movies): its commands, shown together under its name in `thriftwood --help`.
    static let radarr = CommandGroup(name: "Radarr (movies)", subcommands: [MoviesCommand.self])
}
