import BazarrKit
import Testing

@testable import ThriftwoodCore

@Suite("Bazarr's providers in words")
struct BazarrProvidersWordingTests {
    @Test("With no provider enabled the screen says so once, and never that every provider is in use")
    func noProvider() {
        let table = BazarrRows.providers([], server: "Bazarr")
        #expect(table.summary == "No provider enabled")
        #expect(table.empty.contains("no subtitle provider enabled"))
    }

    @Test("Providers all good are in use; a throttled one is counted")
    func throttled() {
        let good = BazarrRows.providers([BazarrProvider(name: "opensubtitlescom", status: "Good")], server: "Bazarr")
        #expect(good.summary == "Every provider is in use.")
        let some = BazarrRows.providers(
            [
                BazarrProvider(name: "opensubtitlescom", status: "Good"),
                BazarrProvider(name: "podnapisi", status: "Throttled"),
            ], server: "Bazarr")
        #expect(some.summary == "1 of 2 throttled")
    }
}
