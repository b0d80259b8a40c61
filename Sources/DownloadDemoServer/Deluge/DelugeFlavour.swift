import DownloadKit

extension DemoClientFlavour {
    /// Deluge 2.0.3 through deluge-web: its JSON API with a session cookie, the web UI starting
    /// unconnected to its one daemon; the key is the web UI's password.
    public static let deluge = DemoClientFlavour(name: "Deluge", version: "2.0.3", kind: "deluge", key: { $0 }) {
        queue, key, version, group in
        DelugeDemoRoutes(queue: queue, password: key, version: version, connected: DemoFlag(false)).register(on: group)
    }
}
