import ArgumentParser

extension CommandGroup {
    /// Download clients (SABnzbd, NZBGet, qBittorrent, Transmission, Deluge): its commands, shown together under its name in `thriftwood --help`.
    static let downloadClients = CommandGroup(
        name: "Download clients (SABnzbd, NZBGet, qBittorrent, Transmission, Deluge)",
        subcommands: [DownloadsCommand.self])
}
