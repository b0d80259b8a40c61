/// One route's URL shape, declared once: both parsing and printing derive from it.
///
/// A pattern is slash-separated segments; a segment starting with `:` captures a value whose
/// kind the constructor gives, e.g. `"movies/:id"`.
public struct RouteEntry<Route: Hashable & Sendable>: Sendable {
    enum Segment: Hashable, Sendable {
        case literal(String)
        case capture(name: String, kind: RouteValueKind)
    }

    /// The pattern as declared, e.g. `"movie/:id/releases"`.
    public let pattern: String
    let segments: [Segment]
    /// Builds the route from the captured values and the route before it in the stack.
    let make: @Sendable (Route?, [RouteValue]) -> Route?
    /// The values to print for `route` after `previous`, nil when this entry cannot name it there.
    let match: @Sendable (Route, Route?) -> [RouteValue]?
    /// Whether the entry names a route only right after a particular one (see `following`).
    let needsPrevious: Bool
    /// For a scope, the entries that match only under it (longest pattern first); nil otherwise.
    let children: [RouteEntry<Route>]?

    /// Declares a pattern whose captures have the given kinds, with both directions spelled out.
    ///
    /// `make` builds the route from captured values (returning `nil` rejects them as a bad
    /// parameter); `match` returns the values to print for routes of this shape, `nil` otherwise.
    public init(
        _ pattern: String, kinds: [RouteValueKind],
        make: @escaping @Sendable ([RouteValue]) -> Route?,
        match: @escaping @Sendable (Route) -> [RouteValue]?
    ) {
        self.pattern = pattern
        var kindsLeft = kinds[...]
        self.segments = pattern.split(separator: "/").map { part in
            if part.hasPrefix(":") {
                let kind = kindsLeft.popFirst() ?? .string
                return .capture(name: String(part.dropFirst()), kind: kind)
            }
            return .literal(String(part))
        }
        self.make = { _, values in make(values) }
        self.match = { route, _ in match(route) }
        self.needsPrevious = false
        self.children = nil
    }

    private init(
        _ pattern: String, kinds: [RouteValueKind],
        makeAfter: @escaping @Sendable (Route, [RouteValue]) -> Route?,
        matchAfter: @escaping @Sendable (Route, Route) -> [RouteValue]?
    ) {
        let plain = RouteEntry(pattern, kinds: kinds, make: { _ in nil }, match: { _ in nil })
        self.pattern = pattern
        self.segments = plain.segments
        self.make = { previous, values in previous.flatMap { makeAfter($0, values) } }
        self.match = { route, previous in previous.flatMap { matchAfter(route, $0) } }
        self.needsPrevious = true
        self.children = nil
    }

    /// An entry from its parts (for ``mapped(into:outOf:)``).
    init(
        pattern: String, segments: [Segment], make: @escaping @Sendable (Route?, [RouteValue]) -> Route?,
        match: @escaping @Sendable (Route, Route?) -> [RouteValue]?, needsPrevious: Bool, children: [RouteEntry]?
    ) {
        self.pattern = pattern
        self.segments = segments
        self.make = make
        self.match = match
        self.needsPrevious = needsPrevious
        self.children = children
    }

    private init(_ entry: RouteEntry, children: [RouteEntry]) {
        pattern = entry.pattern
        segments = entry.segments
        make = entry.make
        match = entry.match
        needsPrevious = entry.needsPrevious
        self.children = Self.longestFirst(children)
    }

    /// Declares a scope: `route` at `pattern`, and `children` that match only after it, so
    /// each service can have its own `queue`, `history` and `:id`. Entries declared outside
    /// any scope (shared screens such as settings) also match inside one; a scope's own
    /// entries win when both could.
    ///
    /// `.scope("radarr", .radarrHome, [.fixed("queue", .radarrQueue)])` parses
    /// `radarr/queue`, while `sonarr/queue` never reaches Radarr's queue.
    public static func scope(_ pattern: String, _ route: Route, _ children: [RouteEntry]) -> RouteEntry {
        RouteEntry(fixed(pattern, route), children: children)
    }

    /// `entries` with longer patterns first, as matching tries them; of equal length, one that
    /// follows a particular route comes first (it is the more specific), then declaration order.
    static func longestFirst(_ entries: [RouteEntry]) -> [RouteEntry] {
        entries.enumerated()
            .sorted { lhs, rhs in
                if lhs.element.segments.count != rhs.element.segments.count {
                    return lhs.element.segments.count > rhs.element.segments.count
                }
                if lhs.element.needsPrevious != rhs.element.needsPrevious { return lhs.element.needsPrevious }
                return lhs.offset < rhs.offset
            }
            .map(\.element)
    }

    /// Declares a route that is named only right after another one and takes its context from it.
    ///
    /// A season belongs to the series before it in the stack, so `series/12/season/3` is
    /// `[series list, series 12, season 3 of 12]`: `make` receives the previous route and
    /// the captured values (nil: this pattern does not apply there); `match` returns the
    /// values to print for a route after `previous`, nil when it cannot be named there.
    public static func following(
        _ pattern: String, kinds: [RouteValueKind],
        make: @escaping @Sendable (_ previous: Route, _ values: [RouteValue]) -> Route?,
        match: @escaping @Sendable (_ route: Route, _ previous: Route) -> [RouteValue]?
    ) -> RouteEntry {
        RouteEntry(pattern, kinds: kinds, makeAfter: make, matchAfter: match)
    }

    /// Declares a route without parameters at a fixed pattern, e.g. `.fixed("queue", .radarrQueue)`.
    public static func fixed(_ pattern: String, _ route: Route) -> RouteEntry {
        RouteEntry(
            pattern, kinds: [], make: { _ in route },
            match: { $0 == route ? [] : nil })
    }

    /// Declares a route carrying one whole number, e.g. `.int(":id", Route.movie, match: …)`.
    public static func int(
        _ pattern: String, _ make: @escaping @Sendable (Int) -> Route?,
        match: @escaping @Sendable (Route) -> Int?
    ) -> RouteEntry {
        RouteEntry(
            pattern, kinds: [.int],
            make: { values in
                guard case .int(let value)? = values.first else { return nil }
                return make(value)
            },
            match: { route in match(route).map { [.int($0)] } })
    }

    /// Declares a route carrying one piece of text, e.g. `.string("add/:term", …)`.
    public static func string(
        _ pattern: String, _ make: @escaping @Sendable (String) -> Route?,
        match: @escaping @Sendable (Route) -> String?
    ) -> RouteEntry {
        RouteEntry(
            pattern, kinds: [.string],
            make: { values in
                guard case .string(let value)? = values.first else { return nil }
                return make(value)
            },
            match: { route in match(route).map { [.string($0)] } })
    }
}
