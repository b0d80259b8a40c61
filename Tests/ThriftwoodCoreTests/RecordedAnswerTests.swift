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
    let service = LiveRadarrService(.radarr, transport: transport, launcher: nil, logger: ArrClient.silentLogger)
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
        let queue = ArrQueueViewModel(source: await recordedRadarr(transport).queueSource)
        await queue.load()
        let items = try #require(queue.downloads.value)
        #expect(items.map(\.name) == ["Goodfellas 1990 25th Anniversary REMASTERED BRRip x264 1080p-NPW"])
    }

    @Test("a recorded 401 and a refused connection reach the screen as Radarr's own messages, not an empty list")
    func failures() async throws {
        let unauthorized = InMemoryTransport { _ in
            .answer(TransportAnswer(status: 401, contentType: "text/plain", body: ByteBuffer(string: "Unauthorized")))
        }
        let queue = ArrQueueViewModel(source: await recordedRadarr(unauthorized).queueSource)
        await queue.load()
        #expect(queue.downloads.value == nil)
        #expect(queue.downloads.error?.message == "Radarr refused the API key (401 Unauthorized).")

        let refused = InMemoryTransport { _ in .failure(.refused(host: "nas.recorded")) }
        let list = MoviesListViewModel(
            connectionId: nil, radarr: await recordedRadarr(refused), cache: NoLibraryCache(),
            options: MovieListOptions())
        await list.load()
        #expect(list.error?.message == "Could not reach nas.recorded: the connection was refused.")
        #expect(list.error?.suggestion == "Check that Radarr is running and the address and port are right.")
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
        #expect(list.bulk.error == nil)
        #expect(list.bulk.message == "\(Format.plural(ids.count, "movie")) no longer monitored")
        let edits = transport.requests.filter { $0.method == .PUT }
        #expect(edits.count == 1)
        let body = try #require(edits.first?.body.map { Data(buffer: $0) })
        let sent = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        #expect(Set(sent["movieIds"] as? [Int] ?? []) == ids)
        #expect(sent["monitored"] as? Bool == false)
    }

    @Test("an edit, a search and a delete of the marked movies are one request each, with only the chosen fields")
    func editSearchDelete() async throws {
        let library = try recorded("aiopyarr/radarr/movie-list.json")
        let transport = InMemoryTransport { request in
            switch (request.method, InMemoryTransport.path(of: request.url)) {
            case (.PUT, "/radarr/api/v3/movie/editor"): .json("[]", status: 202)
            case (.DELETE, "/radarr/api/v3/movie/editor"): .json("{}")
            case (.POST, "/radarr/api/v3/command"):
                .json(#"{"id":9,"name":"MoviesSearch","status":"queued"}"#, status: 201)
            case (.GET, "/radarr/api/v3/qualityprofile"): .json(#"[{"id":4,"name":"HD-1080p"},{"id":6,"name":"UHD"}]"#)
            case (.GET, "/radarr/api/v3/rootfolder"): .json(#"[{"id":1,"path":"/movies"},{"id":2,"path":"/new-disk"}]"#)
            case (.GET, "/radarr/api/v3/tag"): .json(#"[{"id":3,"label":"kids"}]"#)
            default: .json(library)
            }
        }
        let list = MoviesListViewModel(
            connectionId: nil, radarr: await recordedRadarr(transport), cache: NoLibraryCache(),
            options: MovieListOptions())
        await list.load()
        list.markAllVisible()
        let ids = Set(list.visible.map(\.id))
        await list.beginBulkEdit()
        var change = try #require(list.bulk.edit)
        change.cycle(.qualityProfile, in: list.bulk.choices)
        change.cycle(.rootFolder, in: list.bulk.choices)
        change.cycle(.rootFolder, in: list.bulk.choices)
        change.moveFiles = true
        change.cycle(.tag, in: list.bulk.choices)
        change.tagChange = .remove
        list.bulk.edit = change
        #expect(change.lines(kindName: list.bulk.choices.kindName).first == "p  Quality profile: HD-1080p")
        await list.applyBulkEdit()
        #expect(list.bulk.error == nil && list.bulk.edit == nil)
        let puts = transport.requests.filter { $0.method == .PUT }
        #expect(puts.count == 1)
        let putBody = try #require(puts.first?.body)
        let sent = try #require(try JSONSerialization.jsonObject(with: Data(buffer: putBody)) as? [String: Any])
        #expect(Set(sent["movieIds"] as? [Int] ?? []) == ids)
        #expect(sent["qualityProfileId"] as? Int == 4)
        #expect(sent["rootFolderPath"] as? String == "/new-disk" && sent["moveFiles"] as? Bool == true)
        #expect(sent["tags"] as? [Int] == [3] && sent["applyTags"] as? String == "remove")
        #expect(sent["monitored"] == nil && sent["minimumAvailability"] == nil)
        await list.searchMarked()
        let commands = transport.requests.filter { $0.method == .POST }
        #expect(commands.count == 1)
        await list.requestBulk(.delete)
        list.bulk.pendingDelete?.deleteFiles = true
        await list.confirmBulkDelete()
        let deletes = transport.requests.filter { $0.method == .DELETE }
        #expect(deletes.count == 1)
        let deleteBody = try #require(deletes.first?.body)
        let deletion = try #require(
            try JSONSerialization.jsonObject(with: Data(buffer: deleteBody)) as? [String: Any])
        #expect(Set(deletion["movieIds"] as? [Int] ?? []) == ids && deletion["deleteFiles"] as? Bool == true)
        #expect(list.bulk.message == "\(Format.plural(ids.count, "movie")) deleted")
        #expect(list.marked.isEmpty)
    }

    @Test("a typed condition narrows the list; one that cannot be read keeps the last good one and says where")
    func typedCondition() async throws {
        let library = try recorded("aiopyarr/radarr/movie-list.json")
        let transport = InMemoryTransport { _ in .json(library) }
        let list = MoviesListViewModel(
            connectionId: nil, radarr: await recordedRadarr(transport), cache: NoLibraryCache(),
            options: MovieListOptions())
        await list.load()
        let all = list.visible.count
        list.setCondition("hasFile")
        let withFiles = list.visible.count
        #expect(list.conditionError == nil && list.visible.allSatisfy { $0.hasFile })
        list.setCondition("hasFile and yeer > 2000")
        #expect(list.conditionError?.column == 13)
        #expect(list.visible.count == withFiles)
        list.setCondition("")
        #expect(list.visible.count == all && list.conditionText.isEmpty && list.conditionError == nil)
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
