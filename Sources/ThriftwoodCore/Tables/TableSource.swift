/// Where a table screen's rows come from and how its actions are done: a kind's screen is one
/// of these (its folder builds the table and does the actions), and ``TableViewModel`` does the
/// rest — loading, what runs, messages and errors — once for every kind.
public struct TableSource: Sendable {
    /// Reads the table; `search` is the search field's text (nil on a screen without one).
    public var load: @Sendable (_ search: String?) async throws -> DisplayTable
    /// Does an action, returning what it did in words ("DemoTracker passed Prowlarr's test.").
    public var perform: @Sendable (TableAction) async throws -> String
    /// What the search field is for; nil for a screen without one.
    public var searchPrompt: String?
    /// Whether the table is read again after an action (a search's results are kept instead).
    public var reloadsAfterAction: Bool

    /// Creates a source.
    public init(
        searchPrompt: String? = nil, reloadsAfterAction: Bool = true,
        load: @escaping @Sendable (_ search: String?) async throws -> DisplayTable,
        perform: @escaping @Sendable (TableAction) async throws -> String = { _ in "" }
    ) {
        self.load = load
        self.perform = perform
        self.searchPrompt = searchPrompt
        self.reloadsAfterAction = reloadsAfterAction
    }
}
