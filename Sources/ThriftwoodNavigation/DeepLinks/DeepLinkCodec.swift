import Foundation

/// Parses URLs into navigation states and prints states back, both from one route table.
///
/// A URL is the concatenation of each route's pattern: with `"radarr"`, `"movies"` and
/// `":id"` declared, `scheme://radarr/movies/42` is the stack `[home, list, detail(42)]`.
/// A sheet travels in the `sheet` query item and a tab in `tab`.
public struct DeepLinkCodec<Route: Hashable & Sendable>: Sendable {
    /// The URL scheme, e.g. `thriftwood`.
    public let scheme: String
    /// The most routes one link may hold.
    public let maxDepth: Int
    /// The tabs of a tabbed app, in order; empty for an untabbed one.
    public let tabs: [TabID]
    let entries: [RouteEntry<Route>]
    private let entriesByLength: [RouteEntry<Route>]

    /// Creates a codec for `scheme` from the route table `entries`.
    public init(
        scheme: String, tabs: [TabID] = [], maxDepth: Int = 32, entries: [RouteEntry<Route>]
    ) {
        self.scheme = scheme.lowercased()
        self.tabs = tabs
        self.maxDepth = maxDepth
        self.entries = entries
        self.entriesByLength = RouteEntry.longestFirst(entries)
    }

    // MARK: Parsing

    /// Parses a URL into the state it names.
    public func parse(_ url: URL) throws(DeepLinkError) -> NavigationState<Route> {
        try parse(url.absoluteString)
    }

    /// Parses a link's text into the state it names.
    public func parse(_ text: String) throws(DeepLinkError) -> NavigationState<Route> {
        let link = try LinkText(text, scheme: scheme)
        let (path, scope) = try parsePath(link.segments, offset: 0, scope: nil)
        var sheet: PresentedSheet<Route>?
        var tab: TabID?
        for (name, value) in link.query {
            switch name {
            case "sheet":
                var segments: [String] = []
                for part in value.split(separator: "/", omittingEmptySubsequences: true) {
                    guard let decoded = String(part).removingPercentEncoding else { throw .malformed(text) }
                    segments.append(decoded)
                }
                // The sheet is read in the scope the stack ended in (a Radarr form under Radarr).
                let (routes, _) = try parsePath(segments, offset: link.segments.count, scope: scope)
                guard let root = routes.first else {
                    throw .malformed(text)
                }
                sheet = PresentedSheet(root: root, path: Array(routes.dropFirst()))
            case "tab":
                let candidate = TabID(rawValue: value.removingPercentEncoding ?? value)
                guard tabs.contains(candidate) else { throw .unknownTab(value) }
                tab = candidate
            default:
                throw .unknownQueryItem(name)
            }
        }
        if tabs.isEmpty {
            return NavigationState(path: path, sheet: sheet)
        }
        let selected = tab ?? tabs[0]
        return NavigationState(tabs: tabs, selected: selected, stacks: [selected: path], sheet: sheet)
    }

    /// The routes `segments` name, starting inside `scope` (nil: the top level), and the
    /// scope the last one left open.
    private func parsePath(
        _ segments: [String], offset: Int, scope: [RouteEntry<Route>]?
    ) throws(DeepLinkError) -> ([Route], [RouteEntry<Route>]?) {
        guard segments.count <= maxDepth * 4 else { throw .tooDeep(limit: maxDepth) }
        var failure: DeepLinkError?
        guard
            let (routes, last) = decompose(
                segments, from: 0, offset: offset, scope: scope, previous: nil, failure: &failure)
        else {
            throw failure ?? .malformed(segments.joined(separator: "/"))
        }
        guard routes.count <= maxDepth else { throw .tooDeep(limit: maxDepth) }
        return (routes, last)
    }

    /// The entries that may match inside `scope`: its own first, then the top level's.
    private func candidates(in scope: [RouteEntry<Route>]?) -> [RouteEntry<Route>] {
        guard let scope else { return entriesByLength }
        return scope + entriesByLength.filter { $0.children == nil }
    }

    /// Splits `segments[start...]` into routes, longest pattern first, backtracking on failure;
    /// a scope's entry opens its children for the segments after it.
    private func decompose(
        _ segments: [String], from start: Int, offset: Int, scope: [RouteEntry<Route>]?, previous: Route?,
        failure: inout DeepLinkError?
    ) -> ([Route], [RouteEntry<Route>]?)? {
        if start == segments.count { return ([], scope) }
        var localFailure: DeepLinkError?
        for entry in candidates(in: scope) {
            switch match(entry, segments, at: start, offset: offset, previous: previous) {
            case .success(let route):
                if let (rest, last) = decompose(
                    segments, from: start + entry.segments.count, offset: offset, scope: entry.children ?? scope,
                    previous: route, failure: &failure)
                {
                    return ([route] + rest, last)
                }
            case .failure(let error):
                if case .badParameter = error, localFailure == nil { localFailure = error }
            }
        }
        if failure == nil || isFurther(localFailure, than: failure) {
            failure = localFailure ?? .unknownPath(segment: segments[start], position: start + offset)
        }
        return nil
    }

    private func isFurther(_ candidate: DeepLinkError?, than current: DeepLinkError?) -> Bool {
        guard case .badParameter? = candidate else { return false }
        if case .badParameter? = current { return false }
        return true
    }

    private func match(
        _ entry: RouteEntry<Route>, _ segments: [String], at start: Int, offset: Int, previous: Route?
    ) -> Result<Route, DeepLinkError> {
        let unknown = DeepLinkError.unknownPath(segment: segments[start], position: start + offset)
        guard !entry.segments.isEmpty, start + entry.segments.count <= segments.count,
            !entry.needsPrevious || previous != nil
        else {
            return .failure(unknown)
        }
        var values: [RouteValue] = []
        var literalsMatched = 0
        for (index, part) in entry.segments.enumerated() {
            let segment = segments[start + index]
            switch part {
            case .literal(let literal):
                guard literal == segment else { return .failure(unknown) }
                literalsMatched += 1
            case .capture(_, let kind):
                guard let value = kind.value(from: segment) else {
                    if literalsMatched > 0 || kind.resembles(segment) {
                        return .failure(
                            .badParameter(
                                segment: segment, position: start + index + offset,
                                expected: kind.description))
                    }
                    return .failure(unknown)
                }
                values.append(value)
            }
        }
        guard let route = entry.make(previous, values) else {
            // A route that only follows another does not apply after this one.
            if entry.needsPrevious { return .failure(unknown) }
            let lastCapture = entry.segments.lastIndex { if case .capture = $0 { true } else { false } }
            let index = start + (lastCapture ?? 0)
            return .failure(
                .badParameter(
                    segment: segments[index], position: index + offset,
                    expected: "a valid value for \(entry.pattern)"))
        }
        return .success(route)
    }

    // MARK: Printing

    /// Prints the link that names `state`; parsing it gives `state` back.
    public func print(_ state: NavigationState<Route>) throws(DeepLinkError) -> URL {
        let text = try printText(state)
        guard let url = URL(string: text) else { throw .malformed(text) }
        return url
    }

    /// Prints the text of the link that names `state`.
    public func printText(_ state: NavigationState<Route>) throws(DeepLinkError) -> String {
        guard state.path.count <= maxDepth else { throw .tooDeep(limit: maxDepth) }
        let (pathSegments, scope) = try segments(for: state.path, scope: nil)
        var text = scheme + "://" + pathSegments.joined(separator: "/")
        var query: [String] = []
        if let sheet = state.sheet {
            guard sheet.routes.count <= maxDepth else { throw .tooDeep(limit: maxDepth) }
            let encoded = try segments(for: sheet.routes, scope: scope).0.joined(separator: "/")
            query.append("sheet=" + encoded)
        }
        if !tabs.isEmpty, state.isTabbed {
            query.append("tab=" + Self.encode(state.selectedTab.rawValue))
        }
        if !query.isEmpty { text += "?" + query.joined(separator: "&") }
        return text
    }

    /// Prints a single stack as a link, e.g. for `thriftwood route`.
    public func print(path: [Route]) throws(DeepLinkError) -> URL {
        try print(NavigationState(path: path))
    }

    /// The segments that name `routes` starting inside `scope`, and the scope left open; a
    /// route that cannot be named there (a service's screen outside its scope) is unprintable.
    private func segments(
        for routes: [Route], scope start: [RouteEntry<Route>]?
    ) throws(DeepLinkError) -> ([String], [RouteEntry<Route>]?) {
        var result: [String] = []
        var scope = start
        var previous: Route?
        for route in routes {
            guard let (entry, values) = entryAndValues(for: route, after: previous, in: candidates(in: scope)) else {
                throw .unprintable(route: String(describing: route))
            }
            previous = route
            if let children = entry.children { scope = children }
            var valuesLeft = values[...]
            for part in entry.segments {
                switch part {
                case .literal(let literal):
                    result.append(literal)
                case .capture:
                    switch valuesLeft.popFirst() {
                    case .int(let number)?: result.append(String(number))
                    case .string(let string)?: result.append(Self.encode(string))
                    case nil: throw .unprintable(route: String(describing: route))
                    }
                }
            }
        }
        return (result, scope)
    }

    /// The entry that prints `route` after `previous`: one that follows `previous` wins, so
    /// a season after its series prints as `season/3`, not as its full address again.
    private func entryAndValues(
        for route: Route, after previous: Route?, in table: [RouteEntry<Route>]
    ) -> (RouteEntry<Route>, [RouteValue])? {
        for entry in table where entry.needsPrevious {
            if let values = entry.match(route, previous) { return (entry, values) }
        }
        for entry in table where !entry.needsPrevious {
            if let values = entry.match(route, previous) { return (entry, values) }
        }
        return nil
    }

    static func encode(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }
}
