import ArgumentParser

extension CommandGroup {
    /// The browser front end and the people who sign in to it.
    static let browser = CommandGroup(name: "The browser", subcommands: [ServeCommand.self, UsersCommand.self])
}
