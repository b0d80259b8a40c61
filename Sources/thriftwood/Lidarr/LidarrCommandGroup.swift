import ArgumentParser

extension CommandGroup {
    /// Lidarr (music): its commands, shown together under its name in `thriftwood --help`.
    static let lidarr = CommandGroup(name: "Lidarr (music)", subcommands: [ArtistsCommand.self, AlbumsCommand.self])
}
