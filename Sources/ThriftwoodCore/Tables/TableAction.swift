/// Something the user can do on a table screen, with its words, its key and the question it
/// asks first — declared by the view model that offers it, so a front end renders any kind's
/// actions without knowing them.
public struct TableAction: Sendable, Hashable, Identifiable {
    /// What it does, unique among its row's (or the screen's) actions ("test", "disable").
    public var id: String
    /// The button's or key hint's words ("Test").
    public var label: String
    /// The key that runs it in the terminal.
    public var key: Character
    /// What the screen says while it runs ("Testing DemoNZB…").
    public var progress: String
    /// The question asked before it runs, naming what it acts on; nil for one asked nothing.
    public var question: String?
    /// Whether it removes or spends something (the question's button says so in red).
    public var isDestructive: Bool
    /// The row it acts on (its id); empty for an action of the whole screen.
    public var target: String
    /// What it acts on in words ("DemoNZB"), for what is said after it ran.
    public var subject: String

    /// Creates an action on the row `target` (empty: the whole screen) about `subject`.
    public init(
        id: String, label: String, key: Character, progress: String, question: String? = nil,
        isDestructive: Bool = false, target: String = "", subject: String = ""
    ) {
        self.target = target
        self.subject = subject
        self.id = id
        self.label = label
        self.key = key
        self.progress = progress
        self.question = question
        self.isDestructive = isDestructive
    }
}
