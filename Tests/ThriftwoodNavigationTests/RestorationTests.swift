import Foundation
import Testing
import ThriftwoodNavigation

@Suite("Restoration keeps the longest valid prefix and says why")
@MainActor
struct RestorationTests {
    let restorer = NavigationRestorer<GraphRoute>(schemaVersion: 2)

    private func data(_ state: NavigationState<GraphRoute>) throws -> Data {
        try restorer.snapshot(of: state).encoded()
    }

    @Test("a valid snapshot restores completely")
    func completeRestore() async throws {
        let state = NavigationState<GraphRoute>(
            path: [.radarrHome, .moviesList, .movieDetail(movieId: 7)], sheet: PresentedSheet(root: .addProfile))
        let result = await restorer.restore(from: try data(state))
        #expect(result.state == state)
        #expect(result.isComplete)
    }

    @Test("snapshots use stable case names, never mangled type names")
    func snapshotsAreReadable() throws {
        let json = String(decoding: try data(NavigationState(path: [.movieDetail(movieId: 7)])), as: UTF8.self)
        #expect(json == #"{"schemaVersion":2,"state":{"path":[{"movieDetail":{"movieId":7}}]}}"#)
    }

    @Test("a route the validator drops ends the stack there")
    func validatorDropsSuffix() async throws {
        let state = NavigationState<GraphRoute>(path: [.radarrHome, .moviesList, .movieDetail(movieId: 42), .queue])
        let result = await restorer.restore(from: try data(state)) { route in
            route == .movieDetail(movieId: 42) ? .drop(reason: "movie 42 was deleted") : .keep
        }
        #expect(result.state.path == [.radarrHome, .moviesList])
        #expect(
            result.issues == [
                .rejectedRoute(position: 2, route: "movieDetail(movieId: 42)", reason: "movie 42 was deleted")
            ])
    }

    @Test("an undecodable route is reported, not silently skipped")
    func undecodableRouteIsReported() async throws {
        let json = #"{"schemaVersion":2,"state":{"path":[{"radarrHome":{}},{"oldRemovedScreen":{}},{"queue":{}}]}}"#
        let result = await restorer.restore(from: Data(json.utf8))
        #expect(result.state.path == [.radarrHome])
        guard case .undecodableRoute(let position, _)? = result.issues.first else {
            Issue.record("expected an undecodable-route issue, got \(result.issues)")
            return
        }
        #expect(position == 1)
    }

    @Test("another schema version starts at the root and says so")
    func versionMismatch() async throws {
        let old = try NavigationRestorer<GraphRoute>(schemaVersion: 1).snapshot(of: NavigationState(path: [.queue]))
            .encoded()
        let result = await restorer.restore(from: old)
        #expect(result.state == NavigationState())
        #expect(result.issues == [.unsupportedVersion(found: 1, expected: 2)])
    }

    @Test("garbage data starts at the given root with a readable reason")
    func garbageStartsAtRoot() async {
        let root = NavigationState<GraphRoute>(path: [.radarrHome])
        let result = await restorer.restore(from: Data("{not json".utf8), root: root)
        #expect(result.state == root)
        guard case .unreadable(let reason)? = result.issues.first else {
            Issue.record("expected unreadable")
            return
        }
        #expect(!reason.isEmpty)
    }

    @Test("a sheet whose root is rejected is dropped and the stack kept")
    func sheetRootRejected() async throws {
        let state = NavigationState<GraphRoute>(
            path: [.settings], sheet: PresentedSheet(root: .editProfile(profileId: "gone")))
        let result = await restorer.restore(from: try data(state)) { route in
            if case .editProfile = route { return .drop(reason: "profile deleted") }
            return .keep
        }
        #expect(result.state == NavigationState(path: [.settings]))
        #expect(result.issues.count == 1)
    }

    @Test("a 50-deep snapshot restores whole")
    func deepSnapshot() async throws {
        let path = (1...50).map { GraphRoute.movieDetail(movieId: $0) }
        let result = await restorer.restore(from: try data(NavigationState(path: path)))
        #expect(result.state.path == path)
    }
}
