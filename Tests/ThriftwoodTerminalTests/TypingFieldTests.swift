import Foundation
import Testing
import ThriftwoodCore
import ThriftwoodNavigation

@testable import ThriftwoodTerminal

@Suite("Screens for typing start in their field")
@MainActor
struct TypingFieldTests {
    func app() async throws -> TerminalUI { try await unreachableRadarrApp() }

    func searchModel(_ ui: TerminalUI) -> SearchEverywhereViewModel? {
        if case .app(.search(let model)) = ui.coordinator.visibleModel { return model }
        return nil
    }

    @Test("`:search` opens search everywhere with the cursor in its field: the letters typed are the search")
    func searchStartsInField() async throws {
        let ui = try await app()
        for letter in ":search" { ui.handle(.character(letter)) }
        ui.handle(.enter)
        for letter in "heat" { ui.handle(.character(letter)) }
        #expect(searchModel(ui)?.query == "heat")
        #expect(ui.render(width: 80, height: 24).text.contains("Search: heat"))
    }

    @Test(":search on the Search screen replaces it, so Escape goes back to where search was opened")
    func searchReplaces() async throws {
        let ui = try await app()
        let before = ui.coordinator.navigator.state.path
        ui.execute("search wire")
        ui.execute("search matrix")
        #expect(ui.coordinator.navigator.state.path == before + [.search(query: "matrix")])
    }

    @Test("an add screen opened with no term starts in its lookup field, so `p` is typed, not run")
    func addStartsInField() async throws {
        let ui = try await app()
        ui.coordinator.navigate(to: .radarr(.moviesList))
        _ = ui.render(width: 80, height: 24)
        ui.handle(.character("a"))
        ui.handle(.character("p"))
        #expect(ui.render(width: 80, height: 24).text.contains("Look up: p"))
    }
}
