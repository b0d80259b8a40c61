import ArrDemoKit
import ArrKit
import Foundation
import RadarrAPI
import Testing
import ThriftwoodNavigation

@testable import ThriftwoodCore

@Suite("The home dashboard across Radarr and Sonarr")
@MainActor
struct DashboardTests {
    /// The root view model of a coordinator started on the demo profile (both services).
    private func home(_ env: TestEnvironment) async throws -> AppHomeViewModel {
        let profile = try await env.dependencies.profiles.demoProfile(kinds: .standard)
        await env.dependencies.configure(for: profile)
        let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
        await coordinator.start()
        guard case .app(.home(let home)) = coordinator.model(for: nil) else {
            throw CoreError.noService(.radarr)
        }
        return home
    }

    @Test("merges both services' downloads and the week's airings, each opening its own screen")
    func merged() async throws {
        try await withEnvironment { env in
            let home = try await home(env)
            await home.load()
            #expect(
                home.services.map(\.kind)
                    == [.radarr, .sonarr] + ServiceKind.downloadClients + [
                        .seerr, .tautulli, .lidarr, .prowlarr, .bazarr,
                    ])
            #expect(
                home.statusLine(of: home.services[home.services.count - 5]).text
                    == "Seerr · v3.1.0 · 6 requests waiting · 2 open issues")
            #expect(
                home.statusLine(of: home.services[home.services.count - 4]).text
                    == "Tautulli · v2.17.2 · now playing: 3 streams · 1 transcoding · 18.2 Mbps")
            // Prowlarr's line: its indexers, the failing one counted.
            #expect(
                home.statusLine(of: .prowlarr).text
                    == "Prowlarr · v1.28.2.4885 · 6 indexers · 1 failing · 1 health warning")
            // Lidarr's line: its version and missing albums; its downloads and releases join the others.
            #expect(home.statusLine(of: .lidarr).text.hasPrefix("Lidarr · v2.9.6.4552 · ") == true)
            #expect(home.statusLine(of: .lidarr).text.hasSuffix(" missing"))
            #expect(home.downloading.filter { $0.service == .lidarr }.count == 2)
            #expect(home.downloading.filter { $0.service == .lidarr }.allSatisfy { $0.title.contains(" — ") })
            #expect(
                home.upcoming.filter { $0.service == .lidarr }.allSatisfy {
                    if case .music(.album, _) = $0.route { true } else { false }
                })
            // The streams themselves, each opening Now playing.
            #expect(home.playing.map(\.title).first == "Severance S01E01 · Good News About Hell")
            #expect(home.playing.first?.detail == "Maria · playing · 37% · transcode (video, HW) · remote")
            #expect(home.playing.allSatisfy { $0.route == .streams(.nowPlaying) })
            #expect(home.statusLine(of: home.services[2]).text.hasPrefix("SABnzbd · v4.5.1 · "))
            #expect(home.statusLine(of: .radarr).text.hasPrefix("Radarr · v"))
            #expect(home.statusLine(of: .sonarr).text.contains("missing"))
            let downloading = home.downloading
            #expect(Set(downloading.map(\.service)) == [.radarr, .sonarr, .lidarr])
            let left = downloading.compactMap(\.secondsLeft)
            #expect(left == left.sorted())
            #expect(downloading.contains { $0.title.contains("episodes") })
            let upcoming = home.upcoming
            #expect(!upcoming.isEmpty)
            let dates = upcoming.compactMap(\.date)
            #expect(dates == dates.sorted())
            #expect(Set(upcoming.map(\.service)).isSuperset(of: [.radarr, .sonarr]))
            let imported = home.recentlyImported
            #expect(!imported.isEmpty && imported.allSatisfy { $0.detail.hasPrefix("Imported") })
            let importDates = imported.compactMap(\.date)
            #expect(importDates == importDates.sorted(by: >))
            #expect(home.healthMessages.contains { $0.text.hasPrefix("Radarr: Indexers unavailable") })
            #expect(home.offlineBanner == nil)
            var opened: [AppRoute] = []
            home.onOpen = { opened.append($0) }
            let airing = try #require(upcoming.first { $0.service == .sonarr })
            home.open(airing)
            guard case .sonarr(.episode, _)? = opened.last else {
                Issue.record("an airing should open its episode, opened \(opened)")
                return
            }
        }
    }

    @Test(
        "a Radarr without /wanted/missing (before 5.3) stays online: only that part is unavailable, said with the version"
    )
    func oneEndpointMissing() async throws {
        try await withEnvironment { env in
            let home = try await home(env)
            var faults = DemoFaultSet()
            try faults.apply("absent=/wanted/missing")
            try await env.faults().set(faults)
            await home.load()
            #expect(home.offlineBanner == nil)
            #expect(home.parts[.radarr]?.value != nil)
            let line = home.statusLine(of: .radarr)
            #expect(
                line.text.contains("1 part unavailable") && !line.text.contains("missing ·") && line.tone == .attention)
            #expect(!home.downloading.filter { $0.service == .radarr }.isEmpty)
            #expect(
                home.healthMessages.map(\.text).contains(
                    "Radarr wanted/missing: This Radarr has no /wanted/missing (HTTP 404); it came with Radarr 5.3."))
            // The same 404 from the client directly: the part, never "no Radarr API at this address".
            do {
                _ = try await env.dependencies.radarr.client().missing(page: 1, pageSize: 1)
                Issue.record("a 404 was expected")
            } catch let error as ArrError {
                #expect(error.problem == .missingEndpoint(path: "/wanted/missing", since: "5.3"))
                #expect(!error.description.contains("no Radarr API"))
            }
        }
    }

    @Test("a Radarr without /wanted/missing gets its Missing list worked out from the library, saying so")
    func missingFromLibrary() async throws {
        try await withEnvironment { env in
            _ = try await home(env)
            let expected = try await env.dependencies.radarr.client().missing(page: 1, pageSize: 500)
            var faults = DemoFaultSet()
            try faults.apply("absent=/wanted/missing")
            try await env.faults().set(faults)
            let missing = ArrWantedViewModel(source: env.dependencies.radarr.wantedSource, pageSize: 500)
            await missing.load()
            #expect(missing.page.error == nil)
            #expect(missing.fallbackNote?.contains("it came with Radarr 5.3") == true)
            #expect(
                Set((missing.page.value?.entries ?? []).compactMap(\.subjectId))
                    == Set(expected.records.compactMap(\.id)))
            #expect(missing.page.value?.total == expected.totalRecords)
        }
    }

    @Test("with Sonarr down, Radarr's part still shows, Sonarr's line says why, and its offline copy speaks for it")
    func oneDown() async throws {
        try await withEnvironment { env in
            let home = try await home(env)
            let profile = try #require(try await env.dependencies.profiles.profiles().first)
            let list = SeriesListViewModel(
                sonarr: env.dependencies.sonarr, cache: env.dependencies.seriesCache,
                connectionId: profile.sonarrConnectionId, clock: { Date() })
            await list.load()
            var faults = DemoFaultSet()
            faults.unauthorized = true
            try await env.sonarrFaults().set(faults)
            await home.load()
            #expect(home.statusLine(of: .sonarr).text == "Sonarr · Sonarr refused the API key (401 Unauthorized).")
            #expect(home.statusLine(of: .sonarr).tone == .problem)
            #expect(home.parts[.radarr]?.value != nil)
            #expect(!home.downloading.isEmpty && home.downloading.allSatisfy { $0.service != .sonarr })
            #expect(home.offlineBanner?.hasPrefix("Offline: Sonarr could not be reached") == true)
            #expect(home.offline[.sonarr]?.hasPrefix("30 series, ") == true)
            #expect(home.offline[.sonarr]?.contains("offline copy updated") == true)
            // Home's lists are values every front end draws: an empty one never hides the failure.
            #expect(home.sections.map(\.kind).starts(with: [.downloading]) || home.sections.first?.kind == .playing)
            #expect(home.sections.first { $0.kind == .downloading }?.items == home.downloading)
            #expect(
                home.sections.filter(\.items.isEmpty).allSatisfy {
                    $0.emptyText == "Nothing from the services that answered."
                })
        }
    }
}

@Suite("Search everywhere: every cached library as you type, then each service's lookup")
@MainActor
struct SearchEverywhereTests {
    @Test("library hits from both services come first; lookups open the service's add form")
    func searchEverywhere() async throws {
        try await withEnvironment { env in
            let profile = try await env.dependencies.profiles.demoProfile(kinds: .standard)
            let deps = env.dependencies
            await deps.configure(for: profile)
            let movies = MoviesListViewModel(
                connectionId: profile.radarrConnectionId, radarr: deps.radarr, cache: deps.libraryCache,
                options: MovieListOptions())
            await movies.load()
            let series = SeriesListViewModel(
                sonarr: deps.sonarr, cache: deps.seriesCache, connectionId: profile.sonarrConnectionId)
            await series.load()
            let servers = profile.servers.filter { $0.kind == .radarr || $0.kind == .sonarr }
            let search = SearchEverywhereViewModel(
                query: nil,
                sources: servers.compactMap { server in
                    deps.kinds.declaration(of: server.kind)?.search?(
                        KindContext(dependencies: deps, server: server, in: profile))
                })
            await search.load()
            search.query = "the"
            #expect(Set(search.hits.map(\.service)) == [.radarr, .sonarr])
            #expect(search.hits.allSatisfy { $0.inLibrary })
            search.query = "x-files"
            #expect(search.hits.isEmpty)
            await search.lookUp()
            let found = try #require(search.hits.first)
            #expect(!found.inLibrary && found.service == .sonarr)
            #expect(found.route == .sonarr(.addSeries(query: "tvdb:77398")))
            search.query = "dune"
            await search.lookUp()
            #expect(search.hits.first?.inLibrary == true)
            #expect(search.hits.contains { !$0.inLibrary && $0.route == .radarr(.addMovie(query: "tmdb:693134")) })
            var opened: AppRoute?
            search.onOpen = { opened = $0 }
            search.open(found)
            #expect(opened == found.route)
        }
    }

    @Test("search links round-trip")
    func links() throws {
        let codec = KindRegistry.standard.deepLinks
        #expect(try codec.parse("thriftwood://search/dune").path == [.search(query: "dune")])
        #expect(try codec.parse("thriftwood://search").path == [.search(query: nil)])
    }
}
