import Testing

@testable import ThriftwoodCore

@Suite("Titles sorted by their bytes, in String's order")
struct TitleOrderTests {
    @Test("orders thousands of titles exactly as String's < does, equal titles in the order given")
    func ordersAsStringDoes() {
        let parts = [
            "the", "a", "Amélie", "amelie", "Zoë", "zoe", "", " ", "100", "2", "Å", "e\u{301}", "é", "ß", "ss", "東京",
            "Z", "z", "-", "_", "ÉCLAIR", "Éclair", "eclair",
        ]
        var generator = SystemRandomNumberGenerator()
        let titles = (0..<3_000).map { _ in
            (0..<Int.random(in: 0...3, using: &generator)).map { _ in parts.randomElement(using: &generator) ?? "" }
                .joined(separator: " ")
        }
        let expected = titles.indices.sorted { titles[$0] != titles[$1] ? titles[$0] < titles[$1] : $0 < $1 }
        #expect(TitleOrder.positions(of: titles) == expected)
    }

    @Test("a prefix comes before the longer title, and an empty list stays empty")
    func prefixesAndEmpty() {
        #expect(TitleOrder.positions(of: ["alien 2", "alien", "alie"]) == [2, 1, 0])
        #expect(TitleOrder.positions(of: []).isEmpty)
    }
}
