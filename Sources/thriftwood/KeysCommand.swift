import ArgumentParser
import Foundation
import ThriftwoodCore

/// `thriftwood keys`: the keys in force — every action, its key, and which the person moved
/// in `keys.toml` — or why the file is not used.
struct KeysCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keys",
        abstract: "Print the effective keymap ($XDG_CONFIG_HOME/thriftwood/keys.toml over the defaults).")

    @Option(help: "Read this keymap file instead of the one in the config directory.") var file: String?

    func run() throws {
        let loaded = KeymapFile.load(
            file.map { URL(fileURLWithPath: $0) } ?? KeymapFile.location(), required: file != nil)
        let exists = FileManager.default.fileExists(atPath: loaded.url.path)
        print("Keymap: \(loaded.url.path)\(exists ? "" : " (none: the default keys apply)")")
        if let problem = loaded.problem {
            printError("error: \(problem)")
        }
        printTable(
            headers: ["ACTION", "KEY", "DEFAULT"],
            rows: loaded.keymap.effective.map { action, key, isDefault in
                [action, key, isDefault ? "" : "(was \(KeyActions.defaultKey(of: action) ?? "?"))"]
            }, empty: "")
        for note in loaded.keymap.displaced { print("note: \(note)") }
        if loaded.problem != nil { throw ExitStatus.failure.code }
    }
}
