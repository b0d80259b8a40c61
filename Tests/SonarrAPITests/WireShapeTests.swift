import ArrKit
import Foundation
import NIOCore
import NIOFoundationCompat
import NIOHTTP1
import ServerKit
import SonarrAPI
import Testing

@Suite("Sonarr's wire shapes: v3 and v4, packs, whole-object edits, errors in Sonarr's words")
struct WireShapeTests {
    @Test("one series is read and kept byte for byte, fields Thriftwood does not model included")
    func oneSeriesKeepsTheServersBytes() async throws {
        let body = Data(#"{"id":12,"title":"The Wire","year":2002,"seasons":[],"futureField":{"x":[1,null]}}"#.utf8)
        let (client, _) = client(answering: body)
        let (series, json) = try await client.seriesWithJSON(id: 12)
        #expect(series.title == "The Wire")
        #expect(json == body)
    }

    @Test("a season pack's records group into one download with its episodes in order")
    func seasonPackIsOneDownload() async throws {
        let (client, transport) = client(answering: try fixture("home-assistant/queue_season_pack.json"))
        let page = try await client.queue()
        let downloads = SonarrDownload.group(page.records)
        #expect(page.records.count == 3)
        #expect(downloads.count == 1)
        #expect(downloads.first?.records.map { $0.episode?.episodeNumber ?? 0 } == [1, 2, 24])
        let query = try #require(transport.requests.first?.url.split(separator: "?").last)
        #expect(query.contains("pageSize=250") && query.contains("includeSeries=true"))
    }

    @Test("a v4 record with null language entries, no id and whole-second dates keeps everything else")
    func v4Shapes() throws {
        let json = #"""
            {"seriesId":3,"seasonNumber":1,"relativePath":"S01E01.mkv","size":3221225472,
             "dateAdded":"2024-05-01T01:00:00Z","languages":[null,{"id":1,"name":"English"}],
             "releaseType":2,"quality":{"quality":{"id":7,"name":"Bluray-1080p"}}}
            """#
        let file = try ArrJSON.makeDecoder().decode(EpisodeFile.self, from: Data(json.utf8))
        #expect(file.id == 0)
        #expect(file.languages.map(\.name) == ["English"])
        #expect(file.size == 3_221_225_472)
        #expect(file.releaseType == .unknown("2"))
        #expect(file.dateAdded == ArrDate.parse("2024-05-01T01:00:00Z"))
    }

    @Test("v3's single language and fractional-second dates read like v4's")
    func v3Shapes() throws {
        let json = #"""
            {"id":9,"sourceTitle":"Show.S01E01","language":{"id":1,"name":"English"},
             "date":"2018-06-19T05:33:15.99487Z","eventType":"grabbed","data":{"indexer":"Nyaa","reason":null}}
            """#
        let record = try ArrJSON.makeDecoder().decode(SonarrHistoryRecord.self, from: Data(json.utf8))
        #expect(record.languages.map(\.name) == ["English"])
        #expect(record.eventType == .grabbed)
        #expect(record.data == ["indexer": "Nyaa"])
        #expect(record.date != nil)
    }

    @Test("an unknown status or monitor value becomes unknown instead of losing the series")
    func growingEnums() throws {
        let json = #"{"title":"Severance","status":"hiatus","seriesType":"documentary","seasons":[],"year":2022}"#
        let series = try ArrJSON.makeDecoder().decode(Series.self, from: Data(json.utf8))
        #expect(series.status == .unknown("hiatus"))
        #expect(series.seriesType == .unknown("documentary"))
        #expect(SeriesMonitor.choices(majorVersion: 3).contains(.latestSeason))
        #expect(!SeriesMonitor.choices(majorVersion: 3).contains(.recent))
    }

    @Test("editing a series sends the server's whole object back, unknown fields kept, with the edits laid over it")
    func editSendsWholeObject() async throws {
        let server = #"""
            {"id":12,"title":"House","year":2004,"monitored":true,"qualityProfileId":1,"seasonFolder":true,
             "seasons":[{"seasonNumber":1,"monitored":true},{"seasonNumber":2,"monitored":true}],
             "futureField":{"kept":true},"tvdbId":73255,"path":"/tv/House"}
            """#
        let transport = InMemoryTransport { request in
            request.method == .PUT ? .json(server, status: 202) : .json(server)
        }
        let client = SonarrClient(
            connection: ServerConnection(baseURL: "http://tv:8989", apiKey: "k"), transport: transport)
        let series = try await client.series(id: 12)
        _ = try await client.setSeason(2, monitored: false, of: series)
        let put = try #require(transport.requests.last)
        #expect(put.method == .PUT)
        #expect(put.url.hasSuffix("/api/v3/series/12?moveFiles=false"))
        let body = try JSONDecoder().decode(JSONValue.self, from: Data(buffer: try #require(put.body)))
        #expect(body["futureField"] == .object(["kept": .bool(true)]))
        #expect(body["path"] == .string("/tv/House"))
        #expect(
            body["seasons"]
                == .array([
                    .object(["seasonNumber": .number(1), "monitored": .bool(true)]),
                    .object(["seasonNumber": .number(2), "monitored": .bool(false)]),
                ]))
    }

    @Test("errors speak of Sonarr: a wrong key, a login page, a missing series, a refused connection")
    func errorsInSonarrsWords() async throws {
        func failing(_ reply: InMemoryTransport.Reply) -> SonarrClient {
            SonarrClient(
                connection: ServerConnection(baseURL: "http://tv:8989", apiKey: "k"),
                transport: InMemoryTransport { _ in reply })
        }
        let unauthorized = await #expect(throws: ArrError.self) {
            _ = try await failing(.answer(TransportAnswer(status: 401))).systemStatus()
        }
        #expect(unauthorized?.description == "Sonarr refused the API key (401 Unauthorized).")
        #expect(unauthorized?.recoverySuggestion.contains("Sonarr → Settings → General") == true)

        let login = "<html><body><form>Log in<input type=password></form></body></html>"
        let page = await #expect(throws: ArrError.self) {
            _ = try await failing(
                .answer(TransportAnswer(status: 200, contentType: "text/html", body: ByteBuffer(string: login)))
            ).series()
        }
        #expect(page?.description == "The server answered with a login page, not Sonarr's API (HTTP 200).")

        let missing = await #expect(throws: ArrError.self) {
            _ = try await failing(.json("", status: 404)).series(id: 42)
        }
        #expect(missing?.description == "Series 42 doesn't exist on this server — it may have been deleted.")

        let refused = await #expect(throws: ArrError.self) {
            _ = try await failing(.failure(.refused(host: "tv"))).series()
        }
        #expect(refused?.description == "Could not reach tv: the connection was refused.")
        #expect(refused?.recoverySuggestion == "Check that Sonarr is running and the address and port are right.")
    }
}
