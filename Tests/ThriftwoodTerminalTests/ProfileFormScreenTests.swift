import Foundation
import ServerKit
import Testing
import ThriftwoodCore
import ThriftwoodNavigation

@testable import ThriftwoodTerminal

@Suite("The profile form with servers of every kind")
@MainActor
struct ProfileFormScreenTests {
    /// A started app whose profile holds `servers` (kind, name), at addresses that never answer.
    func app(with servers: [(ServiceKind, String)]) async throws -> (TerminalUI, Profile) {
        let dependencies = try offlineDependencies()
        let profile = try await dependencies.profiles.create(ProfileDraft(name: "Home"))
        for (index, (kind, name)) in servers.enumerated() {
            let key = kind.signsInWithUser ? "admin:secret" : "0123456789abcdef"
            _ = try await dependencies.profiles.addServer(
                ServiceServer(
                    kind: kind, name: name,
                    connection: ServerConnection(baseURL: "http://nas.invalid:\(9000 + index)", apiKey: key)),
                to: profile.id)
        }
        let coordinator = AppCoordinator(dependencies: dependencies, dataDirectory: URL(fileURLWithPath: "/data"))
        await coordinator.start()
        coordinator.navigate(to: .settings(.editProfile(profileId: profile.id)))
        let ui = TerminalUI(coordinator: coordinator, clock: { snapshotNow })
        _ = ui.render(width: 80, height: 24)
        await ui.settle()
        return (ui, profile)
    }

    func form(_ ui: TerminalUI) throws -> ProfileFormViewModel {
        guard case .settings(.profileForm(let form)) = ui.coordinator.visibleModel else {
            throw FormMissing()
        }
        return form
    }

    struct FormMissing: Error {}

    static let everyKind: [(ServiceKind, String)] = [
        (.radarr, "Radarr"), (.radarr, "Radarr 4K"), (.sonarr, "Sonarr"), (.lidarr, "Lidarr"), (.sabnzbd, "SABnzbd"),
        (.qbittorrent, "qBittorrent"), (.seerr, "Seerr"), (.tautulli, "Tautulli"),
    ]

    @Test("every server of the profile is listed in the profile's order, whatever its kind")
    func listsEveryServer() async throws {
        let (ui, _) = try await app(with: Self.everyKind)
        let text = ui.render(width: 80, height: 24).text
        for (_, name) in Self.everyKind { #expect(text.contains(name), "\(name) is listed") }
        assertSnapshot(ui.render(width: 80, height: 24).snapshot, named: "profile-form-every-kind-80x24")
        let order = try form(ui).servers.map(\.name)
        #expect(order == Self.everyKind.map(\.1))
    }

    @Test("a profile of download clients shows no empty Radarr or Sonarr fields")
    func noEmptyArrBlocks() async throws {
        let (ui, _) = try await app(with: [(.nzbget, "NZBGet"), (.qbittorrent, "qBittorrent"), (.deluge, "Deluge")])
        let text = ui.render(width: 80, height: 24).text
        #expect(!text.contains("Radarr URL") && !text.contains("Sonarr URL"))
        #expect(text.contains("NZBGet") && text.contains("qBittorrent") && text.contains("Deluge"))
    }

    @Test("at 80×24 the form scrolls with the cursor down to Save and Cancel")
    func scrollsToSave() async throws {
        let (ui, _) = try await app(with: Self.everyKind)
        #expect(!ui.render(width: 80, height: 24).text.contains("[ Save ]"))
        for _ in 0..<40 { ui.handle(.down) }
        let text = ui.render(width: 80, height: 24).text
        #expect(text.contains("[ Save ]") && text.contains("[ Cancel ]"))
        #expect(text.contains("Test and add"))
    }

    @Test("Escape with a half-filled new server asks before discarding it")
    func escapeAsksAboutHalfFilledServer() async throws {
        let (ui, _) = try await app(with: [(.radarr, "Radarr")])
        let form = try form(ui)
        #expect(!form.hasChanges)
        form.newServer.url = "http://nas:8686"
        ui.handle(.escape)
        #expect(ui.render(width: 80, height: 24).text.contains("Discard your changes?"))
        ui.handle(.character("n"))
        #expect(ui.coordinator.navigator.state.sheet != nil, "the form stays open")
    }

    @Test("d on any server's row asks to remove it, naming it")
    func removesAnyKind() async throws {
        let (ui, _) = try await app(with: [(.nzbget, "NZBGet"), (.deluge, "Deluge")])
        ui.handle(.down)
        ui.handle(.down)
        ui.handle(.character("d"))
        #expect(ui.render(width: 80, height: 24).text.contains("Remove Deluge"))
    }
}
