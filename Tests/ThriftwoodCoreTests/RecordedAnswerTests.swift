import ArrKit
import Foundation
import Logging
import NIOCore
import NIOFoundationCompat
import NIOHTTP1
import RadarrAPI
import ServerKit
import Testing

@testable import ThriftwoodCore

/// Real servers' recorded answers, from the API tests' fixtures.
private func recorded(_ path: String) throws -> String {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("RadarrAPITests/Fixtures/\(path)")
    return try String(contentsOf: url, encoding: .utf8)
}

/// A Radarr service that answers from memory through `transport`.
private func recordedRadarr(_ transport: InMemoryTransport) async -> LiveRadarrService {
    let service = LiveRadarrService(transport: transport, launcher: nil, logger: ArrClient.silentLogger)
    await service.configure(
        ServiceServer(
            kind: .radarr,
            connection: ServerConnection(baseURL: "http://nas.recorded:7878/radarr", apiKey: "recorded-key")))
    return service
}

@Suite("View models on recorded answers, through the in-memory transport (no socket)")
@MainActor
struct RecordedAnswerTests {
    @Test("the movies list shows every movie of a real server's recorded library")
    func moviesList() async throws {
        let library = try recorded("aiopyarr/radarr/movie-list.json")
        let transport = InMemoryTransport(routes: ["/radarr/api/v3/movie": .json(library)])
        let list = MoviesListViewModel(
            connectionId: nil, radarr: await recordedRadarr(transport), cache: NoLibraryCache(),
            options: MovieListOptions())
        await list.load()
        let expected = try #require(try JSONSerialization.jsonObject(with: Data(library.utf8)) as? [[String: Any]])
        #expect(list.error == nil)
        #expect(list.visible.map(\.title) == expected.compactMap { $0["title"] as? String })
        let request = try #require(transport.requests.first)
        #expect(request.url == "http://nas.recorded:7878/radarr/api/v3/movie")
        #expect(request.header("X-Api-Key") == "recorded-key")
    }

    @Test("the queue shows a recorded page of downloads with their titles")
    func queue() async throws {
        let page = try recorded("pyarr/radarr/queue.json")
        let transport = InMemoryTransport { request in
            InMemoryTransport.path(of: request.url) == "/radarr/api/v3/queue"
                ? .json(page) : .json(#"{"message":"NotFound"}"#, status: 404)
        }
        let queue = QueueViewModel(radarr: await recordedRadarr(transport))
        await queue.load()
        let items = try #require(queue.items.value)
        #expect(items.map(\.title) == ["Goodfellas 1990 25th Anniversary REMASTERED BRRip x264 1080p-NPW"])
    }

    @Test("a recorded 401 and a refused connection reach the screen as Radarr's own messages, not an empty list")
    func failures() async throws {
        let unauthorized = InMemoryTransport { _ in
            .answer(TransportAnswer(status: 401, contentType: "text/plain", body: ByteBuffer(string: "Unauthorized")))
        }
        let queue = QueueViewModel(radarr: await recordedRadarr(unauthorized))
        await queue.load()
        #expect(queue.items.value == nil)
        #expect(queue.items.error?.message == "Radarr refused the API key (401 Unauthorized).")

        let refused = InMemoryTransport { _ in .failure(.refused(host: "nas.recorded")) }
        let list = MoviesListViewModel(
            connectionId: nil, radarr: await recordedRadarr(refused), cache: NoLibraryCache(),
            options: MovieListOptions())
        await list.load()
        #expect(list.error?.message.contains("the connection was refused (is Radarr running on that port?)") == true)
        #expect(list.visible.isEmpty)
    }
}

@Suite("Actions on many marked movies")
@MainActor
struct MarkedMoviesTests {
    @Test("every marked movie is unmonitored in one PUT /movie/editor carrying their ids")
    func oneRequestForMany() async throws {
        let library = try recorded("aiopyarr/radarr/movie-list.json")
        let transport = InMemoryTransport { request in
            switch (request.method, InMemoryTransport.path(of: request.url)) {
            case (.PUT, "/radarr/api/v3/movie/editor"): .json("[]", status: 202)
            default: .json(library)
            }
        }
        let list = MoviesListViewModel(
            connectionId: nil, radarr: await recordedRadarr(transport), cache: NoLibraryCache(),
            options: MovieListOptions())
        await list.load()
        try #require(list.visible.count >= 1)
        list.toggleMark(at: 0)
        #expect(list.markedSummary == "1 marked")
        list.toggleMark(at: 0)
        #expect(list.markedSummary == nil)
        list.markAllVisible()
        let ids = Set(list.visible.map(\.id))
        #expect(list.marked == ids)
        await list.setMonitored(false)
        #expect(list.bulkError == nil)
        #expect(list.bulkMessage == "\(Format.plural(ids.count, "movie")) no longer monitored")
        let edits = transport.requests.filter { $0.method == .PUT }
        #expect(edits.count == 1)
        let body = try #require(edits.first?.body.map { Data(buffer: $0) })
        let sent = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        #expect(Set(sent["movieIds"] as? [Int] ?? []) == ids)
        #expect(sent["monitored"] as? Bool == false)
    }

    @Test("a range marks every movie between the last mark and the cursor")
    func range() async throws {
        let library = try recorded("aiopyarr/radarr/movie-list.json")
        let transport = InMemoryTransport { _ in .json(library) }
        let list = MoviesListViewModel(
            connectionId: nil, radarr: await recordedRadarr(transport), cache: NoLibraryCache(),
            options: MovieListOptions())
        await list.load()
        guard list.visible.count >= 1 else { return }
        list.toggleMark(at: 0)
        list.markRange(to: list.visible.count - 1)
        #expect(list.marked.count == list.visible.count)
        list.clearMarks()
        #expect(list.marked.isEmpty)
    }
}

/// A library cache that holds nothing, for view models tested without storage.
private struct NoLibraryCache: LibraryCache {
    func load(connectionId: String) async throws -> CachedLibrary? { nil }
    func store(_ movies: [MovieSummary], connectionId: String, at date: Date) async throws {}
    func upsert(_ movie: MovieSummary, connectionId: String) async throws {}
    func remove(movieId: Int, connectionId: String) async throws {}
}
