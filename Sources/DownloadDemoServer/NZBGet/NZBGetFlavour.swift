import DownloadKit

extension DemoClientFlavour {
    /// NZBGet 21: JSON-RPC with Basic auth; a plain key is the password of user `nzbget`.
    public static let nzbget = DemoClientFlavour(
        name: "NZBGet", version: "21.1", kind: "nzbget",
        key: { $0.contains(":") ? $0 : NZBGetClient.credentialKey(user: "nzbget", password: $0) },
        imitates:
            "JSON-RPC at /jsonrpc and XML-RPC at /xmlrpc: version, status, listgroups, history, listfiles, pausedownload, resumedownload, scheduleresume, rate, editqueue, append. Any other method: \"Invalid procedure\", as NZBGet answers it."
    ) { queue, key, version, group in
        let credentials = NZBGetClient.credentials(in: key)
        NZBGetDemoRoutes(queue: queue, user: credentials.user, password: credentials.password, version: version)
            .register(on: group)
    }
}
