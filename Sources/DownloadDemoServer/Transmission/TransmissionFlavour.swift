import DownloadKit

extension DemoClientFlavour {
    /// Transmission 3.00: its RPC with the session-id handshake; a plain key is the password of
    /// user `transmission`.
    public static let transmission = DemoClientFlavour(
        name: "Transmission", version: "3.00 (bb6b5a062e)", kind: "transmission",
        key: { $0.contains(":") ? $0 : NZBGetClient.credentialKey(user: "transmission", password: $0) }
    ) { queue, key, version, group in
        let credentials = NZBGetClient.credentials(in: key)
        TransmissionDemoRoutes(queue: queue, user: credentials.user, password: credentials.password, version: version)
            .register(on: group)
    }
}
