import ArrDemoKit
import ArrKit
import Foundation
import Logging
import RadarrAPI
import ServerKit
import Testing
import ThriftwoodNavigation

@testable import ThriftwoodCore

@Suite("The app coordinator")
@MainActor
struct AppCoordinatorTests {
    @Test("a first run starts onboarding, and a deep link that arrives meanwhile opens after it")
    func onboardingDefersDeepLinks() async throws {
        try await withEnvironment { env in
            let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await coordinator.start()
            let onboarding = try #require(coordinator.onboarding)
            #expect(await coordinator.open("thriftwood://radarr/movies/3") == false)
            #expect(coordinator.navigator.deferred.count == 1)
            onboarding.begin()
            #expect(onboarding.currentRoute == .createProfile)
            await onboarding.tryDemo()
            await coordinator.settle()
            #expect(coordinator.onboarding == nil)
            #expect(coordinator.profile?.name == "Demo")
            #expect(
                coordinator.navigator.state.path == [
                    .radarr(.home), .radarr(.moviesList), .radarr(.movieDetail(movieId: 3)),
                ])
        }
    }

    @Test("onboarding validates the server and reports an unreachable one clearly")
    func onboardingTestsConnection() async throws {
        try await withEnvironment { env in
            let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await coordinator.start()
            let onboarding = try #require(coordinator.onboarding)
            onboarding.draft.name = "Home"
            await onboarding.submitProfileName()
            #expect(onboarding.currentRoute == .addService(.radarr))
            onboarding.draft.radarr.url = "not a url"
            onboarding.draft.radarr.apiKey = "x"
            await onboarding.testConnection(.radarr)
            #expect(onboarding.fieldErrors[ProfileDraft.Field.url(.radarr)] != nil)
            onboarding.draft.radarr.url = "http://127.0.0.1:1"
            await onboarding.testConnection(.radarr)
            guard case .failed(let notice) = onboarding.verdict(for: .radarr) else {
                Issue.record("expected a failed verdict, got \(onboarding.verdict(for: .radarr))")
                return
            }
            #expect(notice.message.contains("127.0.0.1"))
        }
    }

    @Test("finishing onboarding tests the server first; an empty or failing server finishes nothing")
    func onboardingFinishTestsFirst() async throws {
        try await withEnvironment { env in
            let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await coordinator.start()
            await coordinator.open("thriftwood://radarr/movies/1")
            let onboarding = try #require(coordinator.onboarding)
            await onboarding.submitProfileName()
            await onboarding.continueWith(.radarr)
            #expect(onboarding.fieldErrors[ProfileDraft.Field.url(.radarr)]?.contains("Skip Radarr") == true)
            onboarding.draft.radarr.url = "http://127.0.0.1:1"
            onboarding.draft.radarr.apiKey = "wrong"
            await onboarding.continueWith(.radarr)
            #expect(onboarding.currentRoute == .addService(.radarr))
            #expect(try await env.dependencies.profiles.profiles().isEmpty)
            await onboarding.skip(.radarr)
            #expect(onboarding.currentRoute == .addService(.sonarr))
            await onboarding.skip(.sonarr)
            #expect(onboarding.currentRoute == .moreServers)
            await onboarding.finish()
            await coordinator.settle()
            #expect(coordinator.onboarding == nil)
            #expect(coordinator.profile?.radarr == nil)
            #expect(coordinator.notice?.contains("The link was not opened") == true)
        }
    }

    @Test(
        "onboarding adds Radarr and Sonarr, each tested, refuses an address that is the other service, adds another server, and opens with all"
    )
    func onboardingTwoServices() async throws {
        try await withEnvironment { env in
            let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await coordinator.start()
            let onboarding = try #require(coordinator.onboarding)
            await onboarding.submitProfileName()
            onboarding.draft.radarr = ConnectionDraft(.radarr, url: ServiceServer.embeddedDemoURL, apiKey: "demo")
            await onboarding.continueWith(.radarr)
            #expect(onboarding.currentRoute == .addService(.sonarr))
            let radarrAddress = try await env.launcher.connection()
            onboarding.draft.sonarr = ConnectionDraft(
                .sonarr, url: radarrAddress.baseURL, apiKey: radarrAddress.apiKey)
            await onboarding.continueWith(.sonarr)
            guard case .failed(let notice) = onboarding.verdict(for: .sonarr) else {
                Issue.record("expected Radarr's address to be refused as Sonarr")
                return
            }
            #expect(notice.message == "That address is Radarr, not Sonarr.")
            onboarding.draft.sonarr = ConnectionDraft(.sonarr, url: ServiceServer.embeddedDemoURL, apiKey: "demo")
            await onboarding.continueWith(.sonarr)
            #expect(onboarding.currentRoute == .moreServers)
            // Add another: a SABnzbd, tested; a taken name and an address that does not answer are refused.
            onboarding.extra = ConnectionDraft(.sabnzbd, url: ServiceServer.embeddedDemoURL, apiKey: "demo")
            onboarding.extraName = "radarr"
            await onboarding.addAnother()
            #expect(onboarding.fieldErrors["name"]?.contains("already has a server called Radarr") == true)
            onboarding.extraName = "Usenet"
            onboarding.extra.url = "http://127.0.0.1:1"
            await onboarding.addAnother()
            #expect(onboarding.fieldErrors["test"]?.contains("127.0.0.1") == true && onboarding.extras.isEmpty)
            onboarding.extra.url = ServiceServer.embeddedDemoURL
            await onboarding.addAnother()
            #expect(onboarding.message?.hasPrefix("Added Usenet (SABnzbd") == true)
            #expect(onboarding.extras.map(\.name) == ["Usenet"] && onboarding.extraName.isEmpty)
            // A name left empty is the kind's, as the CLI gives it; a second of the kind is "SABnzbd 2".
            for expected in ["SABnzbd", "SABnzbd 2"] {
                onboarding.extra = ConnectionDraft(.sabnzbd, url: ServiceServer.embeddedDemoURL, apiKey: "demo")
                await onboarding.addAnother()
                #expect(onboarding.fieldErrors.isEmpty, "\(onboarding.fieldErrors)")
                #expect(onboarding.extras.last?.name == expected)
            }
            await onboarding.finish()
            await coordinator.settle()
            #expect(coordinator.onboarding == nil)
            #expect(coordinator.profile?.servers.map(\.kind) == [.radarr, .sonarr, .sabnzbd, .sabnzbd, .sabnzbd])
            #expect(coordinator.profile?.servers.map(\.name).suffix(3) == ["Usenet", "SABnzbd", "SABnzbd 2"])
            let services = ServicesViewModel(
                profile: coordinator.profile, kinds: .standard, overview: env.dependencies.overview)
            await services.load()
            #expect(services.rows.prefix(2).map(\.state.label.tone) == [.attention, .attention])
            #expect(services.rows[1].state.label.text.hasPrefix("connected · v4.0.19") == true)
        }
    }

    @Test("the Services screen lists every server of the profile, two Radarrs included, each asked how it is")
    @MainActor
    func servicesListEveryServer() async throws {
        try await withEnvironment { env in
            let profile = try await env.demoProfile()
            let demo = ServerConnection(baseURL: ServiceServer.embeddedDemoURL, apiKey: "demo")
            _ = try await env.dependencies.profiles.addServer(
                ServiceServer(kind: .radarr, name: "Radarr 4K", connection: demo), to: profile.id)
            let stored = try #require(try await env.dependencies.profiles.profile(id: profile.id))
            let services = ServicesViewModel(profile: stored, kinds: .standard, overview: env.dependencies.overview)
            #expect(services.rows.map(\.name) == ["Radarr", "Radarr 4K", "Sonarr"])
            let home = AppHomeViewModel(profile: stored, kinds: .standard)
            #expect(home.entries.prefix(2).map(\.title) == ["Radarr", "Radarr 4K"])
            #expect(home.entries.prefix(2).map(\.route) == [.radarr(.home), .radarr(.home, server: "radarr-4k")])
            await services.load()
            #expect(services.rows.prefix(2).allSatisfy { $0.state.label.text.hasPrefix("connected · v5") })
            #expect(services.rows.last?.state == .notSetUp)
            var opened: [AppRoute] = []
            services.onOpen = { opened.append($0) }
            services.open(services.rows[0])
            services.open(services.rows[1])
            #expect(opened == [.radarr(.home), .radarr(.home, server: "radarr-4k")])
        }
    }

    @Test("a link to radarr-4k opens the second Radarr's screens, named, asking that server; the link prints back")
    @MainActor
    func linkToSecondServer() async throws {
        try await withEnvironment { env in
            let profile = try await env.demoProfile()
            // The second Radarr is unreachable, so its screens show that they ask it, not the first.
            _ = try await env.dependencies.profiles.addServer(
                ServiceServer(
                    kind: .radarr, name: "Radarr 4K",
                    connection: ServerConnection(baseURL: "http://127.0.0.1:1", apiKey: "key")),
                to: profile.id)
            let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await coordinator.start()
            #expect(await coordinator.open("thriftwood://radarr-4k/movies/1"))
            let path = coordinator.navigator.state.path
            #expect(
                path == [
                    .radarr(.home, server: "radarr-4k"), .radarr(.moviesList, server: "radarr-4k"),
                    .radarr(.movieDetail(movieId: 1), server: "radarr-4k"),
                ])
            #expect(coordinator.breadcrumb.prefix(2) == ["Home", "Radarr 4K"])
            guard case .radarr(.movieDetail(let second)) = coordinator.model(for: path[2]) else {
                Issue.record("expected a movie screen")
                return
            }
            await second.load()
            #expect(second.detail.error?.message.contains("127.0.0.1") == true)
            // The first Radarr's movie 1 is still its own.
            guard case .radarr(.movieDetail(let first)) = coordinator.model(for: .radarr(.movieDetail(movieId: 1)))
            else {
                return
            }
            await first.load()
            #expect(first.detail.value != nil)
            // Printing names the server again; a slug the profile lacks is refused.
            let codec = KindRegistry.standard.deepLinks(for: coordinator.profile)
            #expect(try codec.printText(NavigationState(path: path)) == "thriftwood://radarr-4k/movies/1")
            #expect(
                try codec.printText(NavigationState(path: [.radarr(.home), .radarr(.moviesList)]))
                    == "thriftwood://radarr/movies")
            #expect(await coordinator.open("thriftwood://radarr-8k/movies/1") == false)
        }
    }

    @Test("the profile form adds a server of any kind after testing it; a taken name or the wrong kind is refused")
    @MainActor
    func formAddsAServer() async throws {
        try await withEnvironment { env in
            let profile = try await env.demoProfile()
            let form = ProfileFormViewModel(
                profileId: profile.id, profiles: env.dependencies.profiles, tester: env.dependencies.tester,
                kinds: env.dependencies.kinds)
            await form.load()
            form.cycleNewServerKind()
            #expect(form.newServer.kind == .sonarr)
            form.newServer.url = ServiceServer.embeddedDemoURL
            form.newServer.apiKey = "demo"
            form.newServerName = "Anime"
            await form.addServer()
            #expect(form.message?.hasPrefix("Added Anime") == true)
            // Listed at once, as saved (not an edit).
            #expect(form.servers.map(\.name) == ["Radarr", "Anime"])
            #expect(!form.hasChanges)
            #expect(
                try await env.dependencies.profiles.profile(id: profile.id)?.servers.map(\.name) == ["Radarr", "Anime"])

            while form.newServer.kind != .radarr { form.cycleNewServerKind() }  // past the download clients
            form.newServer.url = ServiceServer.embeddedDemoURL
            form.newServer.apiKey = "demo"
            form.newServerName = "radarr"
            await form.addServer()
            #expect(form.newServerErrors["name"]?.contains("already has a server called Radarr") == true)
            form.newServerName = "Radarr 4K"
            await form.addServer()
            #expect(form.servers.map(\.name) == ["Radarr", "Anime", "Radarr 4K"])

            form.cycleNewServerKind()  // Sonarr, at Radarr's demo address
            form.newServer.url = "http://127.0.0.1:1"
            form.newServer.apiKey = "demo"
            form.newServerName = "TV 2"
            await form.addServer()
            #expect(form.newServerErrors["test"]?.contains("127.0.0.1") == true)
        }
    }

    @Test("a further server is edited in the form: renamed and tested, kept in its place; a taken name is refused")
    @MainActor
    func formEditsAServer() async throws {
        try await withEnvironment { env in
            let profile = try await env.demoProfile()
            let demo = ServerConnection(baseURL: ServiceServer.embeddedDemoURL, apiKey: "demo")
            for name in ["Radarr 4K", "Radarr 8K"] {
                _ = try await env.dependencies.profiles.addServer(
                    ServiceServer(kind: .radarr, name: name, connection: demo), to: profile.id)
            }
            let form = ProfileFormViewModel(
                profileId: profile.id, profiles: env.dependencies.profiles, tester: env.dependencies.tester,
                kinds: env.dependencies.kinds)
            await form.load()
            let fourK = form.servers[1]
            form.beginEditing(fourK)
            #expect(form.newServer.url == ServiceServer.embeddedDemoURL && form.newServerName == "Radarr 4K")
            form.cycleNewServerKind()
            #expect(form.newServer.kind == .radarr, "an edited server keeps its kind")
            form.newServerName = "Radarr 8K"
            await form.addServer()
            #expect(form.newServerErrors["name"]?.contains("already has a server called Radarr 8K") == true)
            form.newServerName = "Radarr UHD"
            await form.addServer()
            #expect(form.message?.hasPrefix("Saved Radarr UHD") == true)
            #expect(form.editingServer == nil && form.newServerName.isEmpty)
            let servers = try #require(try await env.dependencies.profiles.profile(id: profile.id)).servers
            #expect(servers.map(\.name) == ["Radarr", "Radarr UHD", "Radarr 8K"])
            #expect(servers[1].id == fourK.id && servers[1].slug == "radarr-uhd")
        }
    }

    @Test("a second server's screens are restored under its slug, and dropped, saying why, once it is removed")
    @MainActor
    func restoresSecondServer() async throws {
        try await withEnvironment { env in
            let profile = try await env.demoProfile()
            let demo = ServerConnection(baseURL: ServiceServer.embeddedDemoURL, apiKey: "demo")
            _ = try await env.dependencies.profiles.addServer(
                ServiceServer(kind: .radarr, name: "Radarr 4K", connection: demo), to: profile.id)
            let first = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await first.start()
            #expect(await first.open("thriftwood://radarr-4k/queue"))
            await first.saveSnapshot()
            let path = first.navigator.state.path

            let second = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await second.start()
            #expect(second.navigator.state.path == path)
            await second.saveSnapshot()

            _ = try await env.dependencies.profiles.removeServer(named: "radarr-4k", from: profile.id)
            let third = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await third.start()
            #expect(!third.navigator.state.path.contains { $0.server == "radarr-4k" })
            #expect(third.notice?.contains("radarr-4k") == true)
        }
    }

    @Test("Home's menu lists the servers in the profile's order, the order of the status lines beside them")
    @MainActor
    func homeMenuFollowsTheProfile() async throws {
        try await withEnvironment { env in
            let profile = try await env.dependencies.profiles.demoProfile(kinds: .standard)
            let demo = ServerConnection(baseURL: ServiceServer.embeddedDemoURL, apiKey: "demo")
            _ = try await env.dependencies.profiles.addServer(
                ServiceServer(kind: .radarr, name: "Radarr 4K", connection: demo), to: profile.id)
            await env.dependencies.configure(for: profile)
            let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await coordinator.start()
            guard case .app(.home(let home)) = coordinator.model(for: nil) else {
                Issue.record("expected Home")
                return
            }
            // The demo profile: Radarr, Sonarr, each download client's demo, Seerr, Tautulli, Lidarr,
            // Prowlarr and Bazarr, then Radarr 4K.
            let expected =
                ["Radarr", "Sonarr"] + ServiceKind.downloadClients.map(\.displayName) + [
                    "Seerr", "Tautulli", "Lidarr", "Prowlarr", "Bazarr", "Radarr 4K",
                ]
            #expect(home.services.map(\.name) == expected)
            #expect(home.entries.prefix(expected.count).map(\.title) == home.services.map(\.name))
        }
    }

    @Test("the merged queue reads both Radarrs: rows named after their server, ids apart, each opening its own server")
    @MainActor
    func mergedQueueOverTwoRadarrs() async throws {
        try await withEnvironment { env in
            let profile = try await env.demoProfile()
            let demo = ServerConnection(baseURL: ServiceServer.embeddedDemoURL, apiKey: "demo")
            _ = try await env.dependencies.profiles.addServer(
                ServiceServer(kind: .radarr, name: "Radarr 4K", connection: demo), to: profile.id)
            let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await coordinator.start()
            guard case .app(.activity(.queue(let queue))) = coordinator.model(for: .activity(.queue)) else {
                Issue.record("expected the merged queue")
                return
            }
            await queue.load()
            let first = queue.rows.filter { $0.source.name == "Radarr" }
            let second = queue.rows.filter { $0.source.name == "Radarr 4K" }
            #expect(!first.isEmpty && first.count == second.count)
            #expect(Set(queue.rows.map(\.id)).count == queue.rows.count)
            #expect(second.allSatisfy { $0.route?.server == "radarr-4k" })
            #expect(first.allSatisfy { $0.route?.server == nil })
            #expect(queue.services.map(\.name) == ["Radarr", "Radarr 4K"])
            queue.serviceFilter = queue.services.last
            #expect(queue.visibleRows.allSatisfy { $0.source.name == "Radarr 4K" })

            // Home: a line per server, and each server's downloads opening its own screens.
            guard case .app(.home(let home)) = coordinator.model(for: nil) else {
                Issue.record("expected Home")
                return
            }
            await home.load()
            #expect(home.services.map(\.name) == ["Radarr", "Radarr 4K"])
            #expect(home.statusLine(of: home.services[1]).text.hasPrefix("Radarr 4K · v5"))
            let fromSecond = home.downloading.filter { $0.source.name == "Radarr 4K" }
            #expect(!fromSecond.isEmpty && fromSecond.allSatisfy { $0.route.server == "radarr-4k" })
            #expect(Set(home.downloading.map(\.id)).count == home.downloading.count)

            // Search everywhere: the same title in both libraries, each opening its own server.
            guard case .app(.search(let search)) = coordinator.model(for: .search(query: nil)) else {
                Issue.record("expected search everywhere")
                return
            }
            await search.load()
            search.query = "matrix"
            let matrix = search.hits.filter { $0.title == "The Matrix (1999)" }
            #expect(matrix.map(\.source.name) == ["Radarr", "Radarr 4K"])
            #expect(matrix.map(\.route.server) == [nil, "radarr-4k"])
            #expect(Set(search.hits.map(\.id)).count == search.hits.count)

            // The palette: both servers' copies of a title, each opening on its server.
            let palette = coordinator.makePalette(actions: [], onAction: { _ in })
            await palette.load()
            palette.query = "matrix"
            let movies = palette.results.filter { $0.kind == .movie }
            #expect(movies.map(\.detail).sorted() == ["Radarr", "Radarr 4K"])
            palette.choose(try #require(movies.first { $0.detail == "Radarr 4K" }))
            await coordinator.settle()
            #expect(coordinator.navigator.state.path.last == .radarr(.movieDetail(movieId: 1), server: "radarr-4k"))
        }
    }

    @Test("list → detail → delete goes back through callbacks, and Home pops to the root")
    func callbacksNavigate() async throws {
        try await withEnvironment { env in
            _ = try await env.demoProfile()
            let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await coordinator.start()
            #expect(coordinator.navigator.state.path == [.radarr(.home)])
            coordinator.navigate(to: .radarr(.moviesList))
            await coordinator.settle()
            guard case .radarr(.moviesList(let list)) = coordinator.visibleModel else {
                Issue.record("expected the movies list")
                return
            }
            await list.load()
            let first = try #require(list.visible.first)
            list.open(first.id)
            await coordinator.settle()
            guard case .radarr(.movieDetail(let detail)) = coordinator.visibleModel else {
                Issue.record("expected the detail")
                return
            }
            await detail.load()
            await detail.requestDelete()
            await detail.confirmDelete()
            await coordinator.settle()
            #expect(coordinator.navigator.state.path == [.radarr(.home), .radarr(.moviesList)])
            for _ in 0..<500 where list.isRefreshing || list.index.count == 96 {
                try await Task.sleep(for: .milliseconds(10))
            }
            #expect(!list.visible.contains { $0.id == first.id })
            coordinator.popToRoot()
            await coordinator.settle()
            #expect(coordinator.navigator.state.path.isEmpty)
            #expect(coordinator.breadcrumb == ["Home"])
        }
    }

    @Test("the snapshot restores on the next start, dropping a movie that was deleted meanwhile")
    func restorationValidates() async throws {
        try await withEnvironment { env in
            _ = try await env.demoProfile()
            let first = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await first.start()
            #expect(await first.open("thriftwood://radarr/movies/5"))
            await first.saveSnapshot()
            let again = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await again.start()
            #expect(
                again.navigator.state.path == [.radarr(.home), .radarr(.moviesList), .radarr(.movieDetail(movieId: 5))])
            try await env.dependencies.radarr.client().deleteMovie(id: 5)
            let third = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await third.start()
            #expect(third.navigator.state.path == [.radarr(.home), .radarr(.moviesList)])
            #expect(third.notice?.contains("movie 5") == true)
        }
    }

    @Test("a snapshot saved by the flat-route build (schema 1) restores to home and says why")
    func oldSnapshot() async throws {
        try await withEnvironment { env in
            let profile = try await env.demoProfile()
            let old = #"{"schemaVersion":1,"state":{"path":[{"radarrHome":{}},{"radarrQueue":{}}]}}"#
            try await env.dependencies.snapshots.save(Data(old.utf8), profileId: profile.id)
            let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await coordinator.start()
            #expect(coordinator.navigator.state.path == [.radarr(.home)])
            #expect(coordinator.notice?.contains("schema version 1") == true)
        }
    }

    @Test("a corrupt snapshot starts at home and says why")
    func corruptSnapshot() async throws {
        try await withEnvironment { env in
            let profile = try await env.demoProfile()
            try await env.dependencies.snapshots.save(Data("{not json".utf8), profileId: profile.id)
            let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await coordinator.start()
            #expect(coordinator.navigator.state.path == [.radarr(.home)])
            #expect(coordinator.notice != nil)
        }
    }

    @Test("a malformed deep link changes nothing and explains itself")
    func malformedLink() async throws {
        try await withEnvironment { env in
            _ = try await env.demoProfile()
            let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await coordinator.start()
            #expect(await coordinator.open("thriftwood://radarr/movies/abc") == false)
            #expect(coordinator.navigator.state.path == [.radarr(.home)])
            #expect(coordinator.notice?.contains("abc") == true)
        }
    }

    @Test("a huge deep link is logged and shown cut short, not whole")
    func hugeLinkIsCapped() async throws {
        try await withEnvironment { env in
            _ = try await env.demoProfile()
            let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await coordinator.start()
            let link = "thriftwood://radarr/movies/1?" + String(repeating: "x", count: 130_000)
            await coordinator.open(link)
            await env.dependencies.log.flush()
            let lines = try await env.dependencies.log.entries(minimumLevel: .trace, containing: "", limit: 500)
            #expect(lines.allSatisfy { $0.message.count < 2_000 })
            #expect((coordinator.notice?.count ?? 0) < 400)
        }
    }

    @Test("Radarr screens are refused, with the reason, when the profile has no Radarr")
    func radarrGuard() async throws {
        try await withEnvironment { env in
            _ = try await env.dependencies.profiles.create(ProfileDraft(name: "Empty"))
            let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await coordinator.start()
            #expect(coordinator.navigator.state.path.isEmpty)
            coordinator.navigate(to: .radarr(.queue))
            await coordinator.settle()
            #expect(coordinator.navigator.state.path.isEmpty)
            #expect(coordinator.notice?.contains("no Radarr") == true)
            coordinator.navigate(to: .settings(.main))
            await coordinator.settle()
            #expect(coordinator.navigator.state.path == [.settings(.main)])
        }
    }

    @Test("forms open as sheets and saving a profile closes the sheet")
    func formsAreSheets() async throws {
        try await withEnvironment { env in
            _ = try await env.demoProfile()
            let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await coordinator.start()
            coordinator.navigate(to: .settings(.profiles))
            coordinator.navigate(to: .settings(.addProfile))
            await coordinator.settle()
            #expect(coordinator.navigator.state.sheet?.root == .settings(.addProfile))
            guard case .settings(.profileForm(let form)) = coordinator.visibleModel else {
                Issue.record("expected the profile form")
                return
            }
            form.name = ""
            await form.save()
            #expect(form.fieldErrors[ProfileDraft.Field.name] != nil)
            form.name = "Parents"
            await form.save()
            await coordinator.settle()
            #expect(coordinator.navigator.state.sheet == nil)
            #expect(try await env.dependencies.profiles.profiles().map(\.name).sorted() == ["Demo", "Parents"])
        }
    }

    @Test("deleting the last profile in the app leaves it and starts setup again")
    func deletingTheLastProfile() async throws {
        try await withEnvironment { env in
            let profile = try await env.demoProfile()
            try await env.dependencies.profiles.setActive(id: profile.id)
            let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await coordinator.start()
            coordinator.navigate(to: .settings(.profiles))
            await coordinator.settle()
            guard case .settings(.profiles(let profiles)) = coordinator.visibleModel else {
                Issue.record("expected the profiles list")
                return
            }
            await profiles.load()
            await profiles.requestDelete(try #require(profiles.profiles.value?.first))
            await profiles.confirmDelete()
            await coordinator.settle()
            #expect(coordinator.profile == nil)
            #expect(coordinator.onboarding != nil)
            #expect(coordinator.notice?.contains("last profile") == true)
            #expect(await env.dependencies.radarr.isConfigured == false)
        }
    }

    @Test("switching profile by name reconfigures Radarr and lands on that profile's screen")
    func switchingProfiles() async throws {
        try await withEnvironment { env in
            _ = try await env.demoProfile()
            _ = try await env.dependencies.profiles.create(ProfileDraft(name: "Empty"))
            let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await coordinator.start()
            #expect(await coordinator.switchProfile(named: "empty"))
            #expect(coordinator.profile?.name == "Empty")
            #expect(await env.dependencies.radarr.isConfigured == false)
            #expect(coordinator.navigator.state.path.isEmpty)
            #expect(await coordinator.switchProfile(named: "Nobody") == false)
        }
    }

    @Test("--demo uses the embedded server even when the user already has a profile called Demo")
    func demoNameTaken() async throws {
        try await withEnvironment { env in
            _ = try await env.dependencies.profiles.create(
                ProfileDraft(name: "Demo", radarr: ConnectionDraft(.radarr, url: "http://nas:7878", apiKey: "key")))
            let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await coordinator.start(demo: true)
            #expect(coordinator.profile?.name == "Demo 2")
            #expect(coordinator.profile?.radarr?.isEmbeddedDemo == true)
            // The demo has both services, so it opens on the home across them.
            #expect(coordinator.navigator.state.path.isEmpty)
        }
    }

    @Test("a profile with one service starts on that service's home; one with several on the home across them")
    func startingScreen() async throws {
        try await withEnvironment { env in
            let sonarrOnly = try await env.dependencies.profiles.create(
                ProfileDraft(name: "TV", sonarr: ConnectionDraft(.sonarr, url: "http://nas:8989", apiKey: "key")))
            let both = try await env.dependencies.profiles.create(
                ProfileDraft(
                    name: "Both", radarr: ConnectionDraft(.radarr, url: "http://nas:7878", apiKey: "key"),
                    sonarr: ConnectionDraft(.sonarr, url: "http://nas:8989", apiKey: "key")))
            #expect(KindRegistry.standard.start(for: sonarrOnly) == [.sonarr(.home)])
            #expect(KindRegistry.standard.start(for: both).isEmpty)
        }
    }

    @Test("a profile saved from the command line skips onboarding")
    func profileFromCLISkipsOnboarding() async throws {
        try await withEnvironment { env in
            _ = try await env.demoProfile()
            let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await coordinator.start()
            #expect(coordinator.onboarding == nil)
            #expect(coordinator.navigator.state.path == [.radarr(.home)])
        }
    }

    @Test("with confirmations off, delete acts at once and keeps the files")
    func deleteWithoutConfirmation() async throws {
        try await withEnvironment { env in
            _ = try await env.demoProfile()
            try await env.dependencies.preferences.update { $0.confirmDestructiveActions = false }
            let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await coordinator.start()
            #expect(await coordinator.open("thriftwood://radarr/movies/1"))
            guard case .radarr(.movieDetail(let detail)) = coordinator.visibleModel else {
                Issue.record("expected the detail")
                return
            }
            await detail.load()
            await detail.requestDelete()
            await coordinator.settle()
            #expect(detail.pendingDelete == nil)
            #expect(coordinator.navigator.state.path == [.radarr(.home), .radarr(.moviesList)])
            await #expect(throws: ArrError.self) { _ = try await env.dependencies.radarr.client().movie(id: 1) }
        }
    }
}

@Suite("The palette over Lidarr")
@MainActor
struct LidarrPaletteTests {
    @Test("Lidarr's artists and albums are in the palette, an album opening under its artist")
    func artistsAndAlbums() async throws {
        try await withEnvironment { env in
            let profile = try await env.demoProfile()
            _ = try await env.dependencies.profiles.addServer(
                ServiceServer(
                    kind: .lidarr, connection: ServerConnection(baseURL: ServiceServer.embeddedDemoURL, apiKey: "demo")),
                to: profile.id)
            let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await coordinator.start()
            let palette = coordinator.makePalette(actions: [], onAction: { _ in })
            await palette.load()
            palette.query = "beatles"
            #expect(palette.results.contains { $0.kind == .artist && $0.title == "The Beatles" })
            palette.query = "rubber soul"
            let album = try #require(palette.results.first { $0.kind == .album && $0.title == "Rubber Soul" })
            #expect(album.detail == "Lidarr · The Beatles")
            palette.choose(album)
            await coordinator.settle()
            if case .music(.album, _)? = coordinator.navigator.state.path.last {
            } else {
                Issue.record("expected the album: \(coordinator.navigator.state.path)")
            }
        }
    }
}
