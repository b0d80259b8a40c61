import BazarrKit
import Foundation
import NIOCore
import NIOFoundationCompat
import ServerKit
import Testing

/// Answers recorded from a real Bazarr, by path (and query, where two answers share a path).
struct RecordedBazarr: HTTPTransport {
    let files: [String: (status: Int, name: String)]

    func send(_ request: TransportRequest) async throws(TransportFailure) -> TransportAnswer {
        if request.headers.contains(where: { $0.name == "X-API-KEY" && $0.value == "wrong" }) {
            return answer(401, "bad-key.txt")
        }
        let path = request.url.replacingOccurrences(of: "http://bazarr.test", with: "")
        let key = files.keys.sorted { $0.count > $1.count }.first { path.hasPrefix($0) } ?? path
        guard let (status, name) = files[key] else {
            return TransportAnswer(status: 404, body: ByteBuffer(string: "Not Found"))
        }
        return answer(status, name)
    }

    private func answer(_ status: Int, _ name: String) -> TransportAnswer {
        guard let url = Bundle.module.url(forResource: "Fixtures/bazarr-1.5.2-53/\(name)", withExtension: nil),
            let data = try? Data(contentsOf: url)
        else { return TransportAnswer(status: 500, body: ByteBuffer(string: "missing fixture \(name)")) }
        return TransportAnswer(status: status, body: ByteBuffer(data: data))
    }
}

private func recorded(key: String = "8834bdfe848519c78a5d99d663f68061") -> BazarrClient {
    BazarrClient(
        connection: ServerConnection(baseURL: "http://bazarr.test", apiKey: key),
        transport: RecordedBazarr(files: [
            "/api/system/status": (200, "system-status.json"), "/api/system/health": (200, "system-health.json"),
            "/api/episodes/wanted": (200, "episodes-wanted.json"), "/api/movies/wanted": (200, "movies-wanted.json"),
            "/api/episodes?": (200, "episodes.json"), "/api/movies?": (200, "movies.json"),
            "/api/episodes/history": (200, "episodes-history.json"),
            "/api/movies/history": (200, "movies-history.json"), "/api/providers": (200, "providers-throttled.json"),
            "/api/providers/episodes?episodeid=1999": (200, "providers-episodes-none.json"),
            "/api/providers/episodes?episodeid=1997": (500, "providers-episodes-no-file.json"),
            "/api/providers/episodes?episodeid=2000": (404, "providers-episodes-unknown.json"),
        ]))
}

@Suite("Bazarr's client on answers recorded from a real Bazarr")
struct BazarrRecordedTests {
    @Test("Status and health: the *arrs it talks to, each issue with what it is about")
    func system() async throws {
        let client = recorded()
        let status = try await client.status()
        #expect(status.version == "unknown")
        #expect(status.sonarrVersion == "4.0.19.2979")
        let health = try await client.health()
        #expect(health.count == 2)
        #expect(health[0].issue.hasPrefix("This Sonarr root directory does not seem to be accessible"))
    }

    @Test("Wanted episodes and movies: each with the languages it lacks, Sonarr's and Radarr's ids, the total")
    func wanted() async throws {
        let client = recorded()
        let episodes = try await client.wantedEpisodes(start: 0, length: 5)
        #expect(episodes.total == 1282)
        #expect(episodes.records.first?.seriesTitle == "Fallout")
        #expect(episodes.records.first?.episodeNumber == "1x4")
        #expect(episodes.records.first?.missing.map(\.code2) == ["en", "fr"])
        #expect(episodes.records.first?.sonarrEpisodeId == 1999)
        let movies = try await client.wantedMovies()
        #expect(movies.total == 72)
        #expect(movies.records.first?.title == "The Martian")
        #expect(movies.records.first?.radarrId == 96)
    }

    @Test("An item's subtitles: the uploaded one with its file, the ones still missing")
    func items() async throws {
        let client = recorded()
        let episodes = try await client.episodes([1998, 1999])
        let uploaded = try #require(episodes.first { $0.id == 1998 })
        #expect(uploaded.subtitles.map(\.language.code2) == ["en"])
        #expect(uploaded.subtitles.first?.path?.hasSuffix("Episode 3.en.srt") == true)
        #expect(uploaded.missing.map(\.code2) == ["fr"])
        #expect(uploaded.seriesId == 30)
        let movie = try #require(try await client.movies([96]).first)
        #expect(movie.subtitles.map(\.language.name) == ["French"])
        #expect(movie.missing.map(\.name) == ["English"])
    }

    @Test("History: the upload, its provider and score; its time is Bazarr's words")
    func history() async throws {
        let entry = try #require(try await recorded().episodeHistory().records.first)
        #expect(entry.title == "Fallout 1x3")
        #expect(entry.action == .uploaded)
        #expect(entry.provider == "manual")
        #expect(entry.score == "100.0%")
        #expect(entry.language?.code2 == "en")
        #expect(entry.when?.hasSuffix("ago") == true)
        #expect(try await recorded().movieHistory().records.first?.title == "The Martian")
    }

    @Test("A throttled provider says why and when it is tried again")
    func providers() async throws {
        let providers = try await recorded().providers()
        #expect(providers.map(\.name) == ["podnapisi", "yifysubtitles"])
        #expect(providers[0].isGood == false)
        #expect(providers[0].status == "ConnectionError")
        #expect(providers[0].retry == "in 10 minutes")
        #expect(providers[1].isGood)
    }

    @Test("A manual search that finds nothing is empty; a missing file and an unknown episode are Bazarr's words")
    func searches() async throws {
        let client = recorded()
        #expect(try await client.candidates(episode: 1999).isEmpty)
        await #expect(throws: BazarrError(.server("Episode file not found. Path mapping issue?"))) {
            try await client.candidates(episode: 1997)
        }
        await #expect(throws: BazarrError(.server("Episode not found"))) { try await client.candidates(episode: 2000) }
        let noFile = BazarrError(.server("Episode file not found. Path mapping issue?"))
        #expect(noFile.recoverySuggestion.contains("Path Mappings"))
    }

    @Test("An empty answer or one without its list is unreadable (exit 76), never an empty list; a null list is empty")
    func emptyAnswer() async throws {
        func client(_ body: String) -> BazarrClient {
            BazarrClient(
                connection: ServerConnection(baseURL: "http://bazarr.test", apiKey: "k"),
                transport: InMemoryTransport { _ in
                    .answer(
                        TransportAnswer(status: 200, contentType: "application/json", body: ByteBuffer(string: body)))
                })
        }
        for body in ["", "{}", #"{"total": 3}"#] {
            let error = await #expect(throws: BazarrError.self, "\(body)") { try await client(body).providers() }
            #expect(error?.category == .wrongService, "\(body)")
            #expect(error?.description.contains("held no list") == true, "\(body)")
        }
        #expect(try await client(#"{"data": null}"#).providers().isEmpty)
    }

    @Test("A 403 with words (a proxy's rule) is a refusal (exit 77), not 'Bazarr said: Forbidden'")
    func forbidden() async throws {
        for body in [#""Forbidden""#, #"{"message":"Forbidden"}"#] {
            let client = BazarrClient(
                connection: ServerConnection(baseURL: "http://bazarr.test", apiKey: "k"),
                transport: InMemoryTransport { _ in
                    .answer(
                        TransportAnswer(status: 403, contentType: "application/json", body: ByteBuffer(string: body)))
                })
            let error = await #expect(throws: BazarrError.self) { try await client.status() }
            #expect(error?.category == .refusedCredentials, "\(body)")
            #expect(error?.description.contains("Bazarr said") == false)
        }
    }

    @Test("A wrong key is Bazarr's 401, said as a refused key")
    func badKey() async throws {
        await #expect(throws: BazarrError(.refusedKey)) { try await recorded(key: "wrong").status() }
    }
}
