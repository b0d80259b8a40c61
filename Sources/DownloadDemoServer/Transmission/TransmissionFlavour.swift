import DownloadKit

extension DemoClientFlavour {
    /// Transmission 3.00: its RPC with the session-id handshake; a plain key is the password of
    /// user `transmission`.
    public static let transmission = DemoClientFlavour(
        name: "Transmission", version: "3.00 (bb6b5a062e)", kind: "transmission",
        key: { $0.contains(":") ? $0 : NZBGetClient.credentialKey(user: "transmission", password: $0) },
        imitates:
            "RPC session-get, session-set, session-stats, torrent-get (ids as numbers, hashes or recently-active), torrent-add, torrent-start, torrent-start-now, torrent-stop, torrent-verify, torrent-remove, torrent-set, queue-move-top, free-space, port-test, blocklist-update; JSON-RPC 2.0 from 4.1. Any other method: \"method name not recognized\"."
    ) { queue, key, version, group in
        let credentials = NZBGetClient.credentials(in: key)
        TransmissionDemoRoutes(queue: queue, user: credentials.user, password: credentials.password, version: version)
            .register(on: group)
    }
}
