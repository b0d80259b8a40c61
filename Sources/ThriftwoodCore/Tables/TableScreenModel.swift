/// The view model of a screen that is a ``DisplayTable``: what it shows, what it is doing, and
/// the actions it offers. The terminal, the browser and the CLI each render every such screen
/// with one piece of code.
@MainActor
public protocol TableScreenModel: ScreenViewModel {
    /// The screen's heading ("Prowlarr · Indexers").
    var heading: String { get }
    /// The table, loading or failed.
    var table: Loadable<DisplayTable> { get }
    /// What the last action did ("DemoTracker passed Prowlarr's test.").
    var message: String? { get }
    /// Why the last action failed.
    var actionError: ErrorNotice? { get }
    /// The action running now.
    var running: TableAction? { get }
    /// The search field's text when the screen searches (nil: it has no search field).
    var searchText: String? { get }
    /// What the search field is for ("Search every indexer").
    var searchPrompt: String { get }
    /// Searches for `text` (a screen without a search field ignores it).
    func search(_ text: String) async
    /// Does `action` (after its question was answered); the screen reloads what it changed.
    func perform(_ action: TableAction) async
    /// Opens what the row is about, when it has a screen of its own; false when it has none.
    func open(row id: String) -> Bool
    /// The screens this one leads to.
    var links: [TableLink] { get }
    /// Goes to a link's screen.
    func follow(_ link: TableLink)
}

extension TableScreenModel {
    /// No search field by default.
    public var searchText: String? { nil }
    /// No search field by default.
    public var searchPrompt: String { "Search" }
    /// Nothing to search by default.
    public func search(_ text: String) async {}
    /// Rows open nothing by default.
    public func open(row id: String) -> Bool { false }
    /// No links by default.
    public var links: [TableLink] { [] }
    /// Nothing to follow by default.
    public func follow(_ link: TableLink) {}

    /// The action `id` of the row `row` (nil or empty: the screen's own), as the table offers it
    /// now: a front end finds the action a form or a key names again, so it cannot run one the
    /// screen does not offer.
    public func offered(_ id: String, row: String?) -> TableAction? {
        guard let table = table.value else { return nil }
        if let row, !row.isEmpty {
            return table.rows.first { $0.id == row }?.actions.first { $0.id == id }
        }
        return table.actions.first { $0.id == id }
    }
}
