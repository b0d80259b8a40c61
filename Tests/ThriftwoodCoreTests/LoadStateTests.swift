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

    @Test("a failed refresh keeps the value it had: the state still has it and says why the refresh failed")
    func failedRefresh() {
        var one = Loadable<Int>(value: 7)
        one.begin()
        one.finish(.failure(CancellationError()))
        #expect(one.state.hasValue && one.state.count == nil && one.state.error != nil)
        #expect(one.state.emptyMessage("Nothing.") == "Nothing.")
    }
}
