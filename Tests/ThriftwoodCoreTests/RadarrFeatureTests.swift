import ArrDemoKit
import ArrKit
import Foundation
import Logging
import RadarrAPI
import RadarrDemoServer
import ServerKit
import Testing

@testable import ThriftwoodCore

@Suite("Radarr view models against the demo server")
@MainActor
struct RadarrFeatureTests {
    @Test("the movies list serves the cache offline and keeps it, saying why, when a refresh fails")
    func listIsOfflineFirst() async throws {
        try await withEnvironment { env in
            let profile = try await env.demoProfile()
            let deps = env.dependencies
            let first = MoviesListViewModel(
                connectionId: profile.cacheKey, radarr: deps.radarr, cache: deps.libraryCache,
                options: MovieListOptions())
            await first.load()
            #expect(first.visible.count == 96)
            var faults = DemoFaultSet()
            faults.htmlLogin = true
            try await env.faults().set(faults)
            let second = MoviesListViewModel(
                connectionId: profile.cacheKey, radarr: deps.radarr, cache: deps.libraryCache,
                options: MovieListOptions())
            await second.load()
            #expect(second.visible.count == 96)
            #expect(second.error?.message.contains("HTML") == true || second.error?.message.contains("login") == true)
            second.searchText = "matrix"
            #expect(second.visible.allSatisfy { $0.title.lowercased().contains("matrix") })
            second.options = MovieListOptions(sort: .year, ascending: false, filter: .downloaded)
            #expect(second.visible.allSatisfy { $0.hasFile })
        }
    }

    @Test("adding a looked-up film opens its detail and remembers the options")
    func addingOpensDetail() async throws {
        try await withEnvironment { env in
            _ = try await env.demoProfile()
            let deps = env.dependencies
            let add = AddMovieViewModel(
                query: nil, radarr: deps.radarr, preferences: deps.preferences, defaults: AddMovieDefaults())
            var opened: Int?
            add.onAdded = { opened = $0 }
            await add.load()
            #expect(!add.choices.qualityProfiles.isEmpty)
            add.term = "the"
            await add.search()
            #expect(add.results.value?.contains { $0.libraryId != nil } == true)
            add.term = "tmdb:792307"
            await add.search()
            let results = try #require(add.results.value)
            let candidate = try #require(results.first { $0.libraryId == nil })
            add.options.searchOnAdd = false
            await add.add(candidate)
            #expect(add.addError == nil)
            let id = try #require(opened)
            #expect(try await deps.radarr.client().movie(id: id).tmdbId == candidate.movie.tmdbId)
            #expect(try await deps.preferences.preferences().addMovie.searchOnAdd == false)
        }
    }

    @Test("the home summary counts the library and lists downloads and health")
    func homeSummary() async throws {
        try await withEnvironment { env in
            let profile = try await env.demoProfile()
            let home = RadarrHomeViewModel(
                radarr: env.dependencies.radarr, cache: env.dependencies.libraryCache, connectionId: profile.cacheKey)
            var opened: AppRoute?
            home.onOpen = { opened = $0 }
            await home.load()
            let summary = try #require(home.summary.value)
            let counts = try #require(summary.counts.value)
            #expect(counts.total == 96)
            #expect(counts.cachedAt == nil)
            #expect(counts.downloaded + counts.missing <= counts.total)
            #expect(summary.server.value?.contains(RadarrDemoServer.version) == true)
            home.open(.queue)
            #expect(opened == .radarr(.queue))
        }
    }

    @Test("the home counts the cached library instead of downloading it, and one failing part leaves the rest")
    func homeUsesCacheAndParts() async throws {
        try await withEnvironment { env in
            let profile = try await env.demoProfile()
            let cachedAt = Date(timeIntervalSince1970: 1_700_000_000)
            let cached = try #require(
                MovieSummary(Movie(id: 1, title: "Cached Film", year: 2001, tmdbId: 1, hasFile: true)))
            try await env.dependencies.libraryCache.store([cached], connectionId: profile.cacheKey, at: cachedAt)
            var faults = DemoFaultSet()
            faults.failing = ["movie", "health"]
            try await env.faults().set(faults)
            let home = RadarrHomeViewModel(
                radarr: env.dependencies.radarr, cache: env.dependencies.libraryCache, connectionId: profile.cacheKey)
            await home.load()
            let summary = try #require(home.summary.value)
            #expect(summary.counts.value?.total == 1)
            #expect(summary.counts.value?.cachedAt == cachedAt)
            #expect(summary.health.failure?.message.contains("500") == true)
            #expect(summary.queue.value != nil)
            #expect(summary.server.value != nil)
            #expect(home.summary.error == nil)
            // The lines every front end draws say the same: the failed part keeps its reason.
            #expect(summary.healthLines.failure == summary.health.failure)
            #expect(
                summary.countsLine(now: cachedAt.addingTimeInterval(7_200))?.hasSuffix("(as of 2 hours ago)") == true)
            let downloads = try #require(summary.downloadLines.value)
            #expect(downloads.count == min(summary.queue.value?.records.count ?? 0, RadarrHomeViewModel.downloadsShown))
        }
    }

    @Test("the home's downloads are read again while it shows, so their progress moves without `r`")
    func homeDownloadsRefresh() async throws {
        try await withEnvironment { env in
            let profile = try await env.demoProfile()
            let home = RadarrHomeViewModel(
                radarr: env.dependencies.radarr, cache: env.dependencies.libraryCache, connectionId: profile.cacheKey)
            await home.load()
            let before = try #require(home.summary.value?.queue.value?.records.map(\.progress))
            env.clock.advance(60)
            let keeping = Task { await home.keepDownloadsFresh(every: .milliseconds(10)) }
            for _ in 0..<200 where home.summary.value?.queue.value?.records.map(\.progress) == before {
                try await Task.sleep(for: .milliseconds(10))
            }
            keeping.cancel()
            await keeping.value
            #expect(home.summary.value?.queue.value?.records.map(\.progress) != before)
        }
    }

    @Test("a movie that is still loading or does not exist cannot be deleted or acted on")
    func noActionBeforeTheMovieIsShown() async throws {
        try await withEnvironment { env in
            let profile = try await env.demoProfile()
            let deps = env.dependencies
            let detail = MovieDetailViewModel(
                movieId: 1, radarr: deps.radarr, cache: deps.libraryCache, connectionId: profile.cacheKey)
            var left = false
            detail.onDeleted = { left = true }
            await detail.requestDelete()
            #expect(detail.pendingDelete == nil)
            detail.pendingDelete = .init(deleteFiles: true)
            await detail.confirmDelete()
            #expect(left == false)
            #expect(try await deps.radarr.client().movie(id: 1).id == 1)

            let missing = MovieDetailViewModel(
                movieId: 99_999, radarr: deps.radarr, cache: deps.libraryCache, connectionId: profile.cacheKey)
            await missing.load()
            #expect(missing.canAct == false)
            #expect(
                missing.detail.error?.message == "Movie 99999 doesn't exist on this server — it may have been deleted.")
            await missing.requestDelete()
            #expect(missing.pendingDelete == nil)
        }
    }

    @Test("the app log records each request with its status and time, and a failure with its reason")
    func requestsAreLogged() async throws {
        try await withEnvironment { env in
            _ = try await env.demoProfile()
            let client = try await env.dependencies.radarr.client()
            _ = try await client.systemStatus()
            _ = try? await client.movie(id: 99_999)
            await env.dependencies.log.flush()
            let lines = try await env.dependencies.log.entries(minimumLevel: .info, containing: "GET /", limit: 50)
                .map(\.message)
            #expect(lines.contains { $0.hasPrefix("Radarr: GET /system/status → 200 in ") && $0.hasSuffix(" ms") })
            #expect(lines.contains { $0.contains("GET /movie/99999 → 404") && $0.contains("doesn't exist") })
        }
    }

    @Test("a cache write that fails is said, logged, and keeps the previous offline copy")
    func failedCacheWriteIsSaid() async throws {
        try await withEnvironment { env in
            let profile = try await env.demoProfile()
            let deps = env.dependencies
            let old = try #require(MovieSummary(Movie(id: 7, title: "Old Copy", year: 1990, tmdbId: 7)))
            try await deps.libraryCache.store([old], connectionId: profile.cacheKey, at: Date(timeIntervalSince1970: 0))
            let list = MoviesListViewModel(
                connectionId: profile.cacheKey, radarr: deps.radarr,
                cache: FailingWritesCache(inner: deps.libraryCache),
                options: MovieListOptions(), logger: deps.logger("test.library"))
            await list.load()
            #expect(list.visible.count == 96)
            #expect(list.error == nil)
            #expect(list.cacheProblem?.message.contains("could not be saved") == true)
            #expect(list.cacheProblem?.message.contains("disk is full") == true)
            // The notices every front end shows for the list, the cache's among them.
            #expect(list.notices == [list.cacheProblem].compactMap { $0 })
            #expect(
                try await deps.libraryCache.load(connectionId: profile.cacheKey)?.movies.map(\.title) == ["Old Copy"])
            await deps.log.flush()
            #expect(
                try await !deps.log.entries(minimumLevel: .warning, containing: "cache write failed", limit: 5).isEmpty)
        }
    }

    @Test("one assembly builds an addition and resolves tag labels for the add screen, the edit form and the CLI")
    func movieAssembly() async throws {
        let found = Movie(id: 0, title: "Arrival", year: 2016, tmdbId: 329_865)
        let movie = MovieAssembly.addition(
            of: found, qualityProfileId: 4, rootFolder: "/movies", monitored: false, tags: [2], searchOnAdd: true)
        #expect(movie.id == nil && movie.qualityProfileId == 4 && movie.rootFolderPath == "/movies")
        #expect(movie.addOptions?.monitor == MonitorType.none && movie.addOptions?.searchForMovie == true)
        #expect(movie.tags == [2] && !movie.monitored)
        try await withEnvironment { env in
            _ = try await env.demoProfile()
            let client = try await env.dependencies.radarr.client()
            var known = try await client.tags()
            let first = try await TagAssembly.ids(for: ["Kids", "kids ", "4K"], known: &known, client: client)
            #expect(first.count == 2)
            let again = try await TagAssembly.ids(for: ["KIDS"], known: &known, client: client)
            #expect(again == [first[0]])
            #expect(try await client.tags().filter { $0.label.lowercased() == "kids" }.count == 1)
        }
    }

    @Test("the add form says why its choices could not be read instead of claiming Radarr has none")
    func addChoicesFailureIsSaid() async throws {
        try await withEnvironment { env in
            _ = try await env.demoProfile()
            var faults = DemoFaultSet()
            faults.failing = ["qualityprofile"]
            try await env.faults().set(faults)
            let add = AddMovieViewModel(
                query: nil, radarr: env.dependencies.radarr, preferences: env.dependencies.preferences,
                defaults: AddMovieDefaults())
            add.term = "tmdb:792307"
            await add.load()
            #expect(add.choicesError?.message.contains("500") == true)
            let candidate = try #require(add.results.value?.first)
            await add.add(candidate)
            #expect(add.addError == add.choicesError)
        }
    }

    @Test("removing a download asks first, then removes it from the queue")
    func queueRemoval() async throws {
        try await withEnvironment { env in
            _ = try await env.demoProfile()
            let queue = ArrQueueViewModel(source: env.dependencies.radarr.queueSource)
            await queue.load()
            let item = try #require(queue.downloads.value?.first)
            await queue.requestRemove(id: item.id)
            #expect(queue.pendingRemove?.removeFromClient == true)
            #expect(queue.pendingRemove?.question == "Remove \(item.name)?")
            await queue.confirmRemove()
            #expect(queue.lines.map(\.id).contains(item.id) == false)
        }
    }

    @Test("history pages and filters by event type")
    func historyFilters() async throws {
        try await withEnvironment { env in
            _ = try await env.demoProfile()
            let history = ArrHistoryViewModel(source: env.dependencies.radarr.historySource, pageSize: 5)
            await history.load()
            #expect(history.page.value?.entries.count ?? 0 > 0)
            let firstPage = history.page.value?.entries.map(\.historyId)
            await history.nextPage()
            #expect(history.pageNumber == 2)
            #expect(history.page.value?.entries.map(\.historyId) != firstPage)
            await history.previousPage()
            await history.previousPage()
            #expect(history.pageNumber == 1)
            await history.nextFilter()
            #expect(history.filter.label == "Grabbed")
            #expect(history.lines.allSatisfy { $0.event.text == "Grabbed" } && !history.lines.isEmpty)
        }
    }

    @Test("a wrong API key becomes a notice that mentions the API key, and nothing crashes")
    func wrongKey() async throws {
        try await withEnvironment { env in
            let server = try await env.launcher.start()
            await env.dependencies.radarr.configure(
                ServiceServer(kind: .radarr, connection: ServerConnection(baseURL: server.baseURL, apiKey: "wrong")))
            let status = SystemStatusViewModel(radarr: env.dependencies.radarr)
            await status.load()
            #expect(status.report.error?.message.contains("API key") == true)
            #expect(status.report.error?.isRetryable == false)
        }
    }

    @Test("the movie detail toggles monitoring, runs a search to completion, and edits through a form")
    func detailActions() async throws {
        try await withEnvironment { env in
            let profile = try await env.demoProfile()
            let deps = env.dependencies
            let detail = MovieDetailViewModel(
                movieId: 1, radarr: deps.radarr, cache: deps.libraryCache, connectionId: profile.cacheKey,
                pollInterval: .milliseconds(20))
            await detail.load()
            let monitored = try #require(detail.detail.value).monitored
            await detail.toggleMonitored()
            #expect(detail.detail.value?.monitored == !monitored)
            await detail.automaticSearch()
            #expect(detail.actionError == nil)
            #expect(detail.message == "Search completed")
            let edit = ArrItemEditor(
                source: deps.radarr.editSource(movieId: 1, cache: deps.libraryCache, connectionId: profile.cacheKey))
            var saved = false
            edit.onSaved = { saved = true }
            await edit.load()
            edit.set(field: "availability", to: "announced")
            await edit.save()
            #expect(saved)
            #expect(try await deps.radarr.client().movie(id: 1).minimumAvailability == .announced)
        }
    }
}

extension RadarrFeatureTests {
    @Test("the add form's lookup lists every result in its order, marks those in the library, and its keys cycle")
    func addFormLinesAndCycles() async throws {
        try await withEnvironment { env in
            _ = try await env.demoProfile()
            let deps = env.dependencies
            let add = AddMovieViewModel(
                query: nil, radarr: deps.radarr, preferences: deps.preferences, defaults: AddMovieDefaults())
            await add.load()
            add.term = "the"
            await add.search()
            let results = try #require(add.results.value)
            let lines = add.resultLines
            #expect(lines.count == results.count)
            #expect(zip(lines, results).allSatisfy { $0.inLibrary == ($1.libraryId != nil) })
            #expect(lines.contains { $0.note == "in library" } && lines.contains { $0.note.isEmpty })
            let folders = add.folderChoices.map(\.value)
            try #require(folders.count > 1 || !add.qualityChoices.isEmpty)
            let profile = add.options.qualityProfileId
            add.cycleQualityProfile()
            #expect(add.qualityChoices.count < 2 || add.options.qualityProfileId != profile)
            add.options.minimumAvailability = "released"
            add.cycleAvailability()
            #expect(add.options.minimumAvailability == "announced")
            #expect(add.optionsLine.contains("Min: announced"))
            add.cycleAvailability()
            #expect(add.options.minimumAvailability == "inCinemas")
        }
    }

    @Test("the edit sheet names its choices in words and each key moves to the next one the server offers")
    func editSheetWordsAndCycles() async throws {
        try await withEnvironment { env in
            let profile = try await env.demoProfile()
            let deps = env.dependencies
            let edit = ArrItemEditor(
                source: deps.radarr.editSource(movieId: 1, cache: deps.libraryCache, connectionId: profile.cacheKey))
            #expect(edit.sheetTitle == "Edit movie")
            await edit.load()
            let title = try #require(edit.loaded.value).title
            #expect(edit.sheetTitle == "Edit \(title)")
            let profiles = edit.qualityChoices
            try #require(profiles.count > 1)
            let first = edit.qualityLabel
            #expect(profiles.contains { $0.label == first })
            edit.cycleQualityProfile()
            #expect(edit.qualityLabel != first)
            for _ in 1..<profiles.count { edit.cycleQualityProfile() }
            #expect(edit.qualityLabel == first)
            edit.set(field: "availability", to: "announced")
            #expect(edit.kindFields.first?.shown == "Announced")
            edit.set(field: "availability", to: "someday")
            #expect(edit.value(of: "availability") == "announced")
            edit.cycle(field: "availability")
            edit.cycle(field: "availability")
            #expect(edit.value(of: "availability") == "released")
            edit.cycle(field: "availability")
            #expect(edit.value(of: "availability") == "announced")
            edit.qualityProfileId = 999
            #expect(edit.qualityLabel == "#999")
        }
    }
}

/// A library cache whose writes fail as on a full disk; reads go to `inner`.
struct FailingWritesCache: LibraryCache {
    let inner: any LibraryCache

    func load(connectionId: String) async throws -> CachedLibrary? { try await inner.load(connectionId: connectionId) }
    func store(_ movies: [MovieSummary], connectionId: String, at date: Date) async throws {
        throw CoreError.storage("database or disk is full")
    }
    func upsert(_ movie: MovieSummary, connectionId: String) async throws {
        throw CoreError.storage("database or disk is full")
    }
    func remove(movieId: Int, connectionId: String) async throws {
        throw CoreError.storage("database or disk is full")
    }
}
