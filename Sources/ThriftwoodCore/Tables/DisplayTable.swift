/// A screen that is a table, as display values every front end renders alike: columns, rows
/// (each with its tone, extra lines and actions), the actions of the whole screen and a line
/// above it. A kind whose screens are tables (Prowlarr's indexers, searches, history) needs no
/// screen of its own in any front end.
public struct DisplayTable: Sendable, Hashable {
    /// The column headings.
    public var columns: [String]
    /// The rows, in the screen's order.
    public var rows: [DisplayRow]
    /// What an empty table says.
    public var empty: String
    /// Actions on the whole screen ("Test all", "Sync now").
    public var actions: [TableAction]
    /// A line above the table ("6 indexers · 1 failing").
    public var summary: String?
    /// The column that takes the room left (a title), by index; nil: none stretches.
    public var flexibleColumn: Int?
    /// The columns left out first when the screen is too narrow for all, by index, in order.
    public var narrowDrops: [Int]

    /// Creates a table.
    public init(
        columns: [String], rows: [DisplayRow], empty: String, actions: [TableAction] = [], summary: String? = nil,
        flexibleColumn: Int? = nil, narrowDrops: [Int] = []
    ) {
        self.narrowDrops = narrowDrops
        self.columns = columns
        self.rows = rows
        self.empty = empty
        self.actions = actions
        self.summary = summary
        self.flexibleColumn = flexibleColumn
    }
}

/// One row of a ``DisplayTable``.
public struct DisplayRow: Sendable, Hashable, Identifiable {
    /// Its id among the table's rows.
    public var id: String
    /// Its cells, one per column.
    public var cells: [String]
    /// How it reads at a glance (a failing indexer is a problem).
    public var tone: StatusTone
    /// Lines under it (why an indexer fails, a test's failures).
    public var notes: [String]
    /// What can be done with it.
    public var actions: [TableAction]

    /// Creates a row.
    public init(
        id: String, cells: [String], tone: StatusTone = .neutral, notes: [String] = [], actions: [TableAction] = []
    ) {
        self.id = id
        self.cells = cells
        self.tone = tone
        self.notes = notes
        self.actions = actions
    }
}
