import ArrDemoKit
import ArrKit
import AsyncHTTPClient
import Foundation
import Logging
import RadarrAPI
import RadarrDemoServer
import ServerKit
import Testing

/// Runs `body` against a freshly started demo server (configured by `configure`) and a client
/// pointed at it, over the app's own HTTP client (redirects are not followed).
func withDemo(
    urlBase: String = "", apiKey: String? = nil, configure: (inout DemoServerConfiguration) -> Void = { _ in },
    _ body: (RadarrClient, RunningDemoServer) async throws -> Void
) async throws {
    let quiet = Logger(label: "test.demo") { _ in SwiftLogNoOpLogHandler() }
    var configuration = DemoServerConfiguration(urlBase: urlBase)
    configure(&configuration)
    let server = try await RadarrDemoServer(configuration: configuration, logger: quiet).start()
    let http = ServerHTTP.makeClient()
    let client = RadarrClient(
        connection: ServerConnection(baseURL: server.baseURL, apiKey: apiKey ?? server.apiKey, timeoutSeconds: 30),
        http: http)
    do {
        try await body(client, server)
    } catch {
        try await http.shutdown()
        await server.stop()
        throw error
    }
    try await http.shutdown()
    await server.stop()
}

@Suite("The client against a real HTTP server")
struct ClientAgainstDemoServerTests {
    @Test("the library, a movie and the system status load under a URL base")
    func readsUnderURLBase() async throws {
        try await withDemo(urlBase: "/radarr") { client, _ in
            try await client.ping()
            let movies = try await client.movies()
            #expect(movies.count == 96)
            let first = try #require(movies.first?.id)
            #expect(try await client.movie(id: first).id == first)
            #expect(try await client.systemStatus().version == RadarrDemoServer.version)
        }
    }

    @Test("an address without the URL base gets Radarr's 307 under it, not followed, and the base is named")
    func outsideTheURLBase() async throws {
        try await withDemo(urlBase: "/radarr4k") { _, server in
            let http = ServerHTTP.makeClient()
            let root = server.baseURL.replacingOccurrences(of: "/radarr4k", with: "")
            let client = RadarrClient(connection: ServerConnection(baseURL: root, apiKey: server.apiKey), http: http)
            let error = await #expect(throws: ArrError.self) { try await client.systemStatus() }
            try await http.shutdown()
            guard case .redirected(307, let target, false)? = error?.problem else {
                Issue.record("expected a 307, got \(String(describing: error))")
                return
            }
            #expect(target.hasPrefix("/radarr4k/api/v3/system/status"))
            #expect(!target.contains(server.apiKey))
            #expect(error?.recoverySuggestion.contains("runs under the URL base /radarr4k") == true)
        }
    }

    @Test("a wrong API key is reported as unauthorized with a hint about the key")
    func wrongKey() async throws {
        try await withDemo(apiKey: "wrong") { client, _ in
            let error = await #expect(throws: ArrError.self) { try await client.movies() }
            #expect(error?.problem == .unauthorized)
            #expect(error?.recoverySuggestion.contains("API key") == true)
        }
    }

    @Test("an HTML login page is reported as not Radarr, with a login hint")
    func htmlLogin() async throws {
        try await withDemo { client, server in
            var faults = DemoFaultSet()
            faults.htmlLogin = true
            server.faults.set(faults)
            let error = await #expect(throws: ArrError.self) { try await client.systemStatus() }
            guard case .notTheService(_, _, let looksLikeLogin)? = error?.problem else {
                Issue.record("expected notRadarr, got \(String(describing: error))")
                return
            }
            #expect(looksLikeLogin)
        }
    }

    @Test("a truncated answer is reported as cut off, naming the endpoint and blaming no Radarr version")
    func truncated() async throws {
        try await withDemo { client, server in
            var faults = DemoFaultSet()
            faults.truncate = true
            server.faults.set(faults)
            let error = await #expect(throws: ArrError.self) { try await client.movies() }
            guard case .truncated(let endpoint)? = error?.problem else {
                Issue.record("expected truncated, got \(String(describing: error))")
                return
            }
            #expect(endpoint == "GET /movie")
            #expect(error?.description.contains("cut off") == true)
            #expect(error?.recoverySuggestion.contains("version") == false)
        }
    }

    @Test("an unreachable server is reported as unreachable, not a crash")
    func unreachable() async throws {
        let http = HTTPClient(eventLoopGroupProvider: .singleton)
        let client = RadarrClient(
            connection: ServerConnection(baseURL: "http://127.0.0.1:1", apiKey: "x", timeoutSeconds: 30), http: http)
        let error = await #expect(throws: ArrError.self) { try await client.systemStatus() }
        try await http.shutdown()
        guard case .unreachable? = error?.problem else {
            Issue.record("expected unreachable, got \(String(describing: error))")
            return
        }
    }

    @Test("a malformed address is refused before any request")
    func invalidURL() async throws {
        let http = HTTPClient(eventLoopGroupProvider: .singleton)
        let client = RadarrClient(connection: ServerConnection(baseURL: "nas.local:7878", apiKey: "x"), http: http)
        await #expect(throws: ArrError(.radarr, .invalidURL("nas.local:7878"))) { try await client.movies() }
        try await http.shutdown()
    }

    @Test("adding a movie twice returns Radarr's validation message")
    func addTwice() async throws {
        try await withDemo { client, _ in
            let found = try #require(try await client.lookup(term: "tmdb:671").first)
            #expect(found.id == nil)
            var movie = found
            movie.qualityProfileId = 1
            movie.rootFolderPath = "/data/movies"
            movie.addOptions = AddOptions(monitor: .movieOnly, searchForMovie: false)
            let added = try await client.addMovie(movie)
            #expect(added.id != nil)
            let error = await #expect(throws: ArrError.self) { try await client.addMovie(movie) }
            #expect(error?.description.contains("This movie has already been added") == true)
        }
    }

    @Test("editing, deleting and a 404 behave like Radarr")
    func editAndDelete() async throws {
        try await withDemo { client, _ in
            var movie = try await client.movie(id: 3)
            movie.monitored.toggle()
            let saved = try await client.updateMovie(movie)
            #expect(saved.monitored == movie.monitored)
            try await client.deleteMovie(id: 3, deleteFiles: true)
            await #expect(throws: ArrError.self) { try await client.movie(id: 3) }
        }
    }

    @Test("a search command runs to completion and queues a download")
    func searchCommand() async throws {
        try await withDemo { client, _ in
            let missing = try await client.missing(pageSize: 5)
            let target = try #require(missing.records.first(where: { movie in movie.id != nil })?.id)
            let before = try await client.queue().totalRecords
            let result = try await client.runCommand(.moviesSearch([target]), pollInterval: .milliseconds(200))
            #expect(result.status == .completed)
            let queue = try await client.queue(includeMovie: true)
            #expect(queue.totalRecords >= before)
            #expect(queue.records.contains { $0.movieId == target })
        }
    }

    @Test("history filters by event type number, releases list and grab works")
    func historyAndReleases() async throws {
        try await withDemo { client, _ in
            let grabbed = try await client.history(pageSize: 100, eventType: .grabbed)
            #expect(grabbed.records.allSatisfy { $0.eventType == .grabbed })
            let releases = try await client.releases(movieId: 2)
            #expect(releases.contains { $0.rejected == true && !($0.rejections ?? []).isEmpty })
            let approved = try #require(releases.first { $0.approved == true })
            _ = try await client.grab(GrabRequest(guid: approved.guid, indexerId: approved.indexerId ?? 1))
            await #expect(throws: ArrError.self) { try await client.grab(GrabRequest(guid: "nope", indexerId: 1)) }
        }
    }

    @Test("tags can be created and deleted; settings lists load")
    func tagsAndSettings() async throws {
        try await withDemo { client, _ in
            let tag = try await client.createTag(label: "classics")
            #expect(try await client.tags().contains(tag))
            try await client.deleteTag(id: tag.id)
            #expect(try await !client.tags().contains(tag))
            #expect(try await !client.qualityProfiles().isEmpty)
            #expect(try await !client.rootFolders().isEmpty)
            #expect(try await client.health().contains { $0.type == .warning })
            #expect(try await !client.diskSpace().isEmpty)
            #expect(try await client.logs(pageSize: 5).records.count == 5)
        }
    }
}
