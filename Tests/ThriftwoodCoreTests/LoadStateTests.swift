import ArrKit
import RadarrAPI
import Testing

@testable import ThriftwoodCore

@Suite("A load's state as front ends read it")
@MainActor
struct LoadStateTests {
    @Test("a list's state says loading before its first value, nothing after a failure, and its count")
    func states() {
        var list = Loadable<[String]>()
        #expect(!list.state.hasValue && list.state.count == nil && list.state.emptyMessage("None.") == "None.")
        list.begin()
        #expect(list.state.isLoading && list.state.emptyMessage("None.") == "Loading…")
        list.finish(.failure(CancellationError()))
        #expect(list.state.error != nil && list.state.emptyMessage("None.") == "")
        list.begin()
        list.finish(.success([]))
        #expect(list.state.hasValue && list.state.isEmpty && list.state.emptyMessage("None.") == "None.")
        list.begin()
        list.finish(.success(["a", "b"]))
        #expect(list.state.count == 2 && !list.state.isEmpty)
    }

    @Test("a refresh the server answers 'no such movie' drops the copy: nothing is offered on a thing that is gone")
    func goneDropsTheCopy() {
        var one = Loadable<Int>(value: 7)
        one.begin()
        one.finish(.failure(ArrError(.radarr, .notFound(resource: "Movie 7", detail: nil))))
        #expect(one.value == nil && one.isGone)
        // A whole API missing (no resource named) is a fault of the address, not a gone thing.
        var two = Loadable<Int>(value: 7)
        two.finish(.failure(ArrError(.radarr, .notFound(resource: nil, detail: nil))))
        #expect(two.value == 7 && !two.isGone)
    }

    @Test("a failed refresh keeps the value it had: the state still has it and says why the refresh failed")
    func failedRefresh() {
        var one = Loadable<Int>(value: 7)
        one.begin()
        one.finish(.failure(CancellationError()))
        #expect(one.state.hasValue && one.state.count == nil && one.state.error != nil)
        #expect(one.state.emptyMessage("Nothing.") == "Nothing.")
    }
}
