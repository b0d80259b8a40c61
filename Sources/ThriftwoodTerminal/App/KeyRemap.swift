import ThriftwoodCore

extension Key {
    /// The key as footers and `keys.toml` spell it (`s`, `Enter`, `Ctrl-P`).
    var label: String {
        switch self {
        case .character(" "): "Space"
        case .character(let character): String(character)
        case .control(let letter): "Ctrl-" + letter.uppercased()
        case .enter: "Enter"
        case .escape: "Esc"
        case .tab: "Tab"
        case .backTab: "BackTab"
        case .backspace: "Backspace"
        case .up: "Up"
        case .down: "Down"
        case .left: "Left"
        case .right: "Right"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .home: "Home"
        case .end: "End"
        case .delete: "Delete"
        case .resize: ""
        }
    }

    /// The key a label spells (the inverse of ``label``), or nil.
    init?(label: String) {
        let named: [String: Key] = [
            "Space": .character(" "), "Enter": .enter, "Esc": .escape, "Tab": .tab, "BackTab": .backTab,
            "Backspace": .backspace, "Up": .up, "Down": .down, "Left": .left, "Right": .right, "PgUp": .pageUp,
            "PgDn": .pageDown, "Home": .home, "End": .end, "Delete": .delete,
        ]
        if let key = named[label] {
            self = key
        } else if label.hasPrefix("Ctrl-"), label.count == 6, let letter = label.last?.lowercased().first {
            self = .control(letter)
        } else if label.count == 1, let character = label.first {
            self = .character(character)
        } else {
            return nil
        }
    }
}

/// The person's keymap applied to one screen: a moved action answers to its new key (which
/// is delivered to the screen as the action's default key), its old key does nothing there
/// unless another action moved onto it, and footers and help print the new keys.
struct KeyRemap {
    private let keymap: Keymap
    /// New key → the default key it stands for, for the actions on this screen that moved.
    private var moved: [String: String] = [:]
    /// New key → the action moved onto it, to say what displaced the action that had it.
    private var movedAction: [String: String] = [:]
    /// Default keys whose action moved away (and that nothing moved onto).
    private var vacated: Set<String> = []

    /// The remap for a screen showing `hints` (its own and the global ones).
    init(keymap: Keymap, hints: [KeyHint]) {
        self.keymap = keymap
        guard !keymap.bindings.isEmpty else { return }
        for hint in hints {
            guard let new = keymap.movedKey(for: hint.action), Key(label: hint.key) != nil, new != hint.key else {
                continue
            }
            if moved[new] == nil {
                moved[new] = hint.key
                movedAction[new] = hint.action
            }
            vacated.insert(hint.key)
        }
        vacated.subtract(moved.keys)
    }

    /// The key the screen should get for `key`; nil when `key`'s action moved elsewhere.
    func translate(_ key: Key) -> Key? {
        let label = key.label
        if let target = moved[label] { return Key(label: target) }
        if vacated.contains(label) { return nil }
        return key
    }

    /// The action that took `hint`'s key when another action moved onto it and `hint`'s
    /// action did not move away: the key no longer reaches it, so footers leave it out and
    /// help says what took its key. Nil when `hint` still has its key.
    func displacement(of hint: KeyHint) -> String? {
        guard keymap.movedKey(for: hint.action) == nil, let other = movedAction[hint.key], other != hint.action else {
            return nil
        }
        return other
    }

    /// `hint` with the person's key.
    func display(_ hint: KeyHint) -> KeyHint {
        guard let new = keymap.movedKey(for: hint.action), Key(label: hint.key) != nil else { return hint }
        return KeyHint(new, hint.action)
    }
}
