import Foundation
import Testing
import ThriftwoodCore

@testable import ThriftwoodTerminal

@Suite("Diagnosing a server from Services")
@MainActor
struct ServicesDiagnosisTests {
    @Test("D on a server's row shows doctor's steps, the failing one with its fix; a key closes them")
    func diagnose() async throws {
        let ui = try await unreachableRadarrApp()
        ui.coordinator.navigate(to: .services)
        _ = ui.render(width: 120, height: 40)
        await ui.settle()
        ui.handle(.character("D"))
        await ui.settle()
        let text = ui.render(width: 120, height: 40).text
        #expect(text.contains("✗ Name resolution: radarr.invalid does not resolve"), "\(text)")
        ui.handle(.character("x"))
        #expect(!ui.render(width: 120, height: 40).text.contains("Name resolution"))
    }
}
