import DownloadKit

extension DemoClientFlavour {
    /// qBittorrent 4.6: Web API v2 with a cookie session; a plain key is the password of user `admin`.
    public static let qbittorrent = DemoClientFlavour(
        name: "qBittorrent", version: "4.6.7", kind: "qbittorrent",
        key: { $0.contains(":") ? $0 : NZBGetClient.credentialKey(user: "admin", password: $0) },
        imitates:
            "Web API v2: auth/login; app (version, webapiVersion, buildInfo, preferences, defaultSavePath); transfer (info, limits, speedLimitsMode); sync/maindata; torrents (info, properties, trackers, files, webseeds, pieceStates, add, pause/stop, resume/start, delete, priorities, force start, recheck, limits, categories, tags); log/main. Any other path: 404, as qBittorrent answers it."
    ) { queue, key, version, group in
        let credentials = NZBGetClient.credentials(in: key)
        QBittorrentDemoRoutes(queue: queue, user: credentials.user, password: credentials.password, version: version)
            .register(on: group)
    }
}
