import Foundation
import PictureKit
import TerminalPictures
import Testing

@Suite("Pictures drawn for a terminal through libchafa")
struct ChafaDrawingTests {
    let cover = CoverPainter.paint("Dune", shape: .poster, width: 120)

    @Test("Symbols fill exactly the cells asked for, in the 256-colour palette's fixed colours")
    func symbolCells() {
        let cells = ChafaDrawing.cells(of: cover, columns: 12, rows: 9)
        #expect(cells.count == 9 && cells.allSatisfy { $0.count == 12 })
        #expect(cells.joined().allSatisfy { $0.foreground >= 16 && $0.background >= 16 })
        // The cover is not one colour: the picture is there, not a blank.
        #expect(Set(cells.joined().map(\.background)).count > 3)
    }

    @Test("A poster keeps its shape in cells twice as high as wide")
    func fitted() {
        let size = ChafaDrawing.fittedSize(of: cover, columns: 20, rows: 40)
        #expect(size.columns == 20 && size.rows == 15)
        let short = ChafaDrawing.fittedSize(of: cover, columns: 40, rows: 12)
        #expect(short.rows == 12 && short.columns == 16)
    }

    @Test("Sixel output is one DCS sequence with a raster and colour registers")
    func sixel() {
        let output = ChafaDrawing.output(of: cover, columns: 10, rows: 8, mode: .sixel)
        #expect(output.hasPrefix("\u{1B}P"))
        #expect(output.contains("q\""))
        #expect(output.contains("#"))
        #expect(output.hasSuffix("\u{1B}\\"))
    }

    @Test("kitty output transmits and shows the picture in the graphics protocol's chunks")
    func kitty() {
        let output = ChafaDrawing.output(of: cover, columns: 10, rows: 8, mode: .kitty)
        #expect(output.hasPrefix("\u{1B}_G"))
        #expect(output.contains("a=T"))
        #expect(output.contains("f=32") || output.contains("f=24"))
        #expect(output.components(separatedBy: "\u{1B}_G").count == output.components(separatedBy: "\u{1B}\\").count)
    }

    @Test("iTerm2 output is an inline file sequence")
    func iterm() {
        let output = ChafaDrawing.output(of: cover, columns: 10, rows: 8, mode: .iterm2)
        #expect(output.hasPrefix("\u{1B}]1337;File="))
        #expect(output.contains("inline=1"))
    }

    @Test("Off draws nothing")
    func off() {
        #expect(ChafaDrawing.output(of: cover, columns: 10, rows: 8, mode: .off).isEmpty)
    }

    @Test(
        "The terminal's best mode is told from its environment, and inside tmux it is symbols",
        arguments: [
            (["TERM": "xterm-kitty"], TerminalPictureMode.kitty),
            (["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"], .iterm2),
            (["TERM": "foot"], .sixel),
            (["TERM": "xterm-256color"], .symbols),
            (["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0"], .symbols),
            (["TERM": "xterm-kitty", "TMUX": "/tmp/tmux-0/default,1,0"], .symbols),
            (["TERM": "dumb"], .off),
            ([:], .off),
        ])
    func detection(environment: [String: String], mode: TerminalPictureMode) {
        #expect(TerminalPictureMode.detect(environment: environment) == mode)
    }
}
