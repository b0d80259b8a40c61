import Foundation

/// A key as people write it in `keys.toml` and as footers print it: one character (`s`,
/// `S`, `/`), a named key (`Enter`, `Esc`, `Space`, `Tab`, `Backspace`, `Up`, `Down`,
/// `Left`, `Right`, `PgUp`, `PgDn`, `Home`, `End`, `Delete`) or `Ctrl-` and a letter.
public enum KeyName {
    private static let named: [String: String] = [
        "enter": "Enter", "return": "Enter", "esc": "Esc", "escape": "Esc", "space": "Space", "tab": "Tab",
        "backspace": "Backspace", "up": "Up", "down": "Down", "left": "Left", "right": "Right", "pgup": "PgUp",
        "pageup": "PgUp", "pgdn": "PgDn", "pagedown": "PgDn", "home": "Home", "end": "End", "delete": "Delete",
        "del": "Delete",
    ]

    /// `text` as footers print it, or nil when it names no key.
    public static func canonical(_ text: String) -> String? {
        if text == " " { return "Space" }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.count == 1 { return trimmed }
        let lower = trimmed.lowercased()
        if let name = named[lower] { return name }
        for prefix in ["ctrl-", "ctrl+", "c-", "^"] where lower.hasPrefix(prefix) {
            let rest = lower.dropFirst(prefix.count)
            guard rest.count == 1, let letter = rest.first, letter.isLetter, letter.isASCII else { return nil }
            return "Ctrl-" + letter.uppercased()
        }
        return nil
    }
}
