import Foundation
import ServerKit
import Testing

@testable import ThriftwoodCore

@Suite("Screens a kind declares for the palette")
struct KindPaletteScreensTests {
    private func server(_ kind: ServiceKind, _ name: String) -> ServiceServer {
        ServiceServer(kind: kind, name: name, connection: ServerConnection(baseURL: "http://nas:1", apiKey: "k"))
    }

    @Test(
        "Prowlarr's and Bazarr's screens are offered under their scope; a second server's under its slug, by its name")
    func declared() {
        let profile = Profile(
            id: "p", name: "Home", createdAt: Date(), updatedAt: Date(),
            servers: [server(.prowlarr, "Prowlarr"), server(.bazarr, "Bazarr"), server(.bazarr, "Bazarr 4K")])
        let items = PaletteCatalog.screens(for: profile, kinds: .standard)
        func link(_ title: String) -> String? {
            items.first { $0.title == title }.flatMap { if case .link(let link) = $0.target { link } else { nil } }
        }
        #expect(link("Search indexers (Prowlarr)") == "thriftwood://prowlarr/search")
        #expect(link("Indexers (Prowlarr)") == "thriftwood://prowlarr")
        #expect(link("Movies missing subtitles (Bazarr)") == "thriftwood://bazarr/movies")
        #expect(link("Bazarr 4K: Subtitle providers (Bazarr)") == "thriftwood://bazarr-4k/providers")
    }

    @Test("Every kind's screens come from its declaration: a second Radarr's under its slug, its home by its name")
    func secondServer() {
        let profile = Profile(
            id: "p", name: "Home", createdAt: Date(), updatedAt: Date(),
            servers: [server(.radarr, "Radarr"), server(.radarr, "Radarr 4K"), server(.qbittorrent, "qBittorrent")])
        let items = PaletteCatalog.screens(for: profile, kinds: .standard)
        let links = Dictionary(
            items.compactMap { item in
                if case .link(let link) = item.target { (item.title, link) } else { nil }
            }, uniquingKeysWith: { first, _ in first })
        #expect(links["Movies"] == "thriftwood://radarr/movies")
        #expect(links["Radarr 4K: Movies"] == "thriftwood://radarr-4k/movies")
        #expect(links["Radarr 4K"] == "thriftwood://radarr-4k" && links["Radarr 4K: Radarr"] == nil)
        #expect(links["qBittorrent history"] == "thriftwood://qbittorrent/history")
        #expect(items.filter { $0.title == "Radarr" }.count == 1)
    }

    @Test("A profile without them offers none of their screens")
    func absent() {
        let profile = Profile(
            id: "p", name: "Home", createdAt: Date(), updatedAt: Date(), servers: [server(.radarr, "Radarr")])
        #expect(
            !PaletteCatalog.screens(for: profile, kinds: .standard).contains {
                $0.title.contains("Prowlarr") || $0.title.contains("Bazarr")
            })
    }
}
