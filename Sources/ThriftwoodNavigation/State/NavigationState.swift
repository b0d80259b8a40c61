/// The whole navigation state of an app, as a plain value.
///
/// An untabbed app has one stack (``path``). A tabbed app has one stack per tab and a
/// selected tab; ``path`` then reads and writes the selected tab's stack. A presented
/// sheet has its own root and stack and sits above everything else.
public struct NavigationState<Route: Hashable & Sendable>: Hashable, Sendable {
    /// The tabs in display order; `[.main]` for an untabbed app.
    public private(set) var tabs: [TabID]
    /// The selected tab; always one of ``tabs``.
    public private(set) var selectedTab: TabID
    /// The stack of every tab.
    public private(set) var stacks: [TabID: [Route]]
    /// The presented sheet, if any.
    public var sheet: PresentedSheet<Route>?

    /// Creates an untabbed state with `path` above the root screen and an optional sheet.
    public init(path: [Route] = [], sheet: PresentedSheet<Route>? = nil) {
        self.tabs = [.main]
        self.selectedTab = .main
        self.stacks = [.main: path]
        self.sheet = sheet
    }

    /// Creates a tabbed state; `stacks` may omit tabs whose stack is empty.
    ///
    /// An empty `tabs` list becomes `[.main]`; a `selected` tab outside `tabs` selects the first.
    public init(
        tabs: [TabID], selected: TabID, stacks: [TabID: [Route]] = [:],
        sheet: PresentedSheet<Route>? = nil
    ) {
        var unique: [TabID] = []
        for tab in tabs where !unique.contains(tab) { unique.append(tab) }
        if unique.isEmpty { unique = [.main] }
        self.tabs = unique
        self.selectedTab = unique.contains(selected) ? selected : unique[0]
        var kept: [TabID: [Route]] = [:]
        for tab in unique { kept[tab] = stacks[tab] ?? [] }
        self.stacks = kept
        self.sheet = sheet
    }

    /// The root state: every stack empty, no sheet, the same tabs and selection.
    public var root: NavigationState {
        NavigationState(tabs: tabs, selected: selectedTab, stacks: [:], sheet: nil)
    }

    /// Whether this state has more than the implicit main tab.
    public var isTabbed: Bool { tabs != [.main] }

    /// The selected tab's stack.
    public var path: [Route] {
        get { stacks[selectedTab] ?? [] }
        set { stacks[selectedTab] = newValue }
    }

    /// The stack of one tab; empty for an unknown tab.
    public func path(in tab: TabID) -> [Route] { stacks[tab] ?? [] }

    /// The route on screen: the top of the sheet if one is presented, else the top of ``path``.
    public var visibleRoute: Route? {
        if let sheet { return sheet.path.last ?? sheet.root }
        return path.last
    }

    mutating func select(_ tab: TabID) { selectedTab = tab }
}
