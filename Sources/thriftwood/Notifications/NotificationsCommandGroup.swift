import ArgumentParser

extension CommandGroup {
    /// What servers push, and where Thriftwood passes it on.
    static let notifications = CommandGroup(
        name: "Notifications", subcommands: [NotificationsCommand.self, EventsCommand.self])
}
