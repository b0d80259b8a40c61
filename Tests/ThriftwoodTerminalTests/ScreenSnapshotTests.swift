import Foundation
import Testing
import ThriftwoodCore
import ThriftwoodNavigation

@testable import ThriftwoodTerminal

@Suite("Screen snapshots at 80×24 and 120×40")
@MainActor
struct ScreenSnapshotTests {
    static let sizes = [(80, 24), (120, 40)]

    /// A started app on an offline Radarr with a cached library.
    func offlineApp(onboarded: Bool = true, profileName: String = "Home") async throws -> TerminalUI {
        let dependencies = try offlineDependencies()
        if onboarded {
            let profile = try await dependencies.profiles.create(
                ProfileDraft(
                    name: profileName,
                    radarr: ConnectionDraft(.radarr, url: "http://radarr.invalid:7878", apiKey: "0123456789abcdef")))
            try await dependencies.libraryCache.store(
                snapshotLibrary(), connectionId: profile.cacheKey, at: snapshotNow.addingTimeInterval(-600))
        }
        let coordinator = AppCoordinator(dependencies: dependencies, dataDirectory: URL(fileURLWithPath: "/data"))
        await coordinator.start()
        return TerminalUI(coordinator: coordinator, clock: { snapshotNow })
    }

    /// Renders once (starting loads), lets them finish, and renders again at each size.
    func snapshot(_ ui: TerminalUI, _ name: String) async {
        for _ in 0..<3 {
            _ = ui.render(width: 80, height: 24)
            await ui.settle()
        }
        for (width, height) in Self.sizes {
            assertSnapshot(ui.render(width: width, height: height).snapshot, named: "\(name)-\(width)x\(height)")
        }
    }

    @Test("first run shows the welcome screen")
    func welcome() async throws {
        await snapshot(try await offlineApp(onboarded: false), "onboarding-welcome")
    }

    @Test("Radarr home offline shows the error with its suggestion and the menu")
    func radarrHome() async throws {
        await snapshot(try await offlineApp(), "radarr-home-offline")
    }

    @Test("Home with a long profile name puts the offline banner where it does not run into the name")
    func homeOfflineLongName() async throws {
        let ui = try await offlineApp(profileName: "Living room downstairs")
        ui.coordinator.popToRoot()
        await snapshot(ui, "home-offline-long-name")
    }

    @Test("the movies list serves the cache offline with the refresh error above it")
    func moviesList() async throws {
        let ui = try await offlineApp()
        ui.coordinator.navigate(to: .radarr(.moviesList))
        await snapshot(ui, "movies-list-offline")
    }

    @Test("an action whose key another took leaves the footer, and help says what took it")
    func displacedKeys() async throws {
        let ui = try await offlineApp()
        ui.keymap = try Keymap.parse("[keys]\nsort = \"f\"\n")
        ui.coordinator.navigate(to: .radarr(.moviesList))
        _ = ui.render(width: 200, height: 40)
        await ui.settle()
        let footer = ui.render(width: 200, height: 40).text.split(separator: "\n").last.map(String.init) ?? ""
        #expect(footer.contains("f sort") && !footer.contains("f filter"), "\(footer)")
        ui.handle(.character("?"))
        #expect(ui.render(width: 120, height: 40).text.contains("filter (f is sort now; give it a key in keys.toml)"))
    }

    @Test("a moved key works under its new name, its old key does nothing, and the footer and help show it")
    func movedKeys() async throws {
        let ui = try await offlineApp()
        ui.keymap = try Keymap.parse("[keys]\nsort = \"S\"\nhelp = \"H\"\n")
        ui.coordinator.navigate(to: .radarr(.moviesList))
        _ = ui.render(width: 120, height: 40)
        await ui.settle()
        let before = ui.render(width: 120, height: 40).text
        #expect(before.contains("S sort") && !before.contains("s sort"))
        #expect(before.contains("Title ↑"))
        ui.handle(.character("s"))
        #expect(ui.render(width: 120, height: 40).text.contains("Title ↑"))
        ui.handle(.character("S"))
        #expect(!ui.render(width: 120, height: 40).text.contains("Title ↑"))
        ui.handle(.character("H"))
        let help = ui.render(width: 120, height: 40).text
        #expect(help.contains("S                sort"))
        ui.handle(.escape)
        ui.handle(.control("p"))
        for character in "sort" { ui.handle(.character(character)) }
        await ui.settle()
        let palette = ui.render(width: 120, height: 40).text.split(separator: "\n")
        let row = palette.first { $0.contains("Action") && $0.contains("sort") }
        #expect(row?.contains("  S  ") == true, "\(palette.joined(separator: "\n"))")
    }

    @Test("searching the list filters as you type and shows the query in the footer")
    func moviesSearch() async throws {
        let ui = try await offlineApp()
        ui.coordinator.navigate(to: .radarr(.moviesList))
        _ = ui.render(width: 80, height: 24)
        await ui.settle()
        for key in [Key.character("/"), .character("a"), .character("r")] { ui.handle(key) }
        await snapshot(ui, "movies-list-search")
    }

    @Test("the app root lists the profile's services and settings")
    func appRoot() async throws {
        let ui = try await offlineApp()
        ui.coordinator.popToRoot()
        await snapshot(ui, "app-root")
    }

    @Test("the add-profile sheet shows a message under each invalid field")
    func profileFormErrors() async throws {
        let ui = try await offlineApp()
        ui.coordinator.popToRoot()
        ui.coordinator.navigate(to: .settings(.main))
        ui.coordinator.navigate(to: .settings(.profiles))
        ui.coordinator.navigate(to: .settings(.addProfile))
        await ui.settle()
        _ = ui.render(width: 80, height: 24)
        guard case .settings(.profileForm(let form)) = ui.coordinator.visibleModel else {
            Issue.record("expected the profile form")
            return
        }
        form.name = "home"
        form.newServer.url = "nas:7878"
        await form.save()
        await snapshot(ui, "profile-form-errors")
    }

    @Test("the key help lists this screen's keys and the global ones")
    func help() async throws {
        let ui = try await offlineApp()
        ui.handle(.character("?"))
        await snapshot(ui, "help")
    }

    @Test("help in a list lists the keys for marked rows before anything is marked")
    func helpListsMarkKeys() async throws {
        let ui = try await offlineApp()
        ui.coordinator.navigate(to: .radarr(.moviesList))
        await ui.settle()
        ui.handle(.character("?"))
        let help = ui.render(width: 120, height: 60).text
        #expect(help.contains("delete marked") && help.contains("edit marked") && help.contains("clear marks"))
        ui.handle(.escape)
        #expect(!ui.render(width: 200, height: 40).text.contains("delete marked"), "the footer keeps to what works now")
    }

    @Test("help too long for the window scrolls with ↑↓ down to its last line, and another key closes it")
    func helpScrolls() async throws {
        let ui = try await offlineApp()
        ui.coordinator.navigate(to: .radarr(.moviesList))
        await ui.settle()
        ui.handle(.character("?"))
        let first = ui.render(width: 80, height: 24).text
        #expect(first.contains("↑↓ scroll · any other key closes"))
        #expect(first.contains("more"))
        #expect(!first.contains("quit (remembers where you were)"))
        for _ in 0..<40 { ui.handle(.down) }
        let last = ui.render(width: 80, height: 24).text
        #expect(last.contains("quit (remembers where you were)"))
        #expect(last.contains("above"))
        ui.handle(.character("x"))
        #expect(!ui.render(width: 80, height: 24).text.contains("Keys"))
    }

    @Test("d on a movie that has not loaded opens no dialog, so y deletes nothing")
    func noDeleteBeforeTheMovieShows() async throws {
        let ui = try await offlineApp()
        ui.coordinator.navigate(to: .radarr(.movieDetail(movieId: 1)))
        await ui.settle()
        _ = ui.render(width: 80, height: 24)
        await ui.settle()
        for key in [Key.character("d"), .character("y")] { ui.handle(key) }
        await ui.settle()
        guard case .radarr(.movieDetail(let detail)) = ui.coordinator.visibleModel else {
            Issue.record("expected the movie detail on top")
            return
        }
        #expect(detail.pendingDelete == nil)
        #expect(!ui.render(width: 80, height: 24).text.contains("Delete"))
        #expect(ui.coordinator.navigator.state.path == [.radarr(.home), .radarr(.movieDetail(movieId: 1))])
    }

    @Test("quick Enters each act on the screen they land on, never pushing a copy of one")
    func repeatedEnterPushesOnce() async throws {
        let ui = try await offlineApp()
        ui.coordinator.popToRoot()
        await ui.settle()
        _ = ui.render(width: 80, height: 24)
        // Navigation applies at once, so the second Enter is Radarr's home's, not Home's again.
        for _ in 0..<3 { ui.handle(.enter) }
        await ui.settle()
        let path = ui.coordinator.navigator.state.path
        #expect(path.count == Set(path).count)
        #expect(Array(path.prefix(2)) == [.radarr(.home), .radarr(.moviesList)])
    }

    @Test("error banners are red and the header bar is reversed, as the snapshot styles record")
    func coloursReachTheCanvas() async throws {
        let ui = try await offlineApp()
        await snapshot(ui, "radarr-home-offline")
        let runs = ui.render(width: 80, height: 24).styleRuns
        #expect(runs.contains("error+bold"))
        #expect(runs.contains("header+bold+reverse"))
    }

    @Test("a terminal smaller than 40×12 asks to be made larger")
    func tinyTerminal() async throws {
        let ui = try await offlineApp()
        let text = ui.render(width: 30, height: 8).snapshot
        #expect(text.contains("Make the window larger"))
        assertSnapshot(text, named: "tiny-30x8")
    }

    @Test("Esc goes back, g goes home and a malformed :open link leaves a notice")
    func keysNavigate() async throws {
        let ui = try await offlineApp()
        ui.coordinator.navigate(to: .radarr(.moviesList))
        _ = ui.render(width: 80, height: 24)
        await ui.settle()
        ui.handle(.escape)
        await ui.settle()
        #expect(ui.coordinator.navigator.state.path == [.radarr(.home)])
        ui.handle(.character("g"))
        await ui.settle()
        #expect(ui.coordinator.navigator.state.path.isEmpty)
        ui.handle(.character(":"))
        for character in "open thriftwood://nowhere" { ui.handle(.character(character)) }
        ui.handle(.enter)
        await ui.settle()
        #expect(ui.coordinator.notice?.contains("nowhere") == true)
        ui.handle(.character("q"))
        #expect(ui.wantsQuit)
    }
}
