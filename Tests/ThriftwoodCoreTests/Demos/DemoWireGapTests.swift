import ArrDemoKit
import ArrKit
import AsyncHTTPClient
import BazarrDemoServer
import Foundation
import LidarrDemoServer
import NIOCore
import NIOFoundationCompat
import NIOHTTP1
import ProwlarrDemoServer
import RadarrDemoServer
import SeerrDemoServer
import ServerKit
import SonarrDemoServer
import TautulliDemoServer
import Testing

/// A running demo spoken to byte for byte, as a client we did not write speaks to it.
private struct Wire {
    let base: String
    let key: String
    let http: HTTPClient

    func send(_ method: HTTPMethod = .GET, _ path: String, body: String? = nil) async throws -> (Int, JSONValue) {
        var request = HTTPClientRequest(url: base + path)
        request.method = method
        request.headers.add(name: "X-Api-Key", value: key)
        if let body {
            request.headers.add(name: "Content-Type", value: "application/json")
            request.body = .bytes(ByteBuffer(string: body))
        }
        let response = try await http.execute(request, timeout: .seconds(10))
        let bytes = try await response.body.collect(upTo: 1 << 24)
        return (Int(response.status.code), (try? JSONValue.parse(Data(buffer: bytes))) ?? .null)
    }
}

/// Runs `body` against `service` started on a free port, then stops it.
private func withWire(_ service: some DemoService, _ body: (Wire) async throws -> Void) async throws {
    let running = try await service.start()
    let http = HTTPClient(eventLoopGroupProvider: .singleton)
    do {
        try await body(Wire(base: running.baseURL, key: running.apiKey, http: http))
    } catch {
        try? await http.shutdown()
        await running.stop()
        throw error
    }
    try await http.shutdown()
    await running.stop()
}

/// The calls published clients make that the demos once answered otherwise than the real
/// servers (#78), each as the real server answers it.
@Suite("The demos answer what published clients ask as the real servers do")
struct DemoWireGapTests {
    @Test("Radarr: PUT /movie with the id in the body, queue/details, tmdbid in any case, one tag")
    func radarr() async throws {
        try await withWire(RadarrDemoServer()) { wire in
            let (_, movies) = try await wire.send(.GET, "/api/v3/movie")
            var movie = try #require(movies.elements?.first)
            let monitored = movie["monitored"] == .bool(true)
            movie["monitored"] = .bool(!monitored)
            let (status, saved) = try await wire.send(
                .PUT, "/api/v3/movie", body: String(decoding: movie.prettyPrinted(), as: UTF8.self))
            #expect(status == 202 && saved["monitored"] == .bool(!monitored))
            let tmdb = movie["tmdbId"]?.int64 ?? 0
            let (_, found) = try await wire.send(.GET, "/api/v3/movie?tmdbid=\(tmdb)")
            #expect(found.elements?.map { $0["id"] } == [movie["id"]], "ASP.NET binds tmdbid to tmdbId")
            let (_, details) = try await wire.send(.GET, "/api/v3/queue/details")
            let first = try #require(details.elements?.first?["movieId"]?.int64)
            let (_, one) = try await wire.send(.GET, "/api/v3/queue/details?movieId=\(first)")
            #expect(one.elements?.allSatisfy { $0["movieId"]?.int64 == first } == true)
            let (tagStatus, tag) = try await wire.send(.GET, "/api/v3/tag/1")
            #expect(tagStatus == 200 && tag["id"] == .number(1))
            let (bodyless, _) = try await wire.send(.PUT, "/api/v3/movie", body: #"{"title": "No id"}"#)
            #expect(bodyless == 400)
            let (unknown, _) = try await wire.send(.GET, "/api/v3/config/ui")
            #expect(unknown == 404, "what the demo does not imitate answers as a path Radarr lacks")
        }
    }

    @Test("Sonarr and Lidarr: PUT with the id in the body (series, artist, album), queue/details, a new tag")
    func sonarrAndLidarr() async throws {
        try await withWire(SonarrDemoServer()) { wire in
            let (_, shows) = try await wire.send(.GET, "/api/v3/series")
            var show = try #require(shows.elements?.first)
            show["monitored"] = .bool(show["monitored"] != .bool(true))
            let (status, saved) = try await wire.send(
                .PUT, "/api/v3/series", body: String(decoding: show.prettyPrinted(), as: UTF8.self))
            #expect(status == 202 && saved["monitored"] == show["monitored"])
            #expect(try await wire.send(.GET, "/api/v3/queue/details").1.elements != nil)
        }
        try await withWire(LidarrDemoServer()) { wire in
            let (_, albums) = try await wire.send(.GET, "/api/v1/album")
            var album = try #require(albums.elements?.first)
            album["monitored"] = .bool(album["monitored"] != .bool(true))
            let (status, saved) = try await wire.send(
                .PUT, "/api/v1/album", body: String(decoding: album.prettyPrinted(), as: UTF8.self))
            #expect(status == 202 && saved["monitored"] == album["monitored"])
            let (created, tag) = try await wire.send(.POST, "/api/v1/tag", body: #"{"label": "Two Words"}"#)
            #expect(created == 201 && tag["label"] == .string("two words"))
            #expect(try await wire.send(.GET, "/api/v1/queue/details").1.elements != nil)
        }
    }

    @Test("Prowlarr lists its tags, download clients and commands")
    func prowlarr() async throws {
        try await withWire(ProwlarrDemoServer()) { wire in
            #expect(try await wire.send(.GET, "/api/v1/tag") == (200, .array([])))
            #expect(try await wire.send(.GET, "/api/v1/downloadclient") == (200, .array([])))
            let (_, command) = try await wire.send(
                .POST, "/api/v1/command", body: #"{"name": "ApplicationIndexerSync"}"#)
            let (_, commands) = try await wire.send(.GET, "/api/v1/command")
            #expect(commands.elements?.map { $0["id"] } == [command["id"]])
        }
    }

    @Test("Tautulli: no key is 'Parameter apikey is required'; get_server_info describes its Plex")
    func tautulli() async throws {
        try await withWire(TautulliDemoServer()) { wire in
            let (status, missing) = try await wire.send(.GET, "/api/v2?cmd=get_activity")
            #expect(status == 400 && missing["response"]?["message"] == .string("Parameter apikey is required"))
            let (_, info) = try await wire.send(.GET, "/api/v2?apikey=\(wire.key)&cmd=get_server_info")
            #expect(info["response"]?["data"]?["pms_version"]?.text?.isEmpty == false)
        }
    }

    @Test("Seerr: users carry plexId, media its null fields, details budget and genres, and a watchlist")
    func seerr() async throws {
        try await withWire(SeerrDemoServer()) { wire in
            let (_, requests) = try await wire.send(.GET, "/api/v1/request")
            let request = try #require(requests["results"]?.elements?.first)
            #expect(request["requestedBy"]?["plexId"]?.int64 != nil)
            #expect(request["requestedBy"]?["movieQuotaLimit"] == .null)
            #expect(request["media"]?["imdbId"] == .null)
            let tmdb = request["media"]?["tmdbId"]?.int64 ?? 0
            let type = request["type"]?.text ?? "movie"
            let (_, details) = try await wire.send(.GET, "/api/v1/\(type)/\(tmdb)")
            #expect(details["genres"]?.elements?.isEmpty == false)
            let (_, watchlist) = try await wire.send(.GET, "/api/v1/discover/watchlist")
            #expect(watchlist["results"]?.elements?.first?["ratingKey"]?.text?.isEmpty == false)
        }
    }

    @Test("Bazarr: series paged with their counts, a series' episodes newest first, actions on a series and a movie")
    func bazarr() async throws {
        try await withWire(BazarrDemoServer()) { wire in
            let (_, series) = try await wire.send(.GET, "/api/series?start=0&length=3")
            #expect(series["total"] == .number(8) && series["data"]?.elements?.count == 3)
            let first = try #require(series["data"]?.elements?.first)
            #expect(first["title"] == .string("The Bear"), "by sort title, the article dropped")
            let id = first["sonarrSeriesId"]?.int64 ?? 0
            let (_, episodes) = try await wire.send(.GET, "/api/episodes?seriesid[]=\(id)")
            #expect(episodes["total"] == nil, "episodes are {data} alone")
            #expect(episodes["data"]?.elements?.compactMap { $0["episode"]?.int64 } == [3, 2, 1])
            let (none, reason) = try await wire.send(.GET, "/api/episodes")
            #expect(none == 404 && reason == .string("Series or Episode ID not provided"))
            let (searched, _) = try await wire.send(.PATCH, "/api/series?seriesid=\(id)&action=search-missing")
            #expect(searched == 204)
            let (_, after) = try await wire.send(.GET, "/api/episodes?seriesid[]=\(id)")
            #expect(after["data"]?.elements?.allSatisfy { $0["missing_subtitles"] == .array([]) } == true)
            let (unknown, words) = try await wire.send(.PATCH, "/api/movies?radarrid=96&action=dance")
            #expect(unknown == 400 && words == .string("Unknown action"))
            let (_, movies) = try await wire.send(.GET, "/api/movies?radarrid[]=96")
            let movie = try #require(movies["data"]?.elements?.first)
            for field in [
                "alternativeTitles", "audio_language", "fanart", "imdbId", "overview", "path", "poster",
                "profileId", "sceneName", "tags", "year",
            ] {
                #expect(movie[field] != nil, "\(field) is in Bazarr's movie model")
            }
        }
    }
}
