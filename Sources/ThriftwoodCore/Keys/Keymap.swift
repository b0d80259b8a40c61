import Foundation
import TOMLKit

/// The keys a person moved: action name → key, read from `keys.toml`
/// (`$XDG_CONFIG_HOME/thriftwood/keys.toml`); every other action keeps its default.
///
/// ```toml
/// [keys]
/// sort = "S"
/// "saved filters" = "ctrl-f"
/// home = "h"
/// ```
public struct Keymap: Hashable, Sendable {
    /// The moved actions, by their catalogue name, with the key as footers print it.
    public let bindings: [String: String]

    /// The defaults: nothing moved.
    public static let defaults = Keymap(bindings: [:])

    /// A keymap of `bindings` (already checked).
    public init(bindings: [String: String]) {
        self.bindings = bindings
    }

    /// The key `action` has: the person's, else its default.
    public func key(for action: String) -> String? {
        guard let name = KeyActions.canonical(action) else { return nil }
        return bindings[name] ?? KeyActions.defaultKey(of: name)
    }

    /// The key the person gave `action`, when they moved it.
    public func movedKey(for action: String) -> String? {
        guard !bindings.isEmpty else { return nil }
        return KeyActions.canonical(action).flatMap { bindings[$0] }
    }

    /// Every action with its key and whether it was moved, for `thriftwood keys` and help.
    public var effective: [(action: String, key: String, isDefault: Bool)] {
        KeyActions.defaults.map { action, key in
            (action, bindings[action] ?? key, bindings[action] == nil)
        }
    }

    /// Actions whose default key another action was moved onto, so they have no key where
    /// both appear: "“search marked” (S) is now “sort”'s key".
    public var displaced: [String] {
        KeyActions.defaults.compactMap { action, key in
            guard bindings[action] == nil,
                let taker = bindings.first(where: { $0.value == key && KeyActions.defaultKey(of: $0.key) != key })
            else { return nil }
            return "“\(action)” (\(key)) is now “\(taker.key)”’s key where both appear"
        }
        .sorted()
    }

    /// The largest keys.toml read, in bytes: every action on its own line fits many times over.
    public static let maxFileSize = 64 * 1024

    /// Reads a keymap file's text; every problem names its line. Linear in the file's length
    /// (each line is read once, whatever the number of entries).
    public static func parse(_ text: String) throws(KeymapError) -> Keymap {
        guard text.utf8.count <= maxFileSize else {
            throw KeymapError(
                line: 1,
                message:
                    "the file is \(text.utf8.count / 1024) KB; Thriftwood reads keys.toml up to \(maxFileSize / 1024) KB"
            )
        }
        let lines = KeyLines(text)
        if let line = TableHeaderCheck.firstNamelessHeader(in: text) {
            throw KeymapError(
                line: line, message: KeymapError.namelessHeader)
        }
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            throw KeymapError(line: error.source.begin.line, message: "this is not valid TOML: \(error.description)")
        } catch {
            throw KeymapError(line: 1, message: "this is not valid TOML: \(error)")
        }
        for key in table.keys where key != "keys" {
            throw KeymapError(
                line: lines.line(of: key),
                message: "“\(key)” is not a section Thriftwood reads; put keys under [keys]")
        }
        guard let keys = table["keys"] else { return .defaults }
        guard let section = keys.table else {
            throw KeymapError(line: lines.line(of: "keys"), message: "“keys” must be a section: [keys]")
        }
        var bindings: [String: String] = [:]
        var actionOfKey: [String: String] = [:]
        var lineOfAction: [String: Int] = [:]
        var globalClashes: [(name: String, key: String, line: Int)] = []
        // In the file's order, so a clash is reported on the second of the two lines.
        let ordered = section.keys.map { (action: $0, line: lines.line(of: $0)) }.sorted { $0.line < $1.line }
        for (action, at) in ordered {
            guard let name = KeyActions.canonical(action) else {
                throw KeymapError(
                    line: at,
                    message: "there is no action “\(action)”; `thriftwood keys` lists them (e.g. sort, search, home)")
            }
            guard let value = section[action]?.string else {
                throw KeymapError(line: at, message: "“\(action)” needs a key in quotes, e.g. \(action) = \"S\"")
            }
            guard let key = KeyName.canonical(value) else {
                throw KeymapError(
                    line: at,
                    message: "“\(value)” is not a key: write one character, a name such as Enter, Esc, Space, Tab, "
                        + "Up, PgDn, or Ctrl-P")
            }
            if let other = actionOfKey[key] {
                throw KeymapError(
                    line: at,
                    message: "\(key) is already “\(other)”’s key (line \(lineOfAction[other] ?? at)); give each its own"
                )
            }
            if let previous = bindings[name] { actionOfKey[previous] = nil }
            globalClashes.append((name, key, at))
            bindings[name] = key
            actionOfKey[key] = name
            lineOfAction[name] = at
        }
        // A key an action on every screen still has (home's g, quit's q) cannot be given to
        // another action: it would do two things everywhere. Checked once every move is known,
        // so `home = "h"` then `quit = "g"` is fine.
        for (name, key, at) in globalClashes {
            for global in KeyActions.global where global != name && bindings[global] == nil {
                guard KeyActions.defaultKey(of: global) == key else { continue }
                throw KeymapError(
                    line: at,
                    message: "\(key) is “\(global)”’s key on every screen; move \(global) first "
                        + "(e.g. \(global) = \"\(global == "home" ? "H" : "Q")\") or choose another key")
            }
        }
        return Keymap(bindings: bindings)
    }
}

/// What is wrong with `keys.toml`, naming the line.
public struct KeymapError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line (from 1).
    public let line: Int
    /// What is wrong, in the user's words.
    public let message: String

    /// Creates an error.
    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    /// What a header without a name is told.
    static let namelessHeader = "this is not valid TOML: a section header needs a name in its brackets, e.g. [keys]"

    /// "keys.toml line 3: …".
    public var description: String { "keys.toml line \(line): \(message)" }
}
