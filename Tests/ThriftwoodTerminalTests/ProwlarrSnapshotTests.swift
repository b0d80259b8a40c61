import Testing

@testable import ThriftwoodTerminal

/// Prowlarr's screens against its demo, drawn by the one terminal screen every table screen uses.
@Suite("Prowlarr's screens against its demo")
@MainActor
struct ProwlarrSnapshotTests {
    private let demo = DemoSnapshotTests()

    @Test("the indexers: on, off and failing, with their counts and why the failing one is left out")
    func indexers() async throws {
        try await demo.snapshot("thriftwood://prowlarr", "prowlarr-indexers")
    }

    @Test("a failing indexer's test says why it failed, under its row")
    func failedTest() async throws {
        try await demo.snapshot(
            "thriftwood://prowlarr", "prowlarr-indexer-test", keys: [.character("t")], sizes: [(120, 40)])
    }

    @Test("a search across the indexers, the failing one named; grabbing asks first, naming the release")
    func search() async throws {
        try await demo.snapshot(
            "thriftwood://prowlarr/search/arrival", "prowlarr-search", keys: [.character("g")], sizes: [(120, 40)])
    }

    @Test("the history and the applications")
    func historyAndApplications() async throws {
        try await demo.snapshot("thriftwood://prowlarr/history", "prowlarr-history", sizes: [(120, 40)])
        try await demo.snapshot("thriftwood://prowlarr/applications", "prowlarr-applications", sizes: [(80, 24)])
    }
}
