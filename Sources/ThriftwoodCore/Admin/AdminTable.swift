/// What an admin screen shows, as display values every front end renders alike: columns,
/// rows (each with its tone, extra lines and actions) and the actions of the whole screen.
public struct AdminTable: Sendable, Hashable {
    /// The column headings.
    public var columns: [String]
    /// The rows, in the screen's order.
    public var rows: [AdminRow]
    /// What an empty table says.
    public var empty: String
    /// Actions on the whole screen ("Test all", "Back up now", "Clear all").
    public var actions: [AdminAction]
    /// A line above the table ("Installed: 5.14.0.9383 on master · updates itself: no").
    public var summary: String?

    /// Creates a table.
    public init(
        columns: [String], rows: [AdminRow], empty: String, actions: [AdminAction] = [], summary: String? = nil
    ) {
        self.columns = columns
        self.rows = rows
        self.empty = empty
        self.actions = actions
        self.summary = summary
    }
}

/// One row of an admin screen.
public struct AdminRow: Sendable, Hashable, Identifiable {
    /// Its id among the screen's rows.
    public var id: String
    /// Its cells, one per column.
    public var cells: [String]
    /// How it reads at a glance (a failing indexer is a problem).
    public var tone: StatusTone
    /// Lines under it (an update's changes, a test's failures).
    public var notes: [String]
    /// What can be done with it.
    public var actions: [AdminAction]

    /// Creates a row.
    public init(
        id: String, cells: [String], tone: StatusTone = .neutral, notes: [String] = [], actions: [AdminAction] = []
    ) {
        self.id = id
        self.cells = cells
        self.tone = tone
        self.notes = notes
        self.actions = actions
    }
}
