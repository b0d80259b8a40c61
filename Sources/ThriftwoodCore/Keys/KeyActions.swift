import Foundation

/// The actions a keymap can move to another key: the names screens give their keys in
/// footers and help, each with the key it has by default.
///
/// A name can stand for one action on several screens (`sort` is `s` in every list), so moving
/// it moves it everywhere it appears; a screen's own name for a key (`search season`) moves
/// only that one.
public enum KeyActions {
    /// Every action name with its default key, as footers print it.
    public static let defaults: [(action: String, key: String)] = [
        // On every screen.
        ("back", "Esc"), ("home", "g"), ("command", ":"), ("help", "?"), ("quit", "q"), ("palette", "Ctrl-P"),
        ("copy link", "Ctrl-Y"),
        // Lists.
        ("open", "Enter"), ("search", "/"), ("sort", "s"), ("order", "o"), ("filter", "f"), ("where…", "F"),
        ("saved filters", "W"), ("mark", "Space"), ("clear marks", "X"), ("monitor", "m"), ("unmonitor", "u"),
        ("edit marked", "E"), ("search marked", "S"), ("delete marked", "D"), ("add", "a"), ("refresh", "r"),
        ("reload", "r"),
        // Items and activity.
        ("edit", "e"), ("delete", "d"), ("remove", "d"), ("delete file", "d"), ("history", "h"), ("releases", "i"),
        ("season releases", "i"), ("search all", "S"), ("search series", "S"), ("search season", "S"),
        ("search episode", "s"), ("monitor series", "M"), ("monitor season", "m"), ("missing/cutoff", "c"),
        ("week/agenda", "w"), ("service", "v"), ("event", "f"), ("older", "]"), ("export", "x"),
        ("search again", "r"), ("check again", "r"), ("level", "l"), ("language", "l"), ("protocol", "p"),
        ("approved only", "a"), ("open series", "o"), ("look up on each service", "L"), ("next", "Tab"),
    ]

    /// The actions every screen has: a key one of them keeps cannot be given to another action,
    /// or that key would do two things everywhere.
    public static let global: Set<String> = ["back", "home", "command", "help", "quit", "palette", "copy link"]

    /// The default key of `action` (any case; `-` or `_` for spaces), or nil for an unknown name.
    public static func defaultKey(of action: String) -> String? {
        byName[normalized(action)]?.key
    }

    /// `action` as the catalogue spells it, or nil for an unknown name.
    public static func canonical(_ action: String) -> String? {
        byName[normalized(action)]?.action
    }

    /// The catalogue by normalised name, built once (footers look names up on every frame).
    private static let byName: [String: (action: String, key: String)] = Dictionary(
        defaults.map { (normalized($0.action), $0) }, uniquingKeysWith: { first, _ in first })

    /// A name compared without case, with `-` and `_` read as spaces and a trailing `…` optional.
    public static func normalized(_ action: String) -> String {
        var text = action.lowercased().replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
        if text.hasSuffix("…") { text.removeLast() }
        return text.trimmingCharacters(in: .whitespaces)
    }
}
