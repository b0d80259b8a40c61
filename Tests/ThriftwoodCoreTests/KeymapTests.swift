import Foundation
import Testing

@testable import ThriftwoodCore

@Suite("Your own keys from keys.toml")
struct KeymapTests {
    @Test("a good file moves the actions it names and leaves the rest on their defaults")
    func goodFile() throws {
        let keymap = try Keymap.parse(
            """
            # my keys
            [keys]
            sort = "S"
            "saved filters" = "ctrl-f"
            home = 'h'
            where = "!"
            """)
        #expect(keymap.key(for: "sort") == "S")
        #expect(keymap.key(for: "Saved-Filters") == "Ctrl-F")
        #expect(keymap.key(for: "home") == "h")
        #expect(keymap.key(for: "where…") == "!")
        #expect(keymap.key(for: "search") == "/")
        #expect(keymap.movedKey(for: "search") == nil)
        #expect(keymap.displaced.contains("“history” (h) is now “home”’s key where both appear"))
        let sort = try #require(keymap.effective.first { $0.action == "sort" })
        #expect(sort.key == "S" && !sort.isDefault)
    }

    @Test("an empty file, or one without [keys], is the defaults")
    func emptyFile() throws {
        #expect(try Keymap.parse("") == .defaults)
        #expect(try Keymap.parse("# nothing yet\n") == .defaults)
    }

    @Test("each bad file gets a message naming its line")
    func badFiles() {
        let cases: [(String, Int, String)] = [
            ("[keys]\nsort = S\n", 2, "not valid TOML"),
            ("[keys]\n\nsrot = \"x\"\n", 3, "no action “srot”"),
            ("[keys]\nsort = \"Hyper-X\"\n", 2, "“Hyper-X” is not a key"),
            ("[keys]\nsort = 3\n", 2, "needs a key in quotes"),
            ("[keys]\nsort = \"S\"\nsearch = \"S\"\n", 3, "S is already “sort”’s key (line 2)"),
            ("[colours]\nsort = \"S\"\n", 1, "not a section Thriftwood reads"),
            ("keys = \"S\"\n", 1, "must be a section"),
        ]
        for (text, line, words) in cases {
            do {
                _ = try Keymap.parse(text)
                Issue.record("\(text) should not load")
            } catch {
                #expect(error.line == line, "\(text)")
                #expect(error.message.contains(words), "\(error.message)")
                #expect(error.description.hasPrefix("keys.toml line \(line): "))
            }
        }
    }

    @Test("the file is looked for in XDG_CONFIG_HOME, and a bad one loads the defaults with why")
    func file() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("thriftwood-keys-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = KeymapFile.location(environment: ["XDG_CONFIG_HOME": directory.path])
        #expect(url.path == directory.path + "/thriftwood/keys.toml")
        #expect(KeymapFile.load(url).keymap == .defaults && KeymapFile.load(url).problem == nil)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("[keys]\nsort = \"S\"\n".utf8).write(to: url)
        #expect(KeymapFile.load(url).keymap.key(for: "sort") == "S")
        try Data("[keys]\nsort = \"S\"\nbogus = \"x\"\n".utf8).write(to: url)
        let bad = KeymapFile.load(url)
        #expect(bad.keymap == .defaults)
        #expect(bad.problem?.hasPrefix("keys.toml line 3: there is no action “bogus”") == true)
        #expect(bad.problem?.hasSuffix("the default keys apply.") == true)
    }

    @Test("a 1,000-line file is read line by line: its last entry's line is named, and a file past 64 KB is refused")
    func largeFiles() throws {
        // 1,000 entries, each on its own line: the file's order is kept (the first unknown
        // one is named by its line) without searching the text once per comparison, which
        // took 19 s; `thriftwood-bench keys` measures it.
        var text = "[keys]\n"
        for number in (1...1_000).reversed() { text += "\"action \(number)\" = \"x\"\n" }
        #expect(
            throws: KeymapError(
                line: 2,
                message: "there is no action “action 1000”; `thriftwood keys` lists them (e.g. sort, search, home)")
        ) {
            try Keymap.parse(text)
        }
        let clash = "[keys]\nsort = \"S\"\nsearch = \"x\"\nhome = \"S\"\n"
        #expect(throws: KeymapError(line: 4, message: "S is already “sort”’s key (line 2); give each its own")) {
            try Keymap.parse(clash)
        }
        // A key an action on every screen keeps is refused; moving that action first frees it.
        #expect(
            throws: KeymapError(
                line: 2,
                message: "g is “home”’s key on every screen; move home first (e.g. home = \"H\") or choose another key")
        ) {
            try Keymap.parse("[keys]\nquit = \"g\"\n")
        }
        #expect(try Keymap.parse("[keys]\nquit = \"g\"\nhome = \"H\"\n").key(for: "quit") == "g")
        let huge = "[keys]\n" + String(repeating: "# padding line\n", count: 5_000)
        #expect(throws: KeymapError(line: 1, message: "the file is 73 KB; Thriftwood reads keys.toml up to 64 KB")) {
            try Keymap.parse(huge)
        }
    }

    @Test("key names are read the ways people write them")
    func keyNames() {
        #expect(KeyName.canonical("enter") == "Enter")
        #expect(KeyName.canonical("ESC") == "Esc")
        #expect(KeyName.canonical(" ") == "Space")
        #expect(KeyName.canonical("ctrl+p") == "Ctrl-P")
        #expect(KeyName.canonical("^k") == "Ctrl-K")
        #expect(KeyName.canonical("S") == "S")
        #expect(KeyName.canonical("ctrl-1") == nil)
        #expect(KeyName.canonical("shift-s") == nil)
    }
}
