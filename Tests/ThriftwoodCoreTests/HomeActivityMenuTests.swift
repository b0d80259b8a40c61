import Foundation
import ServerKit
import Testing
import ThriftwoodCore

/// Home offers the merged views to any profile with a server that feeds them, asked of each
/// kind's capability rather than its family.
@Suite("Home's activity entries")
struct HomeActivityMenuTests {
    private func profile(_ kinds: [ServiceKind]) -> Profile {
        Profile(
            id: "p", name: "Home", createdAt: Date(), updatedAt: Date(),
            servers: kinds.map {
                ServiceServer(kind: $0, connection: ServerConnection(baseURL: "http://nas:1", apiKey: "k"))
            })
    }

    @Test("Lidarr and SABnzbd alone get the queue, history, calendar and wanted entries")
    @MainActor
    func lidarrAndSABnzbd() {
        let home = AppHomeViewModel(profile: profile([.lidarr, .sabnzbd]), kinds: .standard)
        #expect(home.entries.contains { $0.route == .activity(.queue) })
        #expect(home.entries.contains { $0.route == .activity(.calendar) })
    }

    @Test("a profile of download clients and Tautulli alone gets none")
    @MainActor
    func clientsAlone() {
        let home = AppHomeViewModel(profile: profile([.sabnzbd, .tautulli]), kinds: .standard)
        #expect(!home.entries.contains { if case .activity = $0.route { true } else { false } })
    }
}
