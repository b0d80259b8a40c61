/// An action on every marked item of a list.
public enum BulkIntent: Sendable, Hashable {
    /// Monitor them.
    case monitor
    /// Stop monitoring them.
    case unmonitor
    /// Start an automatic search for each.
    case search
    /// Change their profile, folder, tags, availability or type.
    case edit
    /// Delete them.
    case delete
}

/// What a bulk action is about to act on, for its confirmation: every marked title, and how
/// many of them the list does not show right now (a mark survives a search or a filter, so
/// `D` once deleted three movies the user could not see).
public struct MarkedReview: Sendable, Hashable {
    /// "Delete 3 movies?", "Change 3 movies".
    public let title: String
    /// What to know before answering: the hidden ones and what hides them, a cost.
    public let lines: [String]
    /// Every marked title, sorted; hidden ones say so.
    public let items: [String]
    /// How many of the marked items the list does not show.
    public let hiddenCount: Int

    /// The review of `intent` on the items `titles` (by id) of which `shown` are visible,
    /// `noun` naming a count ("3 movies") and `narrowing` what narrows the list now.
    public init(
        _ intent: BulkIntent, titles: [Int: String], shown: Set<Int>, noun: (Int) -> String, narrowing: [String]
    ) {
        let count = titles.count
        let items = titles.map { (id: $0.key, title: $0.value, hidden: !shown.contains($0.key)) }
            .sorted { ($0.title.lowercased(), $0.id) < ($1.title.lowercased(), $1.id) }
        let hidden = items.filter(\.hidden).count
        let what = noun(count)
        title =
            switch intent {
            case .monitor: "Monitor \(what)?"
            case .unmonitor: "Stop monitoring \(what)?"
            case .search: "Search for \(what)?"
            case .edit: "Change \(what)"
            case .delete: "Delete \(what)?"
            }
        var lines: [String] = []
        if hidden > 0 {
            let cause = narrowing.isEmpty ? "not in the list now" : "hidden by " + narrowing.joined(separator: " and ")
            lines.append(hidden == count ? "\(what), all \(cause)." : "\(hidden) of them \(cause).")
        }
        if intent == .search { lines.append("Each is one search on every indexer; indexers limit API calls.") }
        self.lines = lines
        self.items = items.map { $0.hidden ? "\($0.title)  (hidden)" : $0.title }
        hiddenCount = hidden
    }
}
