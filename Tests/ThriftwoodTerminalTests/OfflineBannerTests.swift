import Foundation
import Testing
import ThriftwoodCore

@testable import ThriftwoodTerminal

@Suite("Offline banners promise only what is there")
@MainActor
struct OfflineBannerTests {
    @Test("Home with an unreachable Radarr and no offline copy says there is none yet")
    func noCopyYet() async throws {
        let dependencies = try offlineDependencies()
        _ = try await dependencies.profiles.create(
            ProfileDraft(
                name: "Home", radarr: ConnectionDraft(.radarr, url: "http://radarr.invalid:7878", apiKey: "0123456789"),
                sonarr: ConnectionDraft(.sonarr, url: "http://sonarr.invalid:8989", apiKey: "0123456789")))
        let coordinator = AppCoordinator(dependencies: dependencies, dataDirectory: URL(fileURLWithPath: "/data"))
        await coordinator.start()
        coordinator.popToRoot()
        let ui = TerminalUI(coordinator: coordinator, clock: { snapshotNow })
        for _ in 0..<3 {
            _ = ui.render(width: 200, height: 40)
            await ui.settle()
        }
        let text = ui.render(width: 200, height: 40).text
        #expect(text.contains("there is no offline copy yet"), "\(text)")
        #expect(!text.contains("what the offline copy knows"))
    }
}
