/// One thing a screen can do, as a value: what the terminal binds to a key, the browser draws as
/// a button or a form, and a notification offers as a button — each front end draws it, and
/// the screen's ``ActionableScreen/perform(_:)`` does it, so it is the same operation everywhere.
public struct ScreenAction: Sendable, Hashable, Identifiable {
    /// What it does, unique among the screen's actions ("pause", "remove").
    public var id: String
    /// The button's words ("Pause or resume").
    public var label: String
    /// The terminal's key for it.
    public var key: Character
    /// The terminal's key hint, nil when another action's hint covers it ("+/-" covers "-").
    public var hint: KeyHintText?
    /// The key map's name for it ("delete", "add"), so a moved key moves in every front end.
    public var keyName: String?
    /// What it acts on.
    public var target: ActionTarget
    /// Who may run it.
    public var role: ActionRole
    /// What it asks to be typed or chosen first, if anything.
    public var input: ActionInput?
    /// Whether it removes or spends something (its button and question say so in red).
    public var isDestructive: Bool
    /// Whether it is one of the screen's lesser actions (after the content in the browser, a
    /// secondary key hint in the terminal).
    public var isSecondary: Bool

    /// Creates an action; `hint` defaults to the label in lower case.
    public init(
        id: String, label: String, key: Character, hint: KeyHintText? = nil, keyName: String? = nil,
        target: ActionTarget = .screen, role: ActionRole = .admin, input: ActionInput? = nil,
        isDestructive: Bool = false, isSecondary: Bool = false
    ) {
        self.id = id
        self.label = label
        self.key = key
        self.hint = hint
        self.keyName = keyName
        self.target = target
        self.role = role
        self.input = input
        self.isDestructive = isDestructive
        self.isSecondary = isSecondary
    }
}

/// A terminal key hint's words: the keys it names ("+/-") and what they do ("priority").
public struct KeyHintText: Sendable, Hashable {
    /// The keys, as the hint shows them.
    public var keys: String
    /// What they do, in a word or two.
    public var words: String

    /// Creates a hint.
    public init(_ keys: String, _ words: String) {
        self.keys = keys
        self.words = words
    }
}

/// What an action acts on.
public enum ActionTarget: Sendable, Hashable {
    /// The whole screen (the client: pause everything, its limit).
    case screen
    /// The rows it is given: the marked ones, else the selected one (a page's checked rows).
    case rows
    /// One row: the selected one (a page's row button).
    case row
}

/// Who may run an action.
public enum ActionRole: Sendable, Hashable {
    /// Anyone signed in: it changes a view, not a server.
    case household
    /// An admin: it changes something on a server.
    case admin

    /// Whether someone of `role` may run an action of this one.
    public func allows(isAdmin: Bool) -> Bool { self == .household || isAdmin }
}

/// What an action asks for before it runs: a line of text, or one of a few choices.
public struct ActionInput: Sendable, Hashable {
    /// The form field it is sent in ("limit").
    public var field: String
    /// The question or label ("Speed limit (5M, 500K, 50%, off)").
    public var prompt: String
    /// An example of what to type, for an empty field.
    public var placeholder: String
    /// The choices, when it is one of a few (then nothing is typed).
    public var choices: [FormChoice]
    /// Whether the terminal's key steps to the next choice instead of asking (a list's filter);
    /// the screen's ``ActionableScreen/prefill(_:targets:)`` says the current one.
    public var cycles: Bool

    /// Creates an input.
    public init(
        field: String, prompt: String, placeholder: String = "", choices: [FormChoice] = [], cycles: Bool = false
    ) {
        self.field = field
        self.prompt = prompt
        self.placeholder = placeholder
        self.choices = choices
        self.cycles = cycles
    }
}
