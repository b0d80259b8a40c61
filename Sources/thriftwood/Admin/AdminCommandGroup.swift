import ArgumentParser

extension CommandGroup {
    /// Looking after the *arr servers: tasks, backups, logs, updates, indexers, the blocklist.
    static let admin = CommandGroup(
        name: "Looking after the servers",
        subcommands: [SystemCommand.self, IndexersCommand.self, BlocklistCommand.self, ImportCommand.self])
}
