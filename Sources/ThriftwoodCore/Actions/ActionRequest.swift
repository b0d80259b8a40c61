/// One run of a screen's action: which, on what, with what was typed and which of its
/// question's options were ticked.
public struct ActionRequest: Sendable, Hashable {
    /// The action's id.
    public var action: String
    /// The rows it acts on (ids), empty for a screen action.
    public var targets: [String]
    /// What was typed or chosen, for an action with an input.
    public var input: String?
    /// The fields of the question's options that were ticked ("deleteFiles").
    public var options: Set<String>

    /// Creates a request.
    public init(_ action: String, targets: [String] = [], input: String? = nil, options: Set<String> = []) {
        self.action = action
        self.targets = targets
        self.input = input
        self.options = options
    }
}

/// What an action asks before it runs, naming what it acts on.
public struct ActionQuestion: Sendable, Hashable {
    /// The question ("Remove “Ubuntu” (4.7 GB) from qBittorrent?").
    public var text: String
    /// A line saying more, if any.
    public var detail: String?
    /// Every item it acts on, one per line.
    public var items: [String]
    /// The confirming button's word ("Remove").
    public var confirm: String
    /// What may be ticked as well (also delete the files).
    public var options: [ActionOption]
    /// A line that may be written with the answer (a decline's reason), sent as the request's
    /// input; nil when there is none.
    public var note: ActionNote?
    /// Whether it removes or spends something.
    public var isDestructive: Bool

    /// Creates a question.
    public init(
        _ text: String, detail: String? = nil, items: [String] = [], confirm: String, options: [ActionOption] = [],
        note: ActionNote? = nil, isDestructive: Bool = false
    ) {
        self.note = note
        self.text = text
        self.detail = detail
        self.items = items
        self.confirm = confirm
        self.options = options
        self.isDestructive = isDestructive
    }
}

/// A tick on a question: its field, the terminal's key for it and its words.
public struct ActionOption: Sendable, Hashable {
    /// The field it is sent in.
    public var field: String
    /// The terminal's key that ticks it.
    public var key: Character
    /// Its words ("Also delete what it downloaded").
    public var label: String
    /// The terminal hint's word for it ("files").
    public var hint: String

    /// Creates an option.
    public init(field: String, key: Character, label: String, hint: String) {
        self.field = field
        self.key = key
        self.label = label
        self.hint = hint
    }
}

/// A line that may be written with a question's answer: a decline's reason.
public struct ActionNote: Sendable, Hashable {
    /// The form field it is sent in ("reason").
    public var field: String
    /// What it is ("Reason").
    public var label: String
    /// The terminal's prompt for it ("Reason for declining").
    public var prompt: String
    /// What the question says while none is written ("none (it goes to the app log)").
    public var none: String
    /// The terminal's key that writes it.
    public var key: Character

    /// Creates a note.
    public init(field: String, label: String, prompt: String, none: String, key: Character) {
        self.field = field
        self.label = label
        self.prompt = prompt
        self.none = none
        self.key = key
    }
}

/// What running an action came to.
public enum ActionResult: Sendable, Equatable {
    /// Done; the words say what happened, when there are any.
    case done(String?)
    /// Not done, and why, in the user's words (a server's refusal, nothing chosen).
    case refused(String)
}
