import DownloadKit

extension ServiceKind {
    /// SABnzbd.
    public static let sabnzbd = ServiceKind(download: .sabnzbd, defaultPort: 8080, manages: "Usenet downloads")
    /// NZBGet.
    public static let nzbget = ServiceKind(download: .nzbget, defaultPort: 6789, manages: "Usenet downloads")
    /// qBittorrent.
    public static let qbittorrent = ServiceKind(download: .qbittorrent, defaultPort: 8080, manages: "torrents")
    /// Transmission.
    public static let transmission = ServiceKind(download: .transmission, defaultPort: 9091, manages: "torrents")
    /// Deluge, through deluge-web.
    public static let deluge = ServiceKind(download: .deluge, defaultPort: 8112, manages: "torrents")

    /// The kind of the download family's `client`, named as DownloadKit names it.
    init(download client: DownloadClientKind, defaultPort: Int, manages: String) {
        self.init(
            id: client.id, displayName: client.name, defaultPort: defaultPort, manages: manages, family: .downloads)
    }
}

extension KindDeclaration {
    /// The download clients, in the order screens list them.
    static let downloadClients: [KindDeclaration] =
        [ServiceKind.sabnzbd, .nzbget, .qbittorrent, .transmission, .deluge].map(downloadClient)

    /// What a download client can do: its queue and history screens, its line on Home.
    static func downloadClient(_ kind: ServiceKind) -> KindDeclaration {
        KindDeclaration(
            kind, home: .downloads(.queue, kind: kind), links: DownloadsRoute.links(kind),
            test: { services, server in try await services.downloads.test(server) },
            overview: { services, server in
                try await DownloadOverview.of(try await services.downloads.client(for: server))
            },
            dashboard: { context in
                let (downloads, server, ref) = (context.dependencies.downloads, context.server, context.ref)
                return { _, _ in
                    try await DownloadOverview.dashboard(try await downloads.client(for: server), kind: server.kind)
                        .from(ref)
                }
            },
            polled: { services, server in DownloadPolling.source(services.downloads, server) },
            makeService: .downloads,
            paletteScreens: [
                PaletteScreen("\(kind.displayName) downloads", ""),
                PaletteScreen("\(kind.displayName) history", "history"),
            ])
    }
}

extension ServiceFamily {
    /// The download clients (SABnzbd, NZBGet, qBittorrent, Transmission, Deluge).
    public static let downloads = ServiceFamily("downloads")
}
