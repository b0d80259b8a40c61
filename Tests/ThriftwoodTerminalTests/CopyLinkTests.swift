import Foundation
import Testing
import ThriftwoodCore

@testable import ThriftwoodTerminal

@Suite("Copying the screen's link")
@MainActor
struct CopyLinkTests {
    func app() async throws -> TerminalUI { try await unreachableRadarrApp() }

    @Test("Ctrl-Y puts the screen's thriftwood:// link on the clipboard, once, and shows it")
    func controlY() async throws {
        let ui = try await app()
        ui.coordinator.navigate(to: .radarr(.moviesList))
        ui.handle(.control("y"))
        #expect(ui.takeClipboard() == "thriftwood://radarr/movies")
        #expect(ui.takeClipboard() == nil, "sent once")
        #expect(ui.render(width: 80, height: 24).text.contains("Copied thriftwood://radarr/movies"))
    }

    @Test(":link does the same, and the clipboard sequence is OSC 52 with the link in base64")
    func command() async throws {
        let ui = try await app()
        ui.coordinator.navigate(to: .radarr(.queue))
        ui.execute("link")
        #expect(ui.takeClipboard() == "thriftwood://radarr/queue")
        #expect(
            NcursesBackend.clipboardSequence(for: "thriftwood://radarr/queue")
                == "\u{1B}]52;c;dGhyaWZ0d29vZDovL3JhZGFyci9xdWV1ZQ==\u{07}")
    }
}
