import Foundation
import PictureKit
import Synchronization
import Testing

@testable import ThriftwoodCore

/// A started coordinator of `env` (or of `dependencies`) showing the movie at `link`; nil, with
/// the test failed, when the link opens something else.
@MainActor
private func movieScreen(
    _ link: String, in env: TestEnvironment, dependencies: AppDependencies? = nil
) async -> MovieDetailViewModel? {
    let coordinator = AppCoordinator(dependencies: dependencies ?? env.dependencies, dataDirectory: env.directory)
    await coordinator.start()
    #expect(await coordinator.open(link))
    await coordinator.settle()
    guard case .radarr(.movieDetail(let detail)) = coordinator.visibleModel else {
        Issue.record("expected the movie's screen")
        return nil
    }
    return detail
}

@Suite("Posters on the detail screens")
@MainActor
struct PosterPanelTests {
    @Test("A movie's screen gets its poster from the demo beside its detail, from the server the profile names")
    func moviePoster() async throws {
        try await withEnvironment { env in
            _ = try await env.demoProfile()
            guard let detail = await movieScreen("thriftwood://radarr/movies/2", in: env) else { return }
            let poster = try #require(detail.poster)
            #expect(poster.ref.server == "radarr" && poster.ref.path == "2/poster-500.jpg")
            #expect(poster.ref.serverID != nil, "the server is named by its stored id too")
            await detail.load()
            let image = try #require(poster.image)
            // Radarr's 500-pixel copy of a 2:3 poster, decoded to fit 240 × 360.
            #expect(image.height == 360 && image.width == 240)
        }
    }

    @Test("A movie the server has no poster for leaves a blank, and the screen still loads")
    func missingPoster() async throws {
        try await withEnvironment { env in
            _ = try await env.demoProfile()
            guard let detail = await movieScreen("thriftwood://radarr/movies/99999", in: env) else { return }
            await detail.load()
            #expect(detail.poster?.state == PicturePanel.State.none)
        }
    }

    @Test("With pictures turned off, screens ask for none")
    func off() async throws {
        try await withEnvironment { env in
            _ = try await env.demoProfile()
            var preferences = Preferences()
            preferences.pictures.shown = false
            try await env.dependencies.preferences.save(preferences)
            guard let detail = await movieScreen("thriftwood://radarr/movies/2", in: env) else { return }
            #expect(detail.poster == nil)
        }
    }
}

@Suite("Picture settings")
struct PictureSettingsTests {
    @Test("Settings steps through the terminal's modes and the cache's sizes, and says each in words")
    func cycles() {
        var pictures = PicturePreferences()
        #expect(pictures.terminalModeLabel == "the terminal's best (told at start)")
        #expect(pictures.cacheLabel == "200 MB" && pictures.capBytes == 200 * 1_048_576)
        var modes: [String] = []
        for _ in PicturePreferences.terminalModes {
            pictures.nextTerminalMode()
            modes.append(pictures.terminalMode)
        }
        #expect(modes == ["symbols", "kitty", "sixel", "iterm2", "off", "auto"])
        pictures.nextCacheSize()
        #expect(pictures.cacheLabel == "500 MB")
        pictures.cacheMegabytes = 2000
        #expect(pictures.cacheLabel == "2 GB")
        pictures.nextCacheSize()
        #expect(pictures.cacheMegabytes == 50)
    }

    @Test("Preferences saved before pictures existed still load, with pictures shown")
    func olderPreferences() throws {
        let older = Data(#"{"theme":"dark","use24HourTime":false}"#.utf8)
        let preferences = try JSONDecoder().decode(Preferences.self, from: older)
        #expect(preferences.pictures == PicturePreferences())
        #expect(preferences.theme == .dark)
    }
}

/// A server whose pictures come only once the test lets them.
private final class GatedCovers: PictureFetching {
    private let opened = AsyncStream<Void>.makeStream()
    private let isOpen = Mutex(false)

    func open() {
        isOpen.withLock { $0 = true }
        opened.continuation.finish()
    }

    func fetch(_ path: String, lastModified: String?, etag: String?) async throws -> PictureDownload {
        if !isOpen.withLock({ $0 }) {
            for await _ in opened.stream {}
        }
        return .picture(
            try JPEGCodec.encode(CoverPainter.paint(path, shape: .poster, width: 100)), lastModified: nil, etag: nil)
    }
}

@Suite("A screen never waits for its picture")
@MainActor
struct PictureNeverBlocksTests {
    @Test("A movie's detail is shown while its poster is still on its way, and the poster follows")
    func detailFirst() async throws {
        try await withEnvironment { env in
            _ = try await env.demoProfile()
            let covers = GatedCovers()
            var dependencies = env.dependencies
            dependencies.pictures = PictureStore(
                directory: env.directory.appendingPathComponent("gated-pictures"), capBytes: 10_000_000
            ) { _ in covers }
            guard let detail = await movieScreen("thriftwood://radarr/movies/2", in: env, dependencies: dependencies)
            else { return }
            let poster = try #require(detail.poster)
            let loading = Task { await detail.load() }
            for _ in 0..<500 where detail.detail.value == nil { try await Task.sleep(for: .milliseconds(10)) }
            #expect(detail.detail.value?.title == "Fight Club (1999)", "the movie is there")
            #expect(poster.state == .waiting, "while its poster is not")
            covers.open()
            await loading.value
            #expect(poster.image != nil)
        }
    }
}

@Suite("The movies as a grid of posters")
@MainActor
struct LibraryPostersTests {
    @Test("Switching the movies to a grid is remembered by the next session, and its posters load a few at a time")
    func remembered() async throws {
        try await withEnvironment { env in
            _ = try await env.demoProfile()
            let first = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await first.start()
            #expect(await first.open("thriftwood://radarr/movies"))
            await first.settle()
            guard case .radarr(.moviesList(let list)) = first.visibleModel, let posters = list.posters else {
                Issue.record("expected the movies list with posters")
                return
            }
            #expect(!posters.isGrid)
            posters.toggleLayout()
            await first.settle()
            await posters.load([1, 2, 3, 4, 5, 6])
            #expect((1...6).allSatisfy { posters.panel(for: $0)?.image != nil })
            #expect(posters.panel(for: 99_999).map { $0.state == .waiting } == true, "asked for nothing yet")

            let second = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await second.start()
            #expect(await second.open("thriftwood://radarr/movies"))
            await second.settle()
            guard case .radarr(.moviesList(let again)) = second.visibleModel else {
                Issue.record("expected the movies list")
                return
            }
            #expect(again.posters?.isGrid == true)
        }
    }
}
