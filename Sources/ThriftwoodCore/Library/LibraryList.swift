import Foundation

/// A kind's library list — Radarr's movies, Sonarr's series, Lidarr's artists: what every front
/// end asks of it the same way (open, search, a typed condition, the next sort and filter, add,
/// read again, posters). Each kind's view model says how, in its own folder; the terminal's keys
/// for these lists are written once over this.
@MainActor
public protocol LibraryList: MarkableList, Sendable {
    /// The search typed now.
    var searchText: String { get }
    /// Searches for `text` as it is typed.
    func search(_ text: String)
    /// The condition typed with `F`, as typed.
    var conditionText: String { get }
    /// Narrows the list to the condition `text` says (empty: none); a condition that cannot be
    /// read keeps the last good one and says why.
    func setCondition(_ text: String) async
    /// The next sort.
    func cycleSort()
    /// The next filter.
    func cycleFilter()
    /// How many items the sort, filter, search and condition leave (the rows shown).
    var visibleCount: Int { get }
    /// Opens the item shown at `position` (nothing when there is none there).
    func open(at position: Int)
    /// Opens the add screen.
    func add()
    /// Reads the library from the server again.
    func reload() async
    /// The library as a grid of posters, when the list can show one and pictures are on.
    var posters: LibraryPosters? { get }
    /// The saved filters on the server, chosen with `W`.
    var savedFilters: SavedFilterPicker { get }
    /// What is wrong with the list itself, worst first, the same in every front end: why it
    /// could not load, records left unread, an offline copy that could not be kept. (What an
    /// action on marked rows did is its own outcome, told where each front end tells one.)
    var notices: [ErrorNotice] { get }
}
