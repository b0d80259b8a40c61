import Testing

@testable import ThriftwoodCore

@Suite("Moving to the next choice")
struct CyclingTests {
    @Test("the next choice follows the current one, wraps at the end, starts at the first when none is current")
    func cycles() {
        let choices = ["HD", "4K", "Any"]
        #expect(choices.cycled(after: "HD") == "4K")
        #expect(choices.cycled(after: "Any") == "HD")
        #expect(choices.cycled(after: "gone") == "HD")
        #expect(choices.cycled(after: nil) == "HD")
        #expect([String]().cycled(after: "HD") == nil)
        #expect(choices.cycled { $0.hasPrefix("4") } == "Any")
    }
}
