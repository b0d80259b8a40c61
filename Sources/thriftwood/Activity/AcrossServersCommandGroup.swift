import ArgumentParser

extension CommandGroup {
    /// Every server at once: search, lookup, the merged queue, history, calendar, missing and
    /// status, shown together in `thriftwood --help`.
    static let acrossServers = CommandGroup(
        name: "Across servers",
        subcommands: [
            SearchCommand.self, LookupCommand.self, QueueCommand.self, HistoryCommand.self, CalendarCommand.self,
            MissingCommand.self, StatusCommand.self,
        ])
}
