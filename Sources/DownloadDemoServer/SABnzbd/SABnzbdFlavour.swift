import DownloadKit

extension DemoClientFlavour {
    /// SABnzbd 4.5: `/api?mode=…` with the configured API key.
    public static let sabnzbd = DemoClientFlavour(
        name: "SABnzbd", version: "4.5.1", kind: "sabnzbd", key: { $0 },
        imitates:
            "`/api` modes queue (pause, resume, delete, priority), history (and delete), get_files, switch, change_cat, pause, resume, config (set_pause, speedlimit), retry, addurl, addfile, get_config, set_config (categories), get_cats, server_stats, version; under /sabnzbd too up to 4.3. Any other mode: `{\"status\": false, \"error\": \"not implemented\"}`, as SABnzbd answers it."
    ) {
        queue, key, version, group in
        SABnzbdDemoRoutes(queue: queue, apiKey: key, version: version).register(on: group)
    }
}
