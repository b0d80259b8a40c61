import DownloadKit

extension DemoClientFlavour {
    /// Deluge 2.0.3 through deluge-web: its JSON API with a session cookie, the web UI starting
    /// unconnected to its one daemon; the key is the web UI's password.
    public static let deluge = DemoClientFlavour(
        name: "Deluge", version: "2.0.3", kind: "deluge", key: { $0 },
        imitates:
            "Web JSON API auth.login; web (connected, get_hosts, get_host_status, connect, update_ui, get_plugins, get_torrent_files); daemon.get_version; core (torrent and session pause/resume, remove, queue moves, config, recheck, options, get_torrent_status, get_torrents_status, add by URL, magnet or file, free space, path size, listen port, libtorrent version); label (get_labels, add, set_torrent). Any other method: \"Unknown method\"."
    ) {
        queue, key, version, group in
        DelugeDemoRoutes(queue: queue, password: key, version: version, connected: DemoFlag(false)).register(on: group)
    }
}
