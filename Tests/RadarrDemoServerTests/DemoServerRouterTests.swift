import ArrDemoKit
import ArrKit
import Foundation
import Hummingbird
import HummingbirdTesting
import NIOCore
import NIOFoundationCompat
import RadarrAPI
import RadarrDemoServer
import Synchronization
import Testing

/// A clock tests move by hand.
final class ManualClock: Sendable {
    private let now = Mutex(Date(timeIntervalSince1970: 1_750_000_000))
    func read() -> Date { now.withLock { $0 } }
    func advance(_ seconds: TimeInterval) { now.withLock { $0 = $0.addingTimeInterval(seconds) } }
}

@Suite("The demo server speaks Radarr's wire conventions")
struct DemoServerRouterTests {
    let key = DemoServerConfiguration.defaultAPIKey

    private func makeApp(clock: ManualClock = ManualClock(), urlBase: String = "") throws -> some ApplicationProtocol {
        let server = RadarrDemoServer(configuration: DemoServerConfiguration(urlBase: urlBase, clock: { clock.read() }))
        return Application(router: try server.makeRouter())
    }

    @Test("ping needs no key; the API refuses a missing or wrong key with an empty 401")
    func authentication() async throws {
        try await makeApp().test(.router) { client in
            try await client.execute(uri: "/ping", method: .get) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body) == #"{"status":"OK"}"#)
            }
            try await client.execute(uri: "/api/v3/movie", method: .get) { response in
                #expect(response.status == .unauthorized)
                #expect(response.body.readableBytes == 0)
            }
            try await client.execute(uri: "/api/v3/movie", method: .get, headers: [.init("X-Api-Key")!: "nope"]) {
                response in
                #expect(response.status == .unauthorized)
            }
        }
    }

    @Test("the key is accepted from the query, the X-Api-Key header and a bearer token")
    func keyLocations() async throws {
        try await makeApp().test(.router) { client in
            try await client.execute(uri: "/api/v3/system/status?apikey=\(key)", method: .get) {
                #expect($0.status == .ok)
            }
            try await client.execute(uri: "/api/v3/system/status", method: .get, headers: [.init("X-Api-Key")!: key]) {
                #expect($0.status == .ok)
            }
            try await client.execute(
                uri: "/api/v3/system/status", method: .get, headers: [.authorization: "Bearer \(key)"]
            ) { #expect($0.status == .ok) }
        }
    }

    @Test("a page far past the end is an empty page, not an overflow")
    func absurdPaging() async throws {
        try await makeApp().test(.router) { client in
            try await client.execute(
                uri: "/api/v3/history?apikey=\(key)&page=\(Int.max)&pageSize=1000", method: .get
            ) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body).contains("\"records\":[]"))
            }
        }
    }

    @Test(
        "a URL base moves every route under it; a request outside it is sent under it with a 307, as Radarr's UrlBaseMiddleware does"
    )
    func urlBase() async throws {
        try await makeApp(urlBase: "/radarr").test(.router) { client in
            try await client.execute(uri: "/radarr/ping", method: .get) { #expect($0.status == .ok) }
            try await client.execute(uri: "/radarr/api/v3/health?apikey=\(key)", method: .get) {
                #expect($0.status == .ok)
            }
            try await client.execute(uri: "/api/v3/health?apikey=\(key)", method: .get) {
                #expect($0.status == .temporaryRedirect)
                #expect($0.headers[.location] == "/radarr/api/v3/health?apikey=\(key)")
            }
            try await client.execute(uri: "/", method: .post) {
                #expect($0.status == .temporaryRedirect && $0.headers[.location] == "/radarr/")
            }
        }
    }

    @Test("a root folder that is not one of Radarr's, or a relative path, is refused as Radarr refuses it")
    func refusesBadPaths() async throws {
        try await makeApp().test(.router) { client in
            let add = { (root: String) in
                #"{"title":"Heat","tmdbId":949,"qualityProfileId":1,"rootFolderPath":"\#(root)","monitored":true,"#
                    + #""minimumAvailability":"released","tags":[],"addOptions":{"searchForMovie":false}}"#
            }
            try await client.execute(
                uri: "/api/v3/movie?apikey=\(key)", method: .post, body: ByteBuffer(string: add("/nope"))
            ) { response in
                #expect(response.status == .badRequest)
                #expect(String(buffer: response.body).contains("Root folder '/nope' does not exist"))
            }
            try await client.execute(
                uri: "/api/v3/movie?apikey=\(key)", method: .post, body: ByteBuffer(string: add("movies"))
            ) { response in
                #expect(response.status == .badRequest)
                #expect(String(buffer: response.body).contains("Invalid Path: 'movies'"))
            }
            let edit =
                #"{"id":1,"title":"x","tmdbId":603,"qualityProfileId":1,"monitored":true,"tags":[],"path":"relative/path"}"#
            try await client.execute(
                uri: "/api/v3/movie/1?apikey=\(key)", method: .put, body: ByteBuffer(string: edit)
            ) { response in
                #expect(response.status == .badRequest)
                #expect(String(buffer: response.body).contains("Invalid Path: 'relative/path'"))
            }
        }
    }

    @Test("create answers 201 with Location, update 202, delete 200 with an empty body, then 404")
    func statusCodes() async throws {
        try await makeApp().test(.router) { client in
            let body =
                #"{"title":"Harry Potter and the Philosopher's Stone","tmdbId":671,"qualityProfileId":1,"rootFolderPath":"/data/movies","monitored":true,"minimumAvailability":"released","tags":[],"addOptions":{"monitor":"movieOnly","searchForMovie":false}}"#
            let id = try await client.execute(
                uri: "/api/v3/movie?apikey=\(key)", method: .post, body: ByteBuffer(string: body)
            ) { response in
                #expect(response.status == .created)
                #expect(response.headers[.location]?.hasPrefix("/api/v3/movie/") == true)
                return try ArrJSON.makeDecoder().decode(Movie.self, from: Data(buffer: response.body)).id ?? 0
            }
            try await client.execute(uri: "/api/v3/movie?apikey=\(key)", method: .post, body: ByteBuffer(string: body))
            { response in
                #expect(response.status == .badRequest)
                #expect(String(buffer: response.body).contains("This movie has already been added"))
            }
            let update = #"{"id":\#(id),"title":"x","tmdbId":671,"qualityProfileId":2,"monitored":false,"tags":[]}"#
            try await client.execute(
                uri: "/api/v3/movie/\(id)?apikey=\(key)", method: .put, body: ByteBuffer(string: update)
            ) { #expect($0.status == .accepted) }
            try await client.execute(uri: "/api/v3/movie/\(id)?apikey=\(key)", method: .delete) { response in
                #expect(response.status == .ok)
                #expect(response.body.readableBytes == 0)
            }
            try await client.execute(uri: "/api/v3/movie/\(id)?apikey=\(key)", method: .get) { response in
                #expect(response.status == .notFound)
                #expect(String(buffer: response.body).contains("message"))
            }
            try await client.execute(uri: "/api/v3/movie/0?apikey=\(key)", method: .delete) {
                #expect($0.status == .badRequest)
            }
        }
    }

    @Test("nulls and zero ids are left out: lookup results for new films have no id")
    func nullsLeftOut() async throws {
        try await makeApp().test(.router) { client in
            try await client.execute(uri: "/api/v3/movie/lookup?term=tmdb:671&apikey=\(key)", method: .get) {
                response in
                let text = String(buffer: response.body)
                #expect(!text.contains("null"))
                #expect(!text.contains(#""id":"#))
                #expect(text.contains(#""tmdbId":671"#))
            }
        }
    }

    @Test("a search queues a download that advances with the clock and imports into a file and history")
    func downloadLifecycle() async throws {
        let clock = ManualClock()
        try await makeApp(clock: clock).test(.router) { client in
            let decoder = ArrJSON.makeDecoder()
            let missing = try await client.execute(
                uri: "/api/v3/wanted/missing?pageSize=50&apikey=\(key)", method: .get
            ) {
                try decoder.decode(Paged<Movie>.self, from: Data(buffer: $0.body)).records
            }
            let queued = try await client.execute(uri: "/api/v3/queue?pageSize=50&apikey=\(key)", method: .get) {
                try decoder.decode(Paged<QueueItem>.self, from: Data(buffer: $0.body)).records.compactMap(\.movieId)
            }
            let target = try #require(missing.first { !queued.contains($0.id ?? -1) }?.id)
            let command = #"{"name":"MoviesSearch","movieIds":[\#(target)]}"#
            let commandId = try await client.execute(
                uri: "/api/v3/command?apikey=\(key)", method: .post, body: ByteBuffer(string: command)
            ) { response in
                #expect(response.status == .created)
                let resource = try decoder.decode(CommandResource.self, from: Data(buffer: response.body))
                #expect(resource.status == .queued)
                return resource.id
            }
            clock.advance(0.5)
            try await client.execute(uri: "/api/v3/command/\(commandId)?apikey=\(key)", method: .get) { response in
                let resource = try decoder.decode(CommandResource.self, from: Data(buffer: response.body))
                #expect(resource.status == .started)
            }
            clock.advance(45)
            try await client.execute(uri: "/api/v3/queue?pageSize=50&apikey=\(key)", method: .get) { response in
                let item = try #require(
                    try decoder.decode(Paged<QueueItem>.self, from: Data(buffer: response.body)).records.first {
                        $0.movieId == target
                    })
                #expect(item.progress > 0.4 && item.progress < 0.6)
            }
            clock.advance(60)
            try await client.execute(uri: "/api/v3/movie/\(target)?apikey=\(key)", method: .get) { response in
                let movie = try decoder.decode(Movie.self, from: Data(buffer: response.body))
                #expect(movie.hasFile)
                #expect(movie.movieFile != nil)
            }
            try await client.execute(uri: "/api/v3/history/movie?movieId=\(target)&apikey=\(key)", method: .get) {
                response in
                let events = try decoder.decode([HistoryRecord].self, from: Data(buffer: response.body)).compactMap(
                    \.eventType)
                #expect(events.contains(.grabbed))
                #expect(events.contains(.downloadFolderImported))
            }
        }
    }

    @Test("a generated library is deterministic for a seed and reaches 50,000 movies")
    func generatedLibrary() async throws {
        let a = RadarrDemoServer(configuration: DemoServerConfiguration(generatedItems: 50_000, seed: 7))
        let b = RadarrDemoServer(configuration: DemoServerConfiguration(generatedItems: 50_000, seed: 7))
        let fetch: @Sendable (RadarrDemoServer) async throws -> [Movie] = { server in
            try await Application(router: try server.makeRouter()).test(.router) { client in
                try await client.execute(
                    uri: "/api/v3/movie?apikey=\(DemoServerConfiguration.defaultAPIKey)", method: .get
                ) {
                    try ArrJSON.makeDecoder().decode([Movie].self, from: Data(buffer: $0.body))
                }
            }
        }
        let first = try await fetch(a)
        let second = try await fetch(b)
        #expect(first.count == 50_000)
        #expect(first.prefix(100).map(\.title) == second.prefix(100).map(\.title))
    }

    @Test("fault parsing accepts the documented forms and rejects others")
    func faultParsing() throws {
        var faults = DemoFaultSet()
        try faults.apply("latency=2s")
        try faults.apply("error-rate=0.3")
        try faults.apply("html-login")
        #expect(faults.latency == .seconds(2))
        #expect(faults.errorRate == 0.3)
        #expect(faults.htmlLogin)
        #expect(throws: DemoServerError.badFault("explode")) { try faults.apply("explode") }
        #expect(throws: DemoServerError.badFault("error-rate=3")) { try faults.apply("error-rate=3") }
    }
}
