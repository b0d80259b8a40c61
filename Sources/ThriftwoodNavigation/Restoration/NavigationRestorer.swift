import Foundation

/// Restores a saved ``NavigationSnapshot``, keeping the longest valid prefix of each stack.
public struct NavigationRestorer<Route: Hashable & Sendable & Codable>: Sendable {
    /// The schema version this build writes and reads.
    public let schemaVersion: Int

    /// Creates a restorer for snapshots written under `schemaVersion`.
    public init(schemaVersion: Int) {
        self.schemaVersion = schemaVersion
    }

    /// Makes the snapshot of `state` this restorer reads back.
    public func snapshot(of state: NavigationState<Route>) -> NavigationSnapshot<Route> {
        NavigationSnapshot(schemaVersion: schemaVersion, state: state)
    }

    /// Restores `data`, asking `validate` about each route in order.
    ///
    /// Unreadable data or another schema version yields `root` and a reason. A route that
    /// fails to decode or that the validator drops ends its stack there. `userInfo` is what the
    /// routes' decoding is given (the app's kinds, say).
    @MainActor
    public func restore(
        from data: Data, root: NavigationState<Route> = NavigationState(),
        userInfo: [CodingUserInfoKey: any Sendable] = [:],
        validate: @MainActor (Route) async -> RouteVerdict = { _ in .keep }
    ) async -> RestorationResult<Route> {
        let decoder = JSONDecoder()
        decoder.userInfo = userInfo
        let header: SnapshotHeader
        do {
            header = try decoder.decode(SnapshotHeader.self, from: data)
        } catch {
            return RestorationResult(state: root, issues: [.unreadable(Self.describe(error))])
        }
        guard header.schemaVersion == schemaVersion else {
            return RestorationResult(
                state: root,
                issues: [.unsupportedVersion(found: header.schemaVersion, expected: schemaVersion)])
        }
        let saved: LenientState
        do {
            saved = try decoder.decode(LenientSnapshot.self, from: data).state
        } catch {
            return RestorationResult(state: root, issues: [.unreadable(Self.describe(error))])
        }
        var issues: [RestorationIssue] = []
        var stacks: [TabID: [Route]] = [:]
        for (tab, routes) in saved.stacks {
            stacks[tab] = await validPrefix(of: routes, validate: validate, issues: &issues)
        }
        var sheet: PresentedSheet<Route>?
        if let failure = saved.sheetFailure { issues.append(.sheetDropped(reason: failure)) }
        if let savedSheet = saved.sheet {
            var sheetIssues: [RestorationIssue] = []
            let routes = await validPrefix(
                of: [savedSheet.root] + savedSheet.path, validate: validate, issues: &sheetIssues)
            if let first = routes.first {
                sheet = PresentedSheet(root: first, path: Array(routes.dropFirst()))
                issues += sheetIssues
            } else {
                issues.append(.sheetDropped(reason: sheetIssues.first?.description ?? "its root is gone"))
            }
        }
        let tabs = saved.tabs ?? [.main]
        let state =
            saved.tabs == nil
            ? NavigationState(path: stacks[.main] ?? [], sheet: sheet)
            : NavigationState(tabs: tabs, selected: saved.selectedTab ?? tabs[0], stacks: stacks, sheet: sheet)
        return RestorationResult(state: state, issues: issues)
    }

    @MainActor
    private func validPrefix(
        of routes: [LenientRoute], validate: @MainActor (Route) async -> RouteVerdict,
        issues: inout [RestorationIssue]
    ) async -> [Route] {
        var kept: [Route] = []
        for (position, item) in routes.enumerated() {
            guard let route = item.route else {
                issues.append(.undecodableRoute(position: position, reason: item.failure ?? "unknown"))
                break
            }
            if case .drop(let reason) = await validate(route) {
                issues.append(
                    .rejectedRoute(position: position, route: String(describing: route), reason: reason))
                break
            }
            kept.append(route)
        }
        return kept
    }

    static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context): context.debugDescription
        case DecodingError.keyNotFound(let key, _): "missing '\(key.stringValue)'"
        case DecodingError.typeMismatch(_, let context): context.debugDescription
        case DecodingError.valueNotFound(_, let context): context.debugDescription
        default: String(describing: error)
        }
    }

    // MARK: Lenient decoding

    private struct SnapshotHeader: Decodable {
        let schemaVersion: Int
    }

    private struct LenientSnapshot: Decodable {
        let state: LenientState
    }

    /// A route that records its decoding failure instead of failing the whole snapshot.
    private struct LenientRoute: Decodable {
        let route: Route?
        let failure: String?

        init(from decoder: any Decoder) throws {
            do {
                route = try Route(from: decoder)
                failure = nil
            } catch {
                route = nil
                failure = NavigationRestorer.describe(error)
            }
        }
    }

    private struct LenientSheet: Decodable {
        let root: LenientRoute
        let path: [LenientRoute]
    }

    private struct LenientState: Decodable {
        let stacks: [TabID: [LenientRoute]]
        let tabs: [TabID]?
        let selectedTab: TabID?
        let sheet: LenientSheet?
        let sheetFailure: String?

        private enum CodingKeys: String, CodingKey {
            case path, sheet, tabs, selectedTab, stacks
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            do {
                sheet = try container.decodeIfPresent(LenientSheet.self, forKey: .sheet)
                sheetFailure = nil
            } catch {
                sheet = nil
                sheetFailure = NavigationRestorer.describe(error)
            }
            tabs = try container.decodeIfPresent([TabID].self, forKey: .tabs)
            selectedTab = try container.decodeIfPresent(TabID.self, forKey: .selectedTab)
            if tabs != nil {
                let raw = try container.decodeIfPresent([String: [LenientRoute]].self, forKey: .stacks) ?? [:]
                var stacks: [TabID: [LenientRoute]] = [:]
                for (key, value) in raw { stacks[TabID(rawValue: key)] = value }
                self.stacks = stacks
            } else {
                stacks = [.main: try container.decodeIfPresent([LenientRoute].self, forKey: .path) ?? []]
            }
        }
    }
}
