import DownloadKit

extension DemoClientFlavour {
    /// SABnzbd 4.5: `/api?mode=…` with the configured API key.
    public static let sabnzbd = DemoClientFlavour(name: "SABnzbd", version: "4.5.1", kind: "sabnzbd", key: { $0 }) {
        queue, key, version, group in
        SABnzbdDemoRoutes(queue: queue, apiKey: key, version: version).register(on: group)
    }
}
