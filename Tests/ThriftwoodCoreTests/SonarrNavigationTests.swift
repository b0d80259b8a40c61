import Foundation
import RadarrAPI
import SonarrAPI
import Testing
import ThriftwoodNavigation

@testable import ThriftwoodCore

@Suite("Navigation after Sonarr actions matches Radarr's")
@MainActor
struct SonarrNavigationTests {
    private func coordinator(_ env: TestEnvironment) async throws -> AppCoordinator {
        let profile = try await env.dependencies.profiles.demoProfile(kinds: .standard)
        await env.dependencies.configure(for: profile)
        let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
        await coordinator.start()
        return coordinator
    }

    @Test("adding a series replaces Add Series with it; deleting it goes back to the list, not to Add Series")
    func addThenDelete() async throws {
        try await withEnvironment { env in
            let app = try await coordinator(env)
            app.popToRoot()
            app.navigate(to: .sonarr(.seriesList))
            app.navigate(to: .sonarr(.addSeries(query: "expanse")))
            await app.settle()
            guard case .sonarr(.addSeries(let add)) = app.model(for: .sonarr(.addSeries(query: "expanse"))) else {
                Issue.record("expected Add Series")
                return
            }
            await add.load()
            let found = try #require(add.results.value?.first { !$0.isInLibrary })
            await add.add(found)
            await app.settle()
            let top = try #require(app.navigator.state.path.last)
            guard case .sonarr(.seriesDetail(let id), _) = top else {
                Issue.record("expected the new series on top, got \(top)")
                return
            }
            #expect(!app.navigator.state.path.contains(.sonarr(.addSeries(query: "expanse"))))
            guard case .sonarr(.seriesDetail(let detail)) = app.model(for: top) else { return }
            detail.asksBeforeDeleting = false
            await detail.load()
            await detail.requestDelete()
            await app.settle()
            #expect(app.navigator.state.path.last == .sonarr(.seriesList))
            #expect(id > 0)
        }
    }

    @Test("'open series' on an episode goes back to the series already open instead of pushing it again")
    func openSeriesGoesBack() async throws {
        try await withEnvironment { env in
            let app = try await coordinator(env)
            #expect(await app.open("thriftwood://sonarr/series/3/season/2"))
            let season = try #require(app.navigator.state.path.last)
            guard case .sonarr(.season(let detail)) = app.model(for: season) else { return }
            await detail.load()
            let episodeId = try #require(detail.episodes.value?.first?.id)
            app.navigate(to: .sonarr(.episode(episodeId: episodeId)))
            await app.settle()
            guard case .sonarr(.episode(let episode)) = app.model(for: .sonarr(.episode(episodeId: episodeId))) else {
                return
            }
            await episode.load()
            episode.openSeries()
            await app.settle()
            #expect(app.navigator.state.path.last == .sonarr(.seriesDetail(seriesId: 3)))
            #expect(app.navigator.state.path.filter { $0 == .sonarr(.seriesDetail(seriesId: 3)) }.count == 1)
        }
    }

    @Test("a link's episode under a season is that season's episode number, and the season opens episodes the same way")
    func episodeByNumber() async throws {
        try await withEnvironment { env in
            let app = try await coordinator(env)
            let client = try await env.dependencies.sonarr.client()
            let second = try #require(
                try await client.episodes(seriesId: 3, seasonNumber: 2).first { $0.episodeNumber == 2 })
            #expect(await app.open("thriftwood://sonarr/series/3/season/2/episode/2"))
            let route = AppRoute.sonarr(.seasonEpisode(seriesId: 3, seasonNumber: 2, episodeNumber: 2))
            #expect(app.navigator.state.path.last == route)
            guard case .sonarr(.episode(let episode)) = app.model(for: route) else {
                Issue.record("expected an episode screen")
                return
            }
            await episode.load()
            #expect(episode.episode.value?.id == second.id)
            #expect(episode.episodeId == second.id)
            #expect(episode.loadedTitle?.contains("S02E02") == true)

            // The season's list opens the same route, so the link the app shows is the one above.
            app.navigateBack()
            await app.settle()
            guard case .sonarr(.season(let season)) = app.model(for: .sonarr(.season(seriesId: 3, seasonNumber: 2)))
            else {
                Issue.record("expected the season screen")
                return
            }
            await season.load()
            season.open(second)
            await app.settle()
            #expect(app.navigator.state.path.last == route)

            // A number the season lacks says so, in words.
            #expect(await app.open("thriftwood://sonarr/series/3/season/2/episode/99"))
            let missing = AppRoute.sonarr(.seasonEpisode(seriesId: 3, seasonNumber: 2, episodeNumber: 99))
            guard case .sonarr(.episode(let absent)) = app.model(for: missing) else { return }
            await absent.load()
            #expect(absent.episode.error?.message.contains("Episode S02E99 of this series doesn't exist") == true)
        }
    }

    @Test(
        "a linked stack names the series and movie under it from the library, not 'Series 3', even on a fresh data directory"
    )
    func breadcrumbsNameLinkedItems() async throws {
        try await withEnvironment { env in
            let app = try await coordinator(env)
            let show = try await env.dependencies.sonarr.client().series(id: 3)
            #expect(await app.open("thriftwood://sonarr/series/3/season/2"))
            await app.settle()
            #expect(app.breadcrumb.contains(TitleLabel.withYear(show.title, year: show.year)))
            #expect(!app.breadcrumb.contains("Series 3"))

            let movie = try await env.dependencies.radarr.client().movie(id: 1)
            #expect(await app.open("thriftwood://radarr/movies/1/releases/1"))
            await app.settle()
            #expect(app.breadcrumb.contains(movie.title))
            #expect(!app.breadcrumb.contains("Movie 1"))

            // The visible screen names itself: pushing one looks nothing up.
            app.navigate(to: .radarr(.movieDetail(movieId: 2)))
            await app.settle()
            #expect(app.knownTitles[.radarr(.movieDetail(movieId: 2))] == nil)
        }
    }
}
