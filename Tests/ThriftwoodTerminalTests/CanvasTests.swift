import Testing

@testable import ThriftwoodTerminal

@Suite("The canvas")
struct CanvasTests {
    @Test("a wide character takes two cells and the text after it moves right")
    func wideCharacters() {
        var canvas = Canvas(width: 10, height: 1)
        let end = canvas.put("映画ab", x: 0, y: 0)
        #expect(end == 6)
        #expect(canvas[0, 0].character == "映")
        #expect(canvas[1, 0].character == nil)
        #expect(canvas[4, 0].character == "a")
        #expect(canvas.text == "映画ab")
    }

    @Test("text is clipped at the edge without splitting a wide character")
    func clipping() {
        var canvas = Canvas(width: 5, height: 1)
        canvas.put("ab映画", x: 0, y: 0)
        #expect(canvas.text == "ab映")
        canvas.put("outside", x: 0, y: 3)
        #expect(canvas.text == "ab映")
    }

    @Test("only rows that changed are reported for redrawing")
    func diffing() {
        var first = Canvas(width: 4, height: 3)
        first.put("same", x: 0, y: 0)
        var second = first
        second.put("new", x: 0, y: 2)
        #expect(second.changedRows(since: first) == [2])
        #expect(second.changedRows(since: nil) == [0, 1, 2])
        #expect(Canvas(width: 5, height: 3).changedRows(since: first) == [0, 1, 2])
    }

    @Test("fitting text adds an ellipsis, and wrapping respects words and width")
    func layout() {
        #expect(TextLayout.fit("Spider-Man", 7) == "Spider…")
        #expect(TextLayout.pad("ab", 4, right: true) == "  ab")
        #expect(TextLayout.wrap("one two three four", 9) == ["one two", "three", "four"])
    }
}
