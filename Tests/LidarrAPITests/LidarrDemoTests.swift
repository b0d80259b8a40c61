import ArrDemoKit
import ArrKit
import AsyncHTTPClient
import Foundation
import LidarrAPI
import LidarrDemoServer
import Logging
import NIOFoundationCompat
import NIOHTTP1
import ServerKit
import Synchronization
import Testing

/// A clock tests move forward to finish downloads.
final class LidarrTestClock: Sendable {
    private let offset = Mutex<TimeInterval>(0)
    private let base = Date()

    var now: Date { base.addingTimeInterval(offset.withLock { $0 }) }

    func advance(_ seconds: TimeInterval) { offset.withLock { $0 += seconds } }
}

/// Runs `body` against a freshly started Lidarr demo server and a client pointed at it.
func withLidarrDemo(
    clock: LidarrTestClock = LidarrTestClock(), apiKey: String? = nil,
    _ body: (LidarrClient, RunningDemoServer) async throws -> Void
) async throws {
    let quiet = Logger(label: "test.lidarr-demo") { _ in SwiftLogNoOpLogHandler() }
    let server = try await LidarrDemoServer(
        configuration: DemoServerConfiguration(port: 0, clock: { clock.now }), logger: quiet
    ).start()
    let http = HTTPClient(eventLoopGroupProvider: .singleton)
    let client = LidarrClient(
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

@Suite("The Lidarr client against the Lidarr demo server")
struct LidarrDemoTests {
    @Test("the library holds forty well-known artists, with albums complete, partial, missing and upcoming")
    func library() async throws {
        try await withLidarrDemo { client, _ in
            let artists = try await client.artists()
            #expect(artists.count == 40)
            let radiohead = try #require(artists.first { $0.artistName == "Radiohead" })
            #expect(radiohead.status == .continuing && radiohead.artistType == "Group")
            #expect(
                artists.contains { $0.artistName == "The Beatles" && $0.sortName == "beatles, the" && $0.ended == true }
            )
            let albums = try await client.albums(artistId: try #require(radiohead.id))
            #expect(albums.map(\.title).prefix(3) == ["Pablo Honey", "The Bends", "OK Computer"])
            #expect(albums.first { $0.title == "OK Computer" }?.year == 1997)
            var all: [Album] = []
            for artist in artists { all += try await client.albums(artistId: try #require(artist.id)) }
            let stats = all.compactMap(\.statistics)
            #expect(stats.contains { $0.trackFileCount == $0.totalTrackCount && $0.totalTrackCount > 0 })
            #expect(stats.contains { $0.trackFileCount > 0 && $0.trackFileCount < $0.totalTrackCount })
            #expect(
                all.contains {
                    $0.monitored && $0.statistics?.trackFileCount == 0 && ($0.releaseDate ?? .distantFuture) < Date()
                })
            #expect(all.contains { !$0.monitored })
            #expect(all.contains { ($0.releaseDate ?? .distantPast) > Date() })
            let status = try await client.systemStatus()
            #expect(status.appName == "Lidarr" && status.version == LidarrDemoServer.version)
        }
    }

    @Test("an artist, an album and its tracks read by id, under /api/v1; a missing one says which artist")
    func byId() async throws {
        try await withLidarrDemo { client, _ in
            let artist = try await client.artist(id: 1)
            #expect(artist.artistName == "Radiohead" && artist.statistics?.albumCount == 7)
            let album = try await client.album(id: 3)
            #expect(album.title == "OK Computer" && album.artist?.artistName == "Radiohead")
            let tracks = try await client.tracks(albumId: 3)
            #expect(!tracks.isEmpty && tracks.map(\.trackNumber) == tracks.indices.map { String($0 + 1) })
            await #expect(throws: ArrError.self) { try await client.artist(id: 999) }
            do {
                _ = try await client.artist(id: 999)
            } catch let error as ArrError {
                #expect(error.description.hasPrefix("Artist 999 doesn't exist"))
            }
        }
    }

    @Test("a wrong API key is refused in Lidarr's words")
    func wrongKey() async throws {
        try await withLidarrDemo(apiKey: "wrong") { client, _ in
            do {
                _ = try await client.artists()
                Issue.record("a wrong key was accepted")
            } catch let error as ArrError {
                #expect(error.description.contains("Lidarr"))
                #expect(error.description.lowercased().contains("api key"))
            }
        }
    }

    @Test("two downloads move on the clock and, once done, import: the album's tracks land on disk")
    func queueImports() async throws {
        let clock = LidarrTestClock()
        try await withLidarrDemo(clock: clock) { client, _ in
            let queue = try await client.queue()
            #expect(queue.records.count == 2)
            let first = try #require(queue.records.first)
            #expect(first.album?.artist?.artistName != nil && first.progress > 0 && first.progress < 1)
            #expect(Set(queue.records.compactMap(\.protocol)) == [.usenet, .torrent])
            #expect(queue.records.contains { $0.downloadId?.count == 40 })
            let albumId = try #require(first.albumId)
            #expect(try await client.album(id: albumId).statistics?.trackFileCount == 0)
            clock.advance(3_600)
            #expect(try await client.queue().records.isEmpty)
            let imported = try await client.album(id: albumId)
            #expect(imported.statistics?.trackFileCount == imported.statistics?.totalTrackCount)
        }
    }

    @Test("the calendar lists albums releasing in the range with their artist; wanted lists missing albums")
    func calendarAndWanted() async throws {
        try await withLidarrDemo { client, _ in
            let now = Date()
            let upcoming = try await client.calendar(start: now, end: now.addingTimeInterval(40 * 86_400))
            #expect(!upcoming.isEmpty)
            #expect(upcoming.allSatisfy { $0.artist?.artistName != nil && ($0.releaseDate ?? .distantPast) >= now })
            let missing = try await client.missing(pageSize: 500)
            #expect(missing.totalRecords.asInt == missing.records.count && !missing.records.isEmpty)
            #expect(
                missing.records.allSatisfy {
                    $0.monitored && ($0.statistics?.trackFileCount ?? 0) < ($0.statistics?.totalTrackCount ?? 1)
                })
        }
    }

    @Test("monitoring albums at once changes each and the artist's wanted count")
    func monitorAlbums() async throws {
        try await withLidarrDemo { client, _ in
            let albums = try await client.albums(artistId: 1)
            let ids = albums.compactMap(\.id)
            try await client.setAlbums(ids, monitored: false)
            #expect(try await client.albums(artistId: 1).allSatisfy { !$0.monitored })
            try await client.setAlbums(ids, monitored: true)
            #expect(try await client.albums(artistId: 1).allSatisfy(\.monitored))
            #expect(try await client.metadataProfiles().map(\.name) == ["Standard", "None"])
        }
    }
}

@Suite("Adding, removing and searching through the Lidarr demo")
struct LidarrChangeTests {
    @Test("an artist found by lookup is added with its profiles and preset, refused twice, and removed")
    func addAndRemove() async throws {
        try await withLidarrDemo { client, _ in
            let found = try #require(try await client.lookup(term: "elliott").first)
            #expect(!found.isInLibrary && found.artistName == "Elliott Smith")
            var candidate = found
            candidate.qualityProfileId = 1
            candidate.metadataProfileId = 1
            candidate.rootFolderPath = "/data/music"
            candidate.monitored = true
            candidate.addOptions = ArtistAddOptions(monitor: .latest, searchForMissingAlbums: true)
            let added = try await client.addArtist(candidate)
            let id = try #require(added.id)
            let albums = try await client.albums(artistId: id)
            #expect(albums.map(\.title) == ["Either/Or", "XO", "Figure 8"])
            #expect(albums.map(\.monitored) == [false, false, true])
            #expect(albums.allSatisfy { $0.statistics?.trackFileCount == 0 })
            // Searching on add queued the one monitored album.
            #expect(try await client.queue().records.contains { $0.albumId == albums.last?.id })
            do {
                _ = try await client.addArtist(candidate)
                Issue.record("the same artist was added twice")
            } catch let error as ArrError {
                #expect(error.description.contains("already been added"))
            }
            try await client.deleteArtist(id: id, deleteFiles: true)
            #expect(try await client.artists().count == 40)
            #expect(try await !client.queue().records.contains { $0.albumId == albums.last?.id })
        }
    }

    @Test("an album search runs to completed and queues the missing album; an unknown command is a 500")
    func commands() async throws {
        let clock = LidarrTestClock()
        try await withLidarrDemo(clock: clock) { client, _ in
            let missing = try #require(
                try await client.albums(artistId: 2).first {
                    $0.monitored && ($0.statistics?.trackFileCount ?? 0) < ($0.statistics?.totalTrackCount ?? 0)
                })
            let albumId = try #require(missing.id)
            let before = try await client.queue().records.count
            let advancing = Task {
                for _ in 0..<20 {
                    try await Task.sleep(for: .milliseconds(20))
                    clock.advance(0.5)
                }
            }
            let finished = try await client.run(.albumSearch([albumId]))
            _ = try await advancing.value
            #expect(finished.status == .completed && finished.name == "AlbumSearch")
            #expect(try await client.queue().records.count == before + 1)
            do {
                _ = try await client.run(LidarrCommand(name: "NoSuchCommand"))
                Issue.record("an unknown command ran")
            } catch let error as ArrError {
                #expect(error.description.contains("Unknown command"))
            }
        }
    }
}

@Suite("Manual releases of an album")
struct LidarrReleaseTests {
    @Test(
        "a search lists releases, one refused with Lidarr's reason; grabbing one queues the album; an unlisted one is gone"
    )
    func releasesAndGrab() async throws {
        try await withLidarrDemo { client, _ in
            let releases = try await client.releases(albumId: 22)
            #expect(
                releases.count == 4 && releases.allSatisfy { $0.albumId == 22 && $0.title.hasPrefix("Björk - Fossora") }
            )
            #expect(releases.filter { !$0.approved }.map(\.rejections) == [["MP3-128 is not wanted in profile"]])
            #expect(releases.contains { $0.protocol == .torrent && ($0.seeders ?? 0) > 0 })
            let chosen = try #require(releases.first)
            let grabbed = try await client.grab(
                LidarrGrabRequest(guid: chosen.guid, indexerId: try #require(chosen.indexerId)))
            #expect(grabbed.guid == chosen.guid)
            #expect(try await client.queue().records.contains { $0.albumId == 22 })
            do {
                _ = try await client.grab(LidarrGrabRequest(guid: "never-listed", indexerId: 1))
                Issue.record("an unlisted release was grabbed")
            } catch let error as ArrError {
                #expect(error.description.contains("no longer in Lidarr's search results"))
            }
        }
    }
}

@Suite("Editing an artist keeps what Lidarr sent")
struct LidarrEditTests {
    @Test("PUT /artist sends the server's whole object back with only the editable fields changed")
    func keepsTheWholeObject() async throws {
        let stored =
            #"{"id": 2, "artistName": "The Beatles", "monitored": true, "qualityProfileId": 1, "#
            + #""someFieldLidarrAddsLater": {"kept": true}, "members": [{"name": "Ringo"}]}"#
        let transport = InMemoryTransport { request in
            request.method == .PUT
                ? .json(String(decoding: request.body.map { Data(buffer: $0) } ?? Data(), as: UTF8.self), status: 202)
                : .json(stored)
        }
        let client = LidarrClient(
            connection: ServerConnection(baseURL: "http://lidarr.test", apiKey: "k"), transport: transport)
        var artist = try await client.artist(id: 2)
        artist.monitored = false
        artist.qualityProfileId = 2
        artist.overview = "not editable: never sent"
        let saved = try await client.updateArtist(artist, moveFiles: true)
        #expect(!saved.monitored && saved.qualityProfileId == 2)
        let put = try #require(transport.requests.last)
        #expect(put.url == "http://lidarr.test/api/v1/artist/2?moveFiles=true")
        let body = try JSONDecoder().decode(JSONValue.self, from: Data(buffer: try #require(put.body)))
        #expect(body["someFieldLidarrAddsLater"] == .object(["kept": .bool(true)]))
        #expect(body["members"] != nil && body["overview"] == nil && body["monitored"] == .bool(false))
    }
}

@Suite("Lidarr's records read leniently")
struct LidarrDecodingTests {
    @Test("numbers as strings, nulls, an unknown status and odd fields cost the field, not the artist")
    func lenientArtist() throws {
        let json = #"""
            [{"id": "7", "artistName": "Portishead", "status": "hiatus", "monitored": null, "statistics":
              {"albumCount": "3", "trackFileCount": 33, "trackCount": "33", "totalTrackCount": 33,
               "sizeOnDisk": "1254000000", "percentOfTracks": 100.0}, "added": "not a date", "tags": [1, "x", 2],
              "genres": null, "qualityProfileId": 1.0},
             {"id": 8, "status": "continuing"},
             {"id": 9, "artistName": "Björk", "sortName": "bjork", "ended": false}]
            """#
        let decoded = try ArrJSON.makeDecoder().decode([LenientElement<Artist>].self, from: Data(json.utf8))
        let (artists, skipped) = readable(decoded)
        #expect(artists.map(\.artistName) == ["Portishead", "Björk"])
        #expect(skipped.map(\.index) == [1])
        let portishead = artists[0]
        #expect(portishead.id == 7 && portishead.status == .unknown("hiatus") && !portishead.monitored)
        #expect(portishead.statistics?.albumCount == 3 && portishead.statistics?.sizeOnDisk == 1_254_000_000)
        #expect(portishead.added == nil && portishead.tags == [1, 2] && portishead.qualityProfileId == 1)
        #expect(artists[1].sortKey == "bjork")
    }

    @Test("a queue record needs only an id; a track number sent as a number reads as text")
    func lenientQueueAndTrack() throws {
        let record = try ArrJSON.makeDecoder().decode(
            LidarrQueueRecord.self, from: Data(#"{"id": 3, "size": "100", "sizeleft": 25, "protocol": "torrent"}"#.utf8)
        )
        #expect(record.progress == 0.75 && record.protocol == .torrent)
        #expect(throws: (any Error).self) {
            try ArrJSON.makeDecoder().decode(LidarrQueueRecord.self, from: Data(#"{"title": "x"}"#.utf8))
        }
        let track = try ArrJSON.makeDecoder().decode(
            Track.self, from: Data(#"{"id": 1, "trackNumber": 4, "title": "Roads"}"#.utf8))
        #expect(track.trackNumber == "4" && !track.hasFile)
    }

    @Test("a track's file id 0 is none; a track file's size as a string and an odd quality cost only those fields")
    func lenientTrackFiles() throws {
        let decoder = ArrJSON.makeDecoder()
        let track = try decoder.decode(
            Track.self, from: Data(#"{"id": 1, "title": "Roads", "hasFile": false, "trackFileId": 0}"#.utf8))
        #expect(track.trackFileId == nil)
        let file = try decoder.decode(
            TrackFile.self,
            from: Data(#"{"id": "12", "albumId": 3, "size": "38000000", "quality": "FLAC", "path": null}"#.utf8))
        #expect(file.id == 12 && file.size == 38_000_000 && file.quality == nil && file.path == nil)
    }

    @Test("an album's files are listed and deleted at once; its tracks then have none")
    func trackFiles() async throws {
        try await withLidarrDemo { client, _ in
            let files = try await client.trackFiles(albumId: 3)
            #expect(files.count == 9 && files.allSatisfy { $0.size == 38_000_000 && $0.quality?.name == "FLAC" })
            #expect(files.first?.path?.hasSuffix("OK Computer (1997)/01 - Track 1.flac") == true)
            let tracks = try await client.tracks(albumId: 3)
            #expect(Set(tracks.compactMap(\.trackFileId)) == Set(files.compactMap(\.id)))
            try await client.deleteTrackFiles(ids: files.compactMap(\.id))
            #expect(try await client.trackFiles(albumId: 3).isEmpty)
            #expect(try await client.tracks(albumId: 3).allSatisfy { !$0.hasFile && $0.trackFileId == nil })
        }
    }

    @Test("albums are looked up by title or artist; /search finds the artist and its albums together")
    func searchAndAlbumLookup() async throws {
        try await withLidarrDemo { client, _ in
            let albums = try await client.lookupAlbums(term: "ok computer")
            #expect(albums.map(\.title) == ["OK Computer"] && albums.first?.artist?.artistName == "Radiohead")
            let hits = try await client.search(term: "radiohead")
            #expect(hits.first?.artist?.artistName == "Radiohead")
            #expect(hits.compactMap(\.album).contains { $0.title == "OK Computer" }, "albums by the artist too")
            let both = try await client.search(term: "computer")
            #expect(both.contains { $0.album?.title == "OK Computer" })
        }
    }
}
