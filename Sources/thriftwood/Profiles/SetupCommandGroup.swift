import ArgumentParser

extension CommandGroup {
    /// Profiles and their servers, shown together in `thriftwood --help`.
    static let setup = CommandGroup(
        name: "Profiles and servers", subcommands: [ProfilesCommand.self, ServersCommand.self, DoctorCommand.self])
}
