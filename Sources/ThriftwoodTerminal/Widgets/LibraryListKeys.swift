import Foundation
import ThriftwoodCore

/// The keys every library list (movies, series, artists) answers the same way, and where they
/// move: the cursor, and the poster grid when the list shows one. A screen answers its own keys
/// (the movies' `o`, the artists' `Q`) and hands the rest here.
@MainActor
final class LibraryListKeys {
    /// The row (or tile) chosen.
    var cursor = ListCursor()
    /// The poster grid, when the list shows one.
    var grid = PosterGrid()
    /// How many tiles the grid's rows held when last drawn (what up and down move by).
    var gridColumns = 1

    /// The footer of `list`: the shared keys with the screen's `own` after add; while rows are
    /// marked, the keys for marked rows.
    func hints(_ list: some LibraryList, own: [KeyHint] = []) -> [KeyHint] {
        list.marked.isEmpty ? unmarkedHints(list, own: own) : MarkKeys.hints
    }

    /// Help's list for `list`: its keys, then the keys for marked rows.
    func helpHints(_ list: some LibraryList, own: [KeyHint] = []) -> [KeyHint] {
        MarkKeys.helpHints(unmarkedHints(list, own: own))
    }

    /// The keys while nothing is marked.
    private func unmarkedHints(_ list: some LibraryList, own: [KeyHint]) -> [KeyHint] {
        [KeyHint("Enter", "open"), KeyHint("/", "search")]
            + (list.posters == nil ? [] : [KeyHint("p", "posters")])
            + [
                KeyHint("s", "sort"), KeyHint("f", "filter"), KeyHint("F", "where…"), SavedFilterKeys.hint,
                KeyHint("Space", "mark"), KeyHint("a", "add"),
            ] + own + [KeyHint("r", "refresh")]
    }

    /// Whether `list` shows as a grid of posters now (the person's choice, when pictures show).
    func showsGrid(_ list: some LibraryList, _ context: any ScreenContext) -> Bool {
        list.posters?.isGrid == true && context.drawsPictures
    }

    /// Answers `key` for `list`: moving, opening, marking, saved filters, search (`/`), sort
    /// (`s`), filter (`f`), condition (`F`), posters (`p`), add (`a`) and read again (`r`);
    /// false for a key that is none of these.
    func handle(_ key: Key, list: some LibraryList, context: any ScreenContext) -> Bool {
        let count = list.visibleCount
        if showsGrid(list, context) {
            if PosterGrid.move(key, selected: &cursor.selected, count: count, columns: gridColumns) {
                return true
            }
            if key == .enter {
                list.open(at: cursor.selected)
                return true
            }
        }
        if key == .character("p"), let posters = list.posters {
            posters.toggleLayout()
            return true
        }
        if cursor.handle(key, count: count, page: 10) { return true }
        if MarkKeys.handle(key, list: list, cursor: &cursor, context: context) { return true }
        if SavedFilterKeys.handle(key, picker: list.savedFilters, context: context) { return true }
        switch key {
        case .enter, .right, .character("l"):
            list.open(at: cursor.selected)
        case .character("/"):
            context.prompt(
                "Search", initial: list.searchText,
                onChange: { [weak self] text in
                    list.search(text)
                    self?.cursor = ListCursor()
                }, onSubmit: { text in list.search(text) })
        case .character("s"): list.cycleSort()
        case .character("f"):
            list.cycleFilter()
            cursor = ListCursor()
        case .character("F"):
            ConditionLine.prompt(current: list.conditionText, context: context) { [weak self] text in
                self?.cursor = ListCursor()
                context.run { await list.setCondition(text) }
            }
        case .character("a"): list.add()
        case .character("r"): context.run { await list.reload() }
        default: return false
        }
        return true
    }
}
