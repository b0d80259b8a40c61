import ArrDemoKit
import AsyncHTTPClient
import Foundation
import SeerrDemoServer
import SeerrKit
import ServerKit
import Testing

/// Runs `body` with a client of a fresh demo Seerr (acting as user `actingAs`, or the admin).
func withSeerrDemo(
    key: String? = nil, actingAs user: Int? = nil, requests: DemoRequestExchange? = nil,
    _ body: (SeerrClient) async throws -> Void
) async throws {
    let demo = OnDemandDemoServer(SeerrDemoServer.self, configuration: DemoServerConfiguration(requests: requests))
    let http = HTTPClient(eventLoopGroupProvider: .singleton)
    var connection = try await demo.connection()
    if let key { connection.apiKey = key }
    if let user { connection.headers["X-Api-User"] = String(user) }
    let client = SeerrClient(connection: connection, transport: LiveHTTPTransport(http: http))
    do {
        try await body(client)
    } catch {
        try await http.shutdown()
        await demo.stop()
        throw error
    }
    try await http.shutdown()
    await demo.stop()
}

@Suite("The Seerr client against the demo Seerr")
struct SeerrDemoTests {
    @Test("It says which server it is and whom the key acts as")
    func identity() async throws {
        try await withSeerrDemo { client in
            let info = try await client.serverInfo()
            #expect(info.flavour == .seerr && info.version == "3.1.0")
            let me = try await client.me()
            #expect(me.name == "Ada" && me.permissions.mayManageRequests)
        }
    }

    @Test("A wrong key is refused as the key, not as a missing permission")
    func wrongKey() async throws {
        try await withSeerrDemo(key: "wrong") { client in
            await #expect(throws: SeerrError(.refusedKey)) { try await client.serverInfo() }
            await #expect(throws: SeerrError(.refusedKey)) { try await client.requests() }
        }
    }

    @Test("A user without Manage Requests is told the permission is missing, in words")
    func permission() async throws {
        try await withSeerrDemo(actingAs: 2) { client in
            let me = try await client.me()
            #expect(!me.permissions.mayManageRequests)
            let error = await #expect(throws: SeerrError.self) { try await client.approve(1) }
            #expect(error?.problem == .notPermitted("approve requests"))
            #expect(error?.description.contains("may not approve requests") == true)
        }
    }

    @Test("Pending requests page, count and filter as Seerr's do")
    func listing() async throws {
        try await withSeerrDemo { client in
            let counts = try await client.requestCounts()
            #expect(counts.pending == 6 && counts.total == 13)
            let pending = try await client.requests(filter: .pending, take: 4)
            #expect(pending.items.count == 4 && pending.total == 6 && pending.unreadable == 0)
            #expect(pending.items.allSatisfy { $0.status == .pending })
            let series = try await client.requests(mediaType: .tv)
            #expect(series.items.allSatisfy { $0.mediaType == .tv })
        }
    }

    @Test("Approve, decline, retry and delete round trip")
    func decisions() async throws {
        try await withSeerrDemo { client in
            let approved = try await client.approve(1)
            #expect(approved.status == .approved && approved.modifiedBy?.name == "Ada")
            #expect(approved.availability == .processing)
            #expect(try await client.decline(2).status == .declined)
            let failed = try await client.requests(filter: .failed).items
            let retried = try await client.retry(try #require(failed.first).id)
            #expect(retried.status == .approved)
            try await client.delete(3)
            await #expect(throws: SeerrError(.notFound("request 3"))) { try await client.request(3) }
            #expect(try await client.requestCounts().pending == 3)
        }
    }

    @Test("An edit before approving changes where the request goes")
    func edit() async throws {
        try await withSeerrDemo { client in
            let request = try await client.request(2)
            let servers = try await client.arrServers(for: .tv)
            #expect(servers.first?.profiles.map(\.name) == ["HD-1080p", "Ultra-HD", "Any"])
            let changed = try await client.update(
                request, SeerrRequestChange(serverId: 0, profileId: 2, rootFolder: "/data/tv", seasons: [1]))
            #expect(changed.profileId == 2 && changed.rootFolder == "/data/tv" && changed.seasons == [1])
            #expect(changed.status == .pending)
        }
    }

    @Test("A new request is created; a second one for the same title is refused in Seerr's words")
    func create() async throws {
        try await withSeerrDemo(actingAs: 4) { client in
            let key = SeerrTitleKey(mediaType: .movie, tmdbId: 945_961)
            let created = try await client.create(SeerrRequestDraft(key: key))
            #expect(created.status == .pending && created.requestedBy?.name == "sam")
            let again = await #expect(throws: SeerrError.self) { try await client.create(SeerrRequestDraft(key: key)) }
            #expect(again?.problem == .server("Request for this media already exists."))
        }
    }

    @Test("Search results carry what Seerr knows: requested, available, or nothing yet")
    func search() async throws {
        try await withSeerrDemo { client in
            let dune = try #require(try await client.search("dune").first)
            #expect(dune.key == SeerrTitleKey(mediaType: .movie, tmdbId: 693_134))
            #expect(dune.availability == .pending && dune.requestIds == [1])
            let parasite = try #require(try await client.search("parasite").first)
            #expect(parasite.availability == .available)
            let wick = try #require(try await client.search("john wick").first)
            #expect(wick.availabilityNumber == nil && wick.requestIds.isEmpty)
            let series = try await client.title(SeerrTitleKey(mediaType: .tv, tmdbId: 63_639))
            #expect(series.label == "The Expanse (2015)" && series.seasonCount == 6)
        }
    }

    @Test("Issues are listed open first, commented on and resolved")
    func issues() async throws {
        try await withSeerrDemo { client in
            #expect(try await client.issueCounts().open == 2)
            let open = try await client.issues()
            #expect(open.items.count == 2 && open.items.allSatisfy(\.isOpen))
            let issue = try #require(open.items.first { $0.kind == .subtitles })
            #expect(issue.season == 2 && issue.episode == 3 && issue.report == "No English subtitles on this episode.")
            let commented = try await client.comment(onIssue: issue.id, "Fixed the file, please check.")
            #expect(commented.comments.count == 2)
            let resolved = try await client.setIssue(issue.id, resolved: true)
            #expect(!resolved.isOpen)
            #expect(try await client.issueCounts().open == 1)
        }
    }

    @Test("Approving hands the title to its *arr through the exchange, with the chosen profile")
    func handOver() async throws {
        let exchange = DemoRequestExchange()
        try await withSeerrDemo(requests: exchange) { client in
            _ = exchange.take(for: "radarr")
            _ = exchange.take(for: "sonarr")
            let request = try await client.request(1)
            _ = try await client.update(request, SeerrRequestChange(profileId: 2))
            _ = try await client.approve(1)
            let handed = exchange.take(for: "radarr")
            #expect(handed.map(\.tmdbId) == [693_134])
            #expect(handed.first?.profileId == 2 && handed.first?.title == "Dune: Part Two")
            #expect(exchange.take(for: "sonarr").isEmpty)
        }
    }
}
