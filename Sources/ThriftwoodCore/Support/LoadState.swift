/// Where a screen's load stands, without what it loaded: what a front end reads to draw
/// "Loading…", the error banner or the empty message. The records themselves reach the front
/// end as display values (#47), so this carries no wire type.
public struct LoadState: Sendable, Hashable {
    /// Whether a value has loaded (an earlier one stays through a failed refresh).
    public var hasValue: Bool
    /// How many records loaded, when the value is a list and has loaded.
    public var count: Int?
    /// Whether a load is running.
    public var isLoading: Bool
    /// Why the last load failed, if it did.
    public var error: ErrorNotice?

    /// A state as a load left it.
    public init(hasValue: Bool, count: Int? = nil, isLoading: Bool = false, error: ErrorNotice? = nil) {
        self.hasValue = hasValue
        self.count = count
        self.isLoading = isLoading
        self.error = error
    }

    /// Whether a list loaded with nothing in it.
    public var isEmpty: Bool { count == 0 }

    /// What an empty list says: "Loading…" while the first load runs, nothing when it failed
    /// (the error banner says why — a failure is never shown as "no items"), else `empty`.
    public func emptyMessage(_ empty: String) -> String {
        if !hasValue, isLoading { return "Loading…" }
        if !hasValue, error != nil { return "" }
        return empty
    }
}

extension Loadable {
    /// Where this load stands, without its value.
    public var state: LoadState {
        LoadState(hasValue: value != nil, isLoading: isLoading, error: error)
    }
}

extension Loadable where Value: Collection {
    /// Where this load stands, with how many records it holds.
    public var state: LoadState {
        LoadState(hasValue: value != nil, count: value?.count, isLoading: isLoading, error: error)
    }
}
