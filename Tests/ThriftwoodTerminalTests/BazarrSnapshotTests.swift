import Testing

@testable import ThriftwoodTerminal

/// Bazarr's screens against its demo, drawn by the one terminal screen every table screen uses.
@Suite("Bazarr's screens against its demo")
@MainActor
struct BazarrSnapshotTests {
    private let demo = DemoSnapshotTests()

    @Test("episodes missing subtitles, with the languages each lacks")
    func wanted() async throws {
        try await demo.snapshot("thriftwood://bazarr", "bazarr-wanted-episodes")
    }

    @Test("searching one downloads what it lacks; the message says what was found")
    func search() async throws {
        try await demo.snapshot(
            "thriftwood://bazarr/movies", "bazarr-movie-search", keys: [.character("s")], sizes: [(120, 40)])
    }

    @Test("the providers: the throttled ones first, with when they are tried again; reset asks first")
    func providers() async throws {
        try await demo.snapshot(
            "thriftwood://bazarr/providers", "bazarr-providers", keys: [.character("R")], sizes: [(80, 24)])
    }

    @Test("the history of episodes and movies")
    func history() async throws {
        try await demo.snapshot("thriftwood://bazarr/history", "bazarr-history", sizes: [(120, 40)])
    }

    @Test("a movie's screen says which subtitles Bazarr has and lacks; t searches the missing")
    func movieSubtitles() async throws {
        try await demo.snapshot("thriftwood://radarr/movies/96", "radarr-movie-subtitles", sizes: [(120, 40)])
        try await demo.snapshot(
            "thriftwood://radarr/movies/96", "radarr-movie-subtitles-searched", keys: [.character("t")],
            sizes: [(120, 40)])
    }

    @Test("an episode's screen says which subtitles Bazarr has and lacks")
    func episodeSubtitles() async throws {
        try await demo.snapshot("thriftwood://sonarr/episode/65", "sonarr-episode-subtitles", sizes: [(120, 40)])
    }
}
