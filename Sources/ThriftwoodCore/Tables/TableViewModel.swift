import Foundation
import Observation

/// The one view model of every table screen: it reads its ``TableSource``, runs the actions
/// the table offers (only those: an action is found again in the table before it runs) and
/// keeps what the last one did or why it failed.
@MainActor
@Observable
public final class TableViewModel: TableScreenModel {
    /// The screen's heading ("Prowlarr · Indexers").
    public let heading: String
    /// The table, loading or failed.
    public private(set) var table = Loadable<DisplayTable>()
    /// What the last action did.
    public private(set) var message: String?
    /// Why the last action failed.
    public private(set) var actionError: ErrorNotice?
    /// The action running now.
    public private(set) var running: TableAction?
    /// The search field's text (nil: the screen has no search field).
    public private(set) var searchText: String?
    /// Opens a row's own screen; nil when rows open nothing.
    public var onOpen: (@MainActor (String) -> Bool)?
    /// Goes to another screen (the coordinator's navigation).
    public var onNavigate: (@MainActor (AppRoute) -> Void)?
    /// Shows a sibling screen in place of this one.
    public var onReplace: (@MainActor (AppRoute) -> Void)?
    /// The screens this one leads to.
    public let links: [TableLink]
    private let source: TableSource

    /// A screen headed `heading` over `source`, its search field holding `search` at first,
    /// leading to `links`.
    public init(heading: String, source: TableSource, search: String? = nil, links: [TableLink] = []) {
        self.links = links
        self.heading = heading
        self.source = source
        self.searchText = source.searchPrompt == nil ? nil : (search ?? "")
    }

    /// What the search field is for.
    public var searchPrompt: String { source.searchPrompt ?? "Search" }

    /// Reads the table.
    public func load() async {
        table.begin()
        let (read, search) = (source.load, searchText)
        table.finish(await capture { try await read(search) })
    }

    /// Searches for `text`.
    public func search(_ text: String) async {
        guard searchText != nil else { return }
        searchText = text
        message = nil
        actionError = nil
        await load()
    }

    /// Does `action` if the table offers it now, then reads the table again unless the source
    /// keeps it.
    public func perform(_ action: TableAction) async {
        guard let offered = offered(action.id, row: action.target) else {
            actionError = ErrorNotice(
                message: "That is no longer offered here.", suggestion: "The screen was reloaded; try again.")
            await load()
            return
        }
        running = offered
        actionError = nil
        message = nil
        defer { running = nil }
        do {
            message = try await source.perform(offered)
        } catch {
            actionError = ErrorNotice(error)
        }
        if source.reloadsAfterAction { await load() }
    }

    /// Goes to a link's screen.
    public func follow(_ link: TableLink) {
        if link.replaces, let onReplace { return onReplace(link.route) }
        onNavigate?(link.route)
    }

    /// Opens the row's own screen, when it has one; else says what acts on the row instead
    /// (Enter never does nothing visible). Returns whether Enter was taken.
    @discardableResult
    public func open(row id: String) -> Bool {
        if onOpen?(id) == true { return true }
        guard let row = table.value?.rows.first(where: { $0.id == id }) else { return false }
        let keys = row.actions.map { "\($0.key): \($0.label.lowercased())" }
        message =
            keys.isEmpty
            ? "This row has no screen of its own."
            : "This row has no screen of its own; " + keys.joined(separator: ", ") + "."
        actionError = nil
        return true
    }

    /// The route's own title for the breadcrumb (the heading names the server already).
    public var loadedTitle: String? { nil }
}
