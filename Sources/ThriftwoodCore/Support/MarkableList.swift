/// Which items of a list are marked for an action on many at once, and where a range starts.
public struct MarkSet: Sendable, Hashable {
    /// The marked items' ids.
    public private(set) var ids: Set<Int> = []
    /// The position of the last mark, where a range starts.
    private var anchor: Int?

    /// No marks.
    public init() {}

    /// Marks or unmarks the item at `position` of `shown` and makes it the start of a range.
    public mutating func toggle(at position: Int, of shown: [Int]) {
        guard shown.indices.contains(position) else { return }
        let id = shown[position]
        if ids.contains(id) { ids.remove(id) } else { ids.insert(id) }
        anchor = position
    }

    /// Marks every item of `shown` between the last mark and `position`.
    public mutating func markRange(to position: Int, of shown: [Int]) {
        guard shown.indices.contains(position) else { return }
        let start = min(max(0, anchor ?? position), shown.count - 1)
        ids.formUnion(shown[min(start, position)...max(start, position)])
        anchor = position
    }

    /// Marks every item of `shown`.
    public mutating func markAll(_ shown: [Int]) { ids.formUnion(shown) }

    /// Forgets the marks of items no longer among `ids` (after a reload).
    public mutating func keep(only ids: Set<Int>) {
        self.ids.formIntersection(ids)
    }

    /// Marks exactly `marked` among `shown`, keeping the marks of items not shown (a page of a
    /// longer list sends its own rows' marks).
    public mutating func set(_ marked: Set<Int>, among shown: [Int]) {
        ids.subtract(shown)
        ids.formUnion(marked.intersection(shown))
    }

    /// Forgets every mark.
    public mutating func clear() {
        ids.removeAll()
        anchor = nil
    }
}

/// A list whose items can be marked and changed together (the movies and series lists).
@MainActor
public protocol MarkableList: AnyObject {
    /// The marks.
    var marks: MarkSet { get set }
    /// The ids of the items shown, in order.
    var shownIds: [Int] { get }
    /// Acting on the marked items.
    var bulk: MarkedActions { get }
    /// Reloads the list after an action on many.
    func reloadAfterBulkAction() async
    /// The title of each of `ids` the list knows, shown or not ("Dune (2021)").
    func titles(of ids: Set<Int>) -> [Int: String]
    /// What narrows the list now, in words: "the search “dune”", "the filter “Missing”".
    var narrowing: [String] { get }
}

extension MarkableList {
    /// The marked items' ids.
    public var marked: Set<Int> { marks.ids }

    /// "3 marked", or nothing without marks.
    public var markedSummary: String? { marks.ids.isEmpty ? nil : "\(marks.ids.count) marked" }

    /// Marks or unmarks the item shown at `position`, and remembers it as the start of a range.
    public func toggleMark(at position: Int) { marks.toggle(at: position, of: shownIds) }

    /// Marks every item between the last one marked and `position`.
    public func markRange(to position: Int) { marks.markRange(to: position, of: shownIds) }

    /// Marks everything the current filter and search show.
    public func markAllVisible() { marks.markAll(shownIds) }

    /// Forgets every mark.
    public func clearMarks() { marks.clear() }

    /// What `intent` would act on: every marked title, and which the list hides now.
    public func review(_ intent: BulkIntent) -> MarkedReview {
        let ids = marks.ids
        var titles = self.titles(of: ids)
        for id in ids where titles[id] == nil { titles[id] = "#\(id)" }
        return MarkedReview(
            intent, titles: titles, shown: Set(shownIds).intersection(ids), noun: bulk.actions.noun,
            narrowing: narrowing)
    }

    /// Asks before `intent` acts on the marked items: a dialog names each of them, and how
    /// many the search or filter hides. The edit opens its own dialog, which names them too.
    public func requestBulk(_ intent: BulkIntent) async {
        guard !marks.ids.isEmpty else { return }
        bulk.reviewOffset = 0
        switch intent {
        case .edit: await bulk.begin()
        case .delete: bulk.pendingDelete = LibraryDeleteChoice()
        case .monitor, .unmonitor, .search: bulk.pendingIntent = intent
        }
    }

    /// Runs the monitor, unmonitor or search the dialog asked about.
    public func confirmPendingIntent() async {
        guard let intent = bulk.pendingIntent else { return }
        bulk.pendingIntent = nil
        switch intent {
        case .monitor: await setMonitored(true)
        case .unmonitor: await setMonitored(false)
        case .search: await searchMarked()
        case .edit, .delete: break
        }
    }

    /// Monitors or unmonitors every marked item in one request; the marks stay so a second
    /// action can follow.
    public func setMonitored(_ monitored: Bool) async {
        let set = bulk.actions.setMonitored
        _ = await bulk.run(
            marks.ids, done: { monitored ? "\($0) monitored" : "\($0) no longer monitored" },
            reload: reloadAfterBulkAction
        ) { try await set($0, monitored) }
    }

    /// Opens the edit of every marked item (profile, folder, tag, availability or type).
    public func beginBulkEdit() async {
        guard !marks.ids.isEmpty else { return }
        await bulk.begin()
    }

    /// Sends the chosen edit for every marked item in one request and closes the dialog.
    public func applyBulkEdit() async {
        guard let edit = bulk.edit else { return }
        bulk.edit = nil
        guard !edit.isEmpty else { return }
        let apply = bulk.actions.apply
        _ = await bulk.run(marks.ids, done: { "\($0) changed" }, reload: reloadAfterBulkAction) {
            try await apply($0, edit)
        }
    }

    /// Starts an automatic search for every marked item.
    public func searchMarked() async {
        let search = bulk.actions.search
        _ = await bulk.run(marks.ids, done: { "Searching for \($0)" }, reload: {}) { try await search($0) }
    }

    /// Deletes every marked item in one request as chosen; the marks go with them.
    public func confirmBulkDelete() async {
        guard let choice = bulk.pendingDelete else { return }
        bulk.pendingDelete = nil
        let delete = bulk.actions.delete
        let ids = marks.ids
        if await bulk.run(
            ids, done: { "\($0) deleted" }, reload: reloadAfterBulkAction, { try await delete($0, choice) })
        {
            marks.clear()
        }
    }
}
