import ArgumentParser

extension CommandGroup {
    /// Sonarr (series): its commands, shown together under its name in `thriftwood --help`.
    static let sonarr = CommandGroup(name: "Sonarr (series)", subcommands: [SeriesCommand.self, EpisodesCommand.self])
}
