import ArrDemoKit
import ArrKit
import AsyncHTTPClient
import Foundation
import Logging
import RadarrAPI
import RadarrDemoServer
import ServerKit
import Testing

/// Runs `body` against a fresh Radarr demo configured by `configure`, and a client for it.
private func withAdminDemo(
    _ configure: (inout DemoServerConfiguration) -> Void = { _ in },
    _ body: (RadarrClient, RunningDemoServer) async throws -> Void
) async throws {
    try await withDemo(configure: configure, body)
}

@Suite("Looking after a server through its API")
struct AdminClientTests {
    @Test("running the Backup task makes a backup whose file is a zip holding the server's config")
    func backupNowAndSave() async throws {
        try await withAdminDemo { client, _ in
            let before = try await client.backups()
            let tasks = try await client.tasks()
            #expect(tasks.contains { $0.taskName == "Backup" && $0.interval == 10_080 })
            _ = try await client.runCommand(CommandRequest(name: "Backup"), pollInterval: .milliseconds(100))
            let after = try await client.backups()
            #expect(after.count == before.count + 1)
            let newest = try #require(after.first)
            #expect(newest.type == .manual)
            let file = try await client.backupFile(newest)
            #expect(file.prefix(2) == Data("PK".utf8))
            #expect(String(decoding: file, as: UTF8.self).contains("config.xml"))
            #expect(ServerCount(file.count) == newest.size)
            let ran = try #require(try await client.tasks().first { $0.taskName == "Backup" })
            #expect(ran.lastExecution.map { Date().timeIntervalSince($0) < 60 } == true)
        }
    }

    @Test("a server that hands backups only to its web login is named as such, with where to get the file")
    func backupBehindWebLogin() async throws {
        try await withAdminDemo({ $0.webLogin = true }) { client, _ in
            let backup = try #require(try await client.backups().first)
            let error = await #expect(throws: ArrError.self) { try await client.backupFile(backup) }
            guard case .webLoginOnly? = error?.problem else {
                Issue.record("expected webLoginOnly, got \(String(describing: error?.problem))")
                return
            }
            #expect(error?.description.contains("web login") == true)
            #expect(error?.recoverySuggestion.contains("System → Backup") == true)
        }
    }

    @Test("a backup path that leaves /backup/ is refused before any request")
    func backupPathChecked() async throws {
        try await withAdminDemo { client, _ in
            let forged = ServerBackup(id: 9, name: "x", path: "/api/v3/system/status")
            await #expect(throws: ArrError.self) { try await client.backupFile(forged) }
        }
    }

    @Test("testing every indexer returns each result, the failing one with the server's words, from a 400")
    func testAllIndexers() async throws {
        try await withAdminDemo { client, _ in
            let indexers = try await client.providers(.indexers)
            #expect(indexers.map(\.name) == ["DemoTracker", "DemoUsenet"])
            let results = try await client.testAllProviders(.indexers)
            #expect(results.count == 2)
            let failing = try #require(results.first { $0.id == 2 })
            #expect(!failing.passed)
            #expect(failing.failures.first?.errorMessage?.contains("Unable to connect to indexer") == true)
            #expect(results.first { $0.id == 1 }?.passed == true)
            #expect(try await client.testProvider(.indexers, id: 1).passed)
            #expect(try await !client.testProvider(.indexers, id: 2).passed)
            #expect(try await client.testAllProviders(.downloadClients).allSatisfy(\.passed))
        }
    }

    @Test("removing from the blocklist one by one, several at once, and every page of it")
    func blocklistRemoval() async throws {
        try await withAdminDemo { client, _ in
            let first = try await client.blocklist(page: 1, pageSize: 2)
            #expect(first.totalRecords == 3)
            #expect(first.records.first?.subjectTitle == "Fight Club")
            #expect(first.records.first?.quality?.name == "Bluray-1080p")
            try await client.removeFromBlocklist(ids: [try #require(first.records.first?.id)])
            #expect(try await client.blocklist().totalRecords == 2)
            let ids = try await client.allBlocklistIds(pageSize: 1)
            #expect(ids.count == 2)
            try await client.removeFromBlocklist(ids: ids)
            #expect(try await client.blocklist().records.isEmpty)
        }
    }

    @Test("marking a grabbed release failed blocklists it under its own title")
    func markFailed() async throws {
        try await withAdminDemo { client, _ in
            let grabbed = try #require(try await client.history(page: 1, pageSize: 50).records.first)
            let entry = try #require(try await client.historyEntry(id: grabbed.id, pageSize: 5))
            #expect(entry.sourceTitle == grabbed.sourceTitle)
            try await client.markFailed(historyId: grabbed.id)
            let newest = try #require(try await client.blocklist().records.first)
            #expect(newest.sourceTitle == grabbed.sourceTitle)
            #expect(newest.message == "Manually marked as failed")
            #expect(try await client.historyEntry(id: 999_999, pageSize: 250) == nil)
        }
    }

    @Test("the log filtered by level, its files, one file's text, and a file name that is not one refused")
    func logs() async throws {
        try await withAdminDemo { client, _ in
            let warnings = try await client.logs(page: 1, pageSize: 200, level: "warn")
            #expect(!warnings.records.isEmpty)
            #expect(warnings.records.allSatisfy { $0.level == "warn" })
            let files = try await client.logFiles()
            #expect(files.first?.filename == "radarr.txt")
            let text = try await client.logFile(named: "radarr.txt")
            #expect(text.contains("|Info|"))
            let error = await #expect(throws: ArrError.self) { try await client.logFile(named: "../config.xml") }
            #expect(error?.description.contains("doesn't exist") == true)
        }
    }

    @Test("the versions with their changes, and how the server updates, without reading its key")
    func updates() async throws {
        try await withAdminDemo { client, _ in
            let updates = try await client.updates()
            #expect(updates.first { $0.installed }?.version == RadarrDemoServer.version)
            #expect(updates.contains { $0.latest && $0.installable && !$0.changes.fixed.isEmpty })
            let settings = try await client.updateSettings()
            #expect(settings.mechanism == "builtIn")
            #expect(settings.automatically == false)
        }
    }
}

@Suite("Reading admin records leniently")
struct AdminDecodingTests {
    @Test("a task with its interval as a string and a garbled date keeps the rest; one without an id is left out")
    func tasks() throws {
        let json = Data(
            """
            [{"id":1,"name":"Rss Sync","taskName":"RssSync","interval":"15","lastExecution":"yesterday",
              "lastDuration":"00:00:01.5"},{"name":"no id"}]
            """.utf8)
        let tasks = try ArrJSON.makeDecoder().decode([LenientTestElement<ScheduledTask>].self, from: json)
            .compactMap(\.value)
        #expect(tasks.count == 1)
        #expect(tasks.first?.interval == 15)
        #expect(tasks.first?.lastExecution == nil)
        #expect(tasks.first?.lastDuration?.seconds == 1.5)
    }

    @Test("a blocklist record names what it was for from whichever kind's record it embeds")
    func blocklistSubjects() throws {
        let json = Data(
            """
            [{"id":1,"sourceTitle":"A","series":{"title":"Severance"},"protocol":"torrent"},
             {"id":2,"sourceTitle":"B","artist":{"artistName":"Björk"},"protocol":"newProtocol","quality":7}]
            """.utf8)
        let items = try ArrJSON.makeDecoder().decode([BlocklistItem].self, from: json)
        #expect(items.map(\.subjectTitle) == ["Severance", "Björk"])
        #expect(items[1].downloadProtocol == .unknown("newProtocol"))
        #expect(items[1].quality == nil)
    }

    @Test("a provider keeps no settings field, so no secret the server sent")
    func providerDropsFields() throws {
        let json = Data(
            #"{"id":3,"name":"NZBgeek","implementationName":"Newznab","protocol":"usenet","enableRss":false,"enableAutomaticSearch":true,"fields":[{"name":"apiKey","value":"SECRET"}],"message":{"message":"Rate limited","type":"warning"}}"#
                .utf8)
        let provider = try ArrJSON.makeDecoder().decode(ServerProvider.self, from: json)
        #expect(provider.isEnabled)
        #expect(provider.message == "Rate limited")
        let encoded = String(decoding: try ArrJSON.makeEncoder().encode(provider), as: UTF8.self)
        #expect(!encoded.contains("SECRET"))
    }
}

/// A decoding wrapper that keeps what fails as nil, as the client's lists do.
struct LenientTestElement<Value: Decodable>: Decodable {
    let value: Value?
    init(from decoder: any Decoder) { value = try? Value(from: decoder) }
}

@Suite("Manual import through the API")
struct ManualImportClientTests {
    @Test(
        "the waiting download's files come with their match and the sample's refusal; importing empties the queue of it"
    )
    func importWaitingDownload() async throws {
        try await withDemo { client, _ in
            let queue = try await client.queue(page: 1, pageSize: 50).records
            let waiting = try #require(queue.first { $0.trackedDownloadState == "importPending" })
            #expect(waiting.trackedDownloadStatus == "warning")
            let downloadId = try #require(waiting.downloadId)
            let candidates = try await client.manualImport(downloadId: downloadId)
            #expect(candidates.count == 2)
            let film = try #require(candidates.first { !$0.isRefused })
            #expect(film.match.movieId == waiting.movieId)
            #expect(film.match.isMatched)
            #expect(candidates.first { $0.isRefused }?.rejections.first?.reason == "Sample")
            #expect(try await client.manualImport(folder: "/nowhere").isEmpty)
            _ = try await client.importFiles([film.importFile], mode: .move)
            let after = try await client.queue(page: 1, pageSize: 50).records
            #expect(!after.contains { $0.downloadId == downloadId })
            let movie = try await client.movie(id: try #require(waiting.movieId))
            #expect(movie.hasFile)
        }
    }
}

@Suite("Reading manual import candidates of every kind")
struct ManualImportDecodingTests {
    @Test("Sonarr's episodes and Lidarr's album tracks are matches too, each with the ids the import sends")
    func shapes() throws {
        let json = Data(
            """
            [{"id":1,"path":"/d/Sev.S01E02E03.mkv","series":{"id":4,"title":"Severance"},"seasonNumber":1,
              "episodes":[{"id":12,"episodeNumber":2},{"id":13,"episodeNumber":3}],"rejections":[]},
             {"id":2,"path":"/d/01.flac","artist":{"id":7,"artistName":"Björk"},"album":{"id":70,"title":"Homogenic"},
              "albumReleaseId":700,"tracks":[{"id":7001}]},
             {"id":3,"path":"/d/unknown.mkv","rejections":[{"reason":"Unknown Movie","type":"permanent"}]},
             {"id":4}]
            """.utf8)
        let candidates = try ArrJSON.makeDecoder().decode([LenientTestElement<ManualImportCandidate>].self, from: json)
            .compactMap(\.value)
        #expect(candidates.count == 3)
        #expect(candidates[0].match.isMatched)
        #expect(candidates[0].importFile.episodeIds == [12, 13])
        #expect(candidates[0].importFile.movieId == nil)
        #expect(candidates[1].match.title == "Björk — Homogenic")
        #expect(candidates[1].importFile.trackIds == [7001])
        #expect(candidates[1].importFile.albumReleaseId == 700)
        #expect(!candidates[2].match.isMatched)
        #expect(candidates[2].isRefused)
    }
}
