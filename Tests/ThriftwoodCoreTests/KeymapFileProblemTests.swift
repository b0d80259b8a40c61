import Foundation
import Testing

@testable import ThriftwoodCore

/// A keys.toml that would have stopped the app (the TOML parser's assertions) or been named in
/// a system's words gets a sentence of its own, and the defaults.
@Suite("A bad keymap file never stops the app")
struct KeymapFileProblemTests {
    @Test(
        "a section header with no name is named by its line instead of aborting the parser",
        arguments: [
            ("[\n", 1), ("quit = \"q\"\n[", 2), ("[keys]\n[[", 2), ("[ #x\n", 1), ("\t[,a]", 1), ("[=]", 1),
            ("[keys]\r\nquit = \"q\"\r\n[\r\n", 3), ("[[ {", 1),
        ])
    func namelessHeader(text: String, line: Int) {
        #expect(throws: KeymapError(line: line, message: KeymapError.namelessHeader)) { try Keymap.parse(text) }
    }

    @Test("headers with a name, bare or quoted, still reach the TOML parser")
    func namedHeaders() throws {
        #expect(try Keymap.parse("[keys]\nquit = \"Q\"\n").effective.contains { $0.0 == "quit" && $0.1 == "Q" })
        #expect(TableHeaderCheck.firstNamelessHeader(in: "[\"keys\"]\n[ 'a' ]\n[[b]]\n[-x]") == nil)
    }

    @Test("a folder, a device, a missing file the person named: each its own sentence and the defaults")
    func fileProblems() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(
            KeymapFile.load(folder).problem == "\(folder.path) is a folder, not a keymap file; the default keys apply.")
        let device = KeymapFile.load(URL(fileURLWithPath: "/dev/zero"))
        #expect(device.problem?.hasPrefix("/dev/zero is not a regular file") == true && device.keymap == .defaults)
        let missing = folder.appendingPathComponent("keys.toml")
        #expect(KeymapFile.load(missing).problem == nil)
        #expect(
            KeymapFile.load(missing, required: true).problem
                == "\(missing.path) does not exist; the default keys apply.")
    }
}
