import ArrDemoKit
import Foundation
import Logging
import NIOCore
import RadarrAPI
import SeerrKit
import ServerKit
import Synchronization
import Testing
import ThriftwoodNavigation

@testable import ThriftwoodCore

/// Counts the title look-ups that pass through it.
final class TitleLookupCounter: HTTPTransport {
    let inner: any HTTPTransport
    private let seen = Mutex(0)

    init(_ inner: any HTTPTransport) { self.inner = inner }

    var lookups: Int { seen.withLock { $0 } }

    func send(_ request: TransportRequest) async throws(TransportFailure) -> TransportAnswer {
        if request.url.contains("/api/v1/movie/") || request.url.contains("/api/v1/tv/") { seen.withLock { $0 += 1 } }
        return try await inner.send(request)
    }
}

/// Seerr's screens in the app: links, the requests' actions and confirmations, issues, Home.
@Suite("Seerr's requests and issues")
@MainActor
struct RequestsScreenTests {
    /// The demo profile (its Seerr included), active, with the coordinator at Seerr's requests.
    func requests(
        _ env: TestEnvironment, link: String = "thriftwood://seerr"
    ) async throws -> (
        AppCoordinator, RequestsScreenModel
    ) {
        let profile = try await env.dependencies.profiles.demoProfile(kinds: .standard)
        await env.dependencies.configure(for: profile)
        let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
        await coordinator.start()
        #expect(await coordinator.open(link))
        guard case .requests(let model) = coordinator.visibleModel else { throw CoreError.noService(.seerr) }
        await model.viewModel.load()
        return (coordinator, model)
    }

    @Test("Seerr's screens have links that print back")
    func links() async throws {
        try await withEnvironment { env in
            let profile = try await env.dependencies.profiles.demoProfile(kinds: .standard)
            let codec = KindRegistry.standard.deepLinks(for: profile)
            let cases: [(String, [AppRoute])] = [
                ("thriftwood://seerr", [.requests(.list)]),
                ("thriftwood://seerr/issues", [.requests(.list), .requests(.issues)]),
                ("thriftwood://seerr/requests/3", [.requests(.list), .requests(.request(id: 3))]),
            ]
            for (link, path) in cases {
                #expect(try codec.parse(link).path == path, "\(link)")
                #expect(try codec.printText(NavigationState(path: path)) == link)
            }
        }
    }

    @Test("Requests list pending first with their titles looked up; one is approved with one key and reaches Radarr")
    func approveOne() async throws {
        try await withEnvironment { env in
            let (_, screen) = try await requests(env)
            guard case .list(let model) = screen else { throw CoreError.noService(.seerr) }
            #expect(model.header == "6 waiting · 13 in all · as Ada (admin)")
            #expect(model.requests.prefix(6).allSatisfy { $0.isPending })
            let dune = try #require(model.requests.first)
            #expect(RequestText.title(dune, model.titles) == "Dune: Part Two (2024)")
            #expect(model.lookupFailures == 0)
            await model.requestApprove(ids: [dune.id])
            #expect(model.pending?.action == nil)
            #expect(model.message == "Approved “Dune: Part Two (2024)”")
            #expect(model.requests.first { $0.id == dune.id }?.status == .approved)
            // As a real Seerr would, the demo added the movie to Radarr, searching for it.
            let movies = try await env.dependencies.radarr.client().movies()
            #expect(movies.contains { $0.tmdbId == 693_134 && $0.monitored })
        }
    }

    @Test("Declining asks first, naming the request; its reason goes to the app log")
    func decline() async throws {
        try await withEnvironment { env in
            let (_, screen) = try await requests(env)
            guard case .list(let model) = screen else { throw CoreError.noService(.seerr) }
            let expanse = try #require(model.requests.first { $0.tmdbId == 63_639 })
            model.requestDecline(ids: [expanse.id])
            #expect(model.pendingWords?.question == "Decline “The Expanse (2015)” (maria)?")
            model.cancelDecision()
            #expect(model.pendingWords == nil)
            model.requestDecline(ids: model.targetIds(selectedId: expanse.id))
            #expect(model.pendingWords?.question == "Decline “The Expanse (2015)” (maria)?")
            model.setReason("  already on the shelf ")
            await model.confirm()
            #expect(model.message == "Declined “The Expanse (2015)” — already on the shelf")
            #expect(model.requests.first { $0.id == expanse.id }?.status == .declined)
            await env.dependencies.log.flush()
            let logged = try await env.dependencies.log.entries(
                minimumLevel: .info, containing: "already on the shelf", limit: 5)
            #expect(logged.count == 1)
        }
    }

    @Test("Several marked requests are approved in one go after a dialog that names each")
    func approveMany() async throws {
        try await withEnvironment { env in
            let (_, screen) = try await requests(env)
            guard case .list(let model) = screen else { throw CoreError.noService(.seerr) }
            model.markPending()
            let marked = model.targetIds(selectedId: nil)
            #expect(marked.count == 6)
            await model.requestApprove(ids: marked)
            let words = try #require(model.pendingWords)
            #expect(words.question == "Approve 6 requests?")
            #expect(words.items.contains("“Poor Things (2023)” (maria) · movie · 4K"))
            await model.confirm()
            #expect(model.message == "Approved 6 requests")
            #expect(model.counts?.pending == 0)
            #expect(model.marks.ids.isEmpty)
        }
    }

    @Test("A user without Manage Requests is not offered approving, and is told why")
    func permissions() async throws {
        try await withEnvironment { env in
            let profile = try await env.dependencies.profiles.demoProfile(kinds: .standard)
            var seerr = try #require(profile.server(.seerr))
            seerr.connection.headers["X-Api-User"] = "2"
            let server = seerr
            let model = RequestsViewModel(
                server: ServerRef(kind: .seerr, name: "Seerr", slug: nil),
                client: { try await env.dependencies.requests.client(for: server) },
                titles: { await env.dependencies.requests.titles($0, with: $1, now: Date()) })
            await model.load()
            #expect(!model.mayManage)
            #expect(model.requests.allSatisfy { $0.requestedBy?.name == "jonas" })
            await model.requestApprove(ids: model.requests.map(\.id))
            #expect(model.pending?.action == nil)
            #expect(model.message == "jonas may not approve requests: Seerr's Manage Requests permission is missing.")
        }
    }

    @Test("A request's titles are looked up once, then read from the offline store")
    func titlesOnce() async throws {
        try await withEnvironment { env in
            let profile = try await env.dependencies.profiles.demoProfile(kinds: .standard)
            let server = try #require(profile.server(.seerr))
            let counter = TitleLookupCounter(LiveHTTPTransport(http: env.http))
            let service = LiveRequestService(
                transport: counter, launcher: DemoServerLauncher { try await env.seerrLauncher.connection() },
                titleStore: LiveSeerrTitleStore(database: env.database))
            let client = try await service.client(for: server)
            let keys = Set(try await client.requests(take: 50).items.map(\.titleKey))
            let first = await service.titles(keys, with: client, now: Date())
            #expect(first.titles.count == keys.count && first.failed == 0)
            #expect(counter.lookups == keys.count)
            let second = await service.titles(keys, with: client, now: Date())
            #expect(second.titles == first.titles)
            #expect(counter.lookups == keys.count)
        }
    }

    @Test("A request's screen says where it goes; an edit changes the profile before approving")
    func detail() async throws {
        try await withEnvironment { env in
            let (_, screen) = try await requests(env, link: "thriftwood://seerr/requests/2")
            guard case .request(let model) = screen else { throw CoreError.noService(.seerr) }
            #expect(model.loadedTitle == "The Expanse (2015)")
            #expect(model.destination == "Sonarr · HD-1080p · /data/tv (Seerr's defaults)")
            model.beginEdit()
            model.edit?.nextProfile()
            #expect(model.edit?.lines[1] == "p  profile  Ultra-HD")
            await model.saveAndApprove()
            #expect(model.actions.message == "Approved “The Expanse (2015)” (maria) for Ultra-HD")
            #expect(model.loaded.value?.request.status == .approved)
            #expect(model.destination == "Sonarr · Ultra-HD · /data/tv")
        }
    }

    @Test("Issues list open ones, take a comment and are resolved")
    func issues() async throws {
        try await withEnvironment { env in
            let (_, screen) = try await requests(env, link: "thriftwood://seerr/issues")
            guard case .issues(let model) = screen else { throw CoreError.noService(.seerr) }
            #expect(model.header == "2 open · 1 resolved")
            let subtitles = try #require(model.issues.first { $0.kind == .subtitles })
            #expect(model.row(subtitles).hasPrefix("subtitles · Severance (2022) · S02E03 · maria · "))
            await model.comment("   ", on: subtitles)
            #expect(model.message == "Nothing to send: the comment is empty.")
            await model.comment("Replaced the file.", on: subtitles)
            await model.toggleResolution(subtitles)
            #expect(model.message == "Resolved the subtitles issue on Severance (2022)")
            #expect(model.header == "1 open · 2 resolved")
        }
    }

    @Test("Search everywhere adds Seerr's results: a title nobody asked for offers a request, one asked for says so")
    func searchEverywhere() async throws {
        try await withEnvironment { env in
            let profile = try await env.dependencies.profiles.demoProfile(kinds: .standard)
            await env.dependencies.configure(for: profile)
            let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await coordinator.start()
            #expect(await coordinator.open("thriftwood://search/dune"))
            guard case .app(.search(let search)) = coordinator.visibleModel else { throw CoreError.noService(.seerr) }
            await search.load()
            let seerr = search.hits.filter { $0.service == .seerr }
            #expect(seerr.map(\.title) == ["Dune: Part Two (2024)"])
            #expect(seerr.first?.label == "requested, waiting for approval")
            #expect(search.hits.contains { $0.service == .radarr && $0.label == "add…" })
            search.query = "fleabag"
            await search.lookUp()
            let fleabag = try #require(search.hits.first { $0.service == .seerr })
            #expect(fleabag.label == "request…")
            search.open(fleabag)
            guard case .requests(.new(let model)) = coordinator.visibleModel else {
                throw CoreError.noService(.seerr)
            }
            await model.load()
            #expect(model.refusal == nil)
            model.cycleSeasons()
            #expect(model.seasonsWords == "S1")
            await model.submit()
            #expect(model.message == "Requested Fleabag (2016) · series · S1 · approved (request 14)")
            #expect(model.refusal == "Fleabag (2016) is requested already (requested, on its way).")
        }
    }
}
