import ArgumentParser

extension CommandGroup {
    /// Tautulli (streams): its commands, shown together under its name in `thriftwood --help`.
    static let tautulli = CommandGroup(
        name: "Tautulli (streams)", subcommands: [StreamsCommand.self, PlaysCommand.self])
}
