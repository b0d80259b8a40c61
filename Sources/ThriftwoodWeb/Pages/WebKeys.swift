import Foundation
import ThriftwoodCore

/// The app's keys as the pages' script reads them: each action the browser has, with the key
/// the person's key map gives it (keys.toml moves it in the browser too).
enum WebKeys {
    /// The actions a page's script knows: the global ones, moving through rows, and the ones a
    /// page marks on its buttons and links (`data-key-action`).
    static let actions = [
        "back", "home", "help", "palette", "search", "open", "mark", "monitor", "edit", "delete", "releases", "refresh",
        "add",
        "search episode", "delete file", "search series", "search season", "season releases", "search all",
    ]

    /// The key map as a JSON object of action to key, for a `data-keys` attribute (escaped there).
    static func attribute(_ keymap: Keymap) -> String {
        var keys: [String: String] = [:]
        for action in actions { keys[action] = keymap.key(for: action) }
        let pairs = keys.sorted { $0.key < $1.key }.map { "\(json($0.key)):\(json($0.value))" }
        return "{" + pairs.joined(separator: ",") + "}"
    }

    private static func json(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
