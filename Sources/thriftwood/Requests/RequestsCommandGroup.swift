import ArgumentParser

extension CommandGroup {
    /// Seerr (requests): its commands, shown together under its name in `thriftwood --help`.
    static let seerr = CommandGroup(name: "Seerr (requests)", subcommands: [RequestsCommand.self, IssuesCommand.self])
}
