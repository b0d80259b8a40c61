import ArrKit
import Foundation
import RadarrAPI
import SonarrAPI
import Testing
import ThriftwoodNavigation

@testable import ThriftwoodCore

@MainActor
@Suite("Looking after a server: the admin screens")
struct ServerAdminTests {
    @Test("a link opens Radarr's blocklist; removing one asks a question naming it, then it is gone")
    func blocklistThroughTheCoordinator() async throws {
        try await withEnvironment { env in
            _ = try await env.demoProfile()
            let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await coordinator.start()
            #expect(await coordinator.open("thriftwood://radarr/admin/blocklist"))
            guard case .admin(let admin) = coordinator.visibleModel else {
                Issue.record("expected the admin screen, got \(coordinator.visibleModel)")
                return
            }
            await admin.load()
            let table = try #require(admin.table.value)
            #expect(table.columns.first == "Release")
            #expect(table.rows.count == 3)
            let first = try #require(table.rows.first)
            let remove = try #require(first.actions.first)
            let question = try #require(admin.question(for: remove))
            #expect(question.contains("“Fight.Club.1999.1080p.BluRay.x264-FAKE”"))
            #expect(question.contains("Radarr's blocklist"))
            await admin.perform(remove)
            #expect(admin.actionError == nil)
            #expect(admin.table.value?.rows.count == 2)
            #expect(admin.message?.contains("Fight.Club") == true)
            let clear = try #require(admin.table.value?.actions.first)
            #expect(admin.question(for: clear)?.contains("all 2 releases") == true)
            await admin.perform(clear)
            #expect(admin.table.value?.rows.isEmpty == true)
            #expect(admin.table.value?.empty == "Nothing is blocklisted.")
        }
    }

    @Test("the indexers screen names the one the server's health says is failing, and a test says why")
    func indexersWithHealthAndTest() async throws {
        try await withEnvironment { env in
            _ = try await env.demoProfile()
            let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await coordinator.start()
            coordinator.navigate(to: .admin(.indexers, kind: .radarr))
            guard case .admin(let admin) = coordinator.visibleModel else {
                Issue.record("expected the admin screen")
                return
            }
            await admin.load()
            let usenet = try #require(admin.table.value?.rows.first { $0.cells.first == "DemoUsenet" })
            #expect(usenet.tone == .problem)
            #expect(usenet.cells.last == "failing")
            #expect(usenet.notes.contains { $0.contains("Indexers unavailable") })
            await admin.perform(.testAll)
            #expect(admin.message == nil)
            #expect(admin.actionError?.message == "1 of 2 failed Radarr's test.")
            let tested = try #require(admin.table.value?.rows.first { $0.cells.first == "DemoUsenet" })
            #expect(tested.notes.contains { $0.hasPrefix("Test failed: Unable to connect to indexer") })
            let tracker = try #require(admin.table.value?.rows.first { $0.cells.first == "DemoTracker" })
            #expect(tracker.notes == ["Test passed."])
        }
    }

    @Test("running a task follows it to its end and its last run moves; the logs filter by level")
    func tasksAndLogs() async throws {
        try await withEnvironment { env in
            _ = try await env.demoProfile()
            let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await coordinator.start()
            coordinator.navigate(to: .admin(.tasks, kind: .radarr))
            guard case .admin(let tasks) = coordinator.visibleModel else {
                Issue.record("expected the tasks screen")
                return
            }
            await tasks.load()
            let rss = try #require(tasks.table.value?.rows.first { $0.cells.first == "Rss Sync" })
            #expect(rss.cells[1] == "15 min")
            let run = try #require(rss.actions.first)
            #expect(tasks.question(for: run) == nil)
            await tasks.perform(run)
            #expect(tasks.message == "Rss Sync ran on Radarr.")
            #expect(tasks.table.value?.rows.first { $0.cells.first == "Rss Sync" }?.cells[2] == "just now")

            coordinator.navigate(to: .admin(.logs, kind: .radarr))
            guard case .admin(let logs) = coordinator.visibleModel else {
                Issue.record("expected the logs screen")
                return
            }
            await logs.load()
            #expect(logs.table.value?.summary?.hasPrefix("Every level") == true)
            await logs.perform(.showLevel("warn"))
            let rows = try #require(logs.table.value?.rows)
            #expect(!rows.isEmpty)
            #expect(rows.allSatisfy { $0.cells[1] == "warn" && $0.tone == .attention })
        }
    }

    @Test("a server that is not in the profile is named, not shown as an empty list")
    func missingServer() async throws {
        try await withEnvironment { env in
            _ = try await env.demoProfile()
            let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await coordinator.start()
            let admin = coordinator.makeAdmin(.backups, kind: .sonarr, server: nil)
            await admin.load()
            #expect(admin.table.value == nil)
            #expect(admin.table.error != nil)
            #expect(admin.table.emptyMessage("No backups yet.") == "")
            #expect(admin.table.error?.message.contains("Sonarr") == true)
        }
    }

    @Test("wording: intervals, durations and a health message naming an indexer as a whole item")
    func wording() {
        #expect(AdminRows.every(minutes: 1) == "1 min")
        #expect(AdminRows.every(minutes: 360) == "6 h")
        #expect(AdminRows.every(minutes: 10_080) == "7 days")
        #expect(AdminRows.every(minutes: 0) == "when asked")
        #expect(AdminRows.took(TimeSpan(seconds: 0.8)) == "0.8 s")
        #expect(AdminRows.mentions("Indexers unavailable due to failures: NZBgeek, DemoUsenet", "DemoUsenet"))
        #expect(!AdminRows.mentions("Indexers unavailable due to failures: DemoUsenet2", "DemoUsenet"))
    }
}

@MainActor
@Suite("Manual import from the queue, and a short release search naming failing indexers")
struct ManualImportFlowTests {
    @Test("the queue says a download needs manual import and opens it; importing it returns to a queue without it")
    func importFromQueue() async throws {
        try await withEnvironment { env in
            _ = try await env.demoProfile()
            let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await coordinator.start()
            coordinator.navigate(to: .radarr(.queue))
            guard case .radarr(.queue(let queue)) = coordinator.visibleModel else {
                Issue.record("expected Radarr's queue")
                return
            }
            await queue.load()
            let waiting = try #require(queue.downloads.value?.first { $0.line.needsManualImport })
            #expect(waiting.line.status.text == "Needs manual import")
            queue.manualImport(id: waiting.id)
            guard case .admin(let admin) = coordinator.visibleModel else {
                Issue.record("expected the manual import screen")
                return
            }
            #expect(admin.route == .manualImport(.download(try #require(waiting.downloadId))))
            await admin.load()
            let table = try #require(admin.table.value)
            #expect(table.rows.map { $0.cells.last } == ["yes", "refused"])
            #expect(table.rows[1].notes == ["Radarr: Sample"])
            let move = try #require(table.actions.first)
            #expect(admin.question(for: move)?.hasSuffix("into Radarr as GoodFellas (1990), moving it?") == true)
            let leaveOut = try #require(table.rows[0].actions.first)
            await admin.perform(leaveOut)
            #expect(admin.table.value?.actions.isEmpty == true)
            #expect(admin.table.value?.rows[0].cells.last == "left out")
            await admin.perform(try #require(admin.table.value?.rows[0].actions.first))
            await admin.perform(try #require(admin.table.value?.actions.first))
            #expect(admin.actionError == nil)
            guard case .radarr(.queue(let back)) = coordinator.visibleModel else {
                Issue.record("expected to be back on the queue, got \(coordinator.visibleModel)")
                return
            }
            await back.load()
            #expect(back.downloads.value?.contains { $0.downloadId == waiting.downloadId } == false)
        }
    }

    @Test("a short release search names the indexer the server reports failing, whose releases it lacks")
    func shortSearchNamesFailingIndexer() async throws {
        try await withEnvironment { env in
            _ = try await env.demoProfile()
            let releases = ReleasesViewModel(movieId: MovieID(1), radarr: env.dependencies.radarr)
            await releases.load()
            let found = try #require(releases.releases.value)
            #expect(found.count == 3)
            #expect(found.allSatisfy { $0.indexer == "DemoTracker" })
            let warning = try #require(releases.indexerWarning)
            #expect(
                warning
                    == "1 of 2 indexers is failing on Radarr: DemoUsenet — Indexers unavailable due to failures for more than 6 hours: DemoUsenet."
            )
        }
    }
}

@MainActor
@Suite("Marking a release failed from Radarr's history")
struct MarkFailedTests {
    @Test("a grab can be marked failed after a question naming it; the release is then blocklisted")
    func markGrabFailed() async throws {
        try await withEnvironment { env in
            _ = try await env.demoProfile()
            let history = ArrHistoryViewModel(source: env.dependencies.radarr.historySource)
            await history.show(try #require(history.filters.first { $0.value == "grabbed" }))
            let grab = try #require(history.lines.first)
            #expect(grab.canMarkFailed)
            let failing = try #require(history.failing(at: 0))
            #expect(failing.question.contains("“\(grab.source)”"))
            #expect(failing.question.hasSuffix("Radarr blocklists it and searches again."))
            #expect(history.failing(at: history.lines.count) == nil)
            await history.markFailed(failing)
            #expect(history.actionError == nil)
            #expect(history.message?.hasPrefix("Marked") == true)
            let blocked = try await env.dependencies.radarr.client().blocklist().records
            #expect(blocked.first?.sourceTitle == grab.source)
        }
    }
}

@MainActor
@Suite("The server's log files")
struct LogFileScreenTests {
    @Test("the logs screen offers each log file; opening one shows its newest lines first, warnings in their tone")
    func openLogFile() async throws {
        try await withEnvironment { env in
            _ = try await env.demoProfile()
            let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await coordinator.start()
            coordinator.navigate(to: .admin(.logs, kind: .radarr))
            guard case .admin(let logs) = coordinator.visibleModel else {
                Issue.record("expected the logs screen")
                return
            }
            await logs.load()
            let open = try #require(logs.table.value?.actions.first { $0 == .openLogFile("radarr.txt") })
            #expect(logs.table.value?.actions.contains(.openLogFile("radarr.0.txt")) == true)
            await logs.perform(open)
            guard case .admin(let file) = coordinator.visibleModel else {
                Issue.record("expected the log file's screen")
                return
            }
            #expect(file.route == .logFile("radarr.txt"))
            await file.load()
            let rows = try #require(file.table.value?.rows)
            #expect(rows.count > 10)
            #expect(rows.contains { $0.tone == .attention && $0.cells[0].contains("|Warn|") })
            #expect(file.table.value?.summary?.hasPrefix("radarr.txt · the newest") == true)
            #expect(coordinator.link(of: coordinator.navigator.state.path)?.hasSuffix("admin/logs/radarr.txt") == true)
        }
    }
}

@MainActor
@Suite("Marking a release failed from Sonarr's history")
struct SonarrMarkFailedTests {
    @Test("a Sonarr grab is marked failed after the question naming it; Sonarr blocklists the release")
    func markGrabFailed() async throws {
        try await withEnvironment { env in
            _ = try await env.sonarrDemoProfile()
            let history = ArrHistoryViewModel(source: env.dependencies.sonarr.historySource())
            await history.load()
            // The lines are searched outside `#require`: a closure written inside the macro's
            // argument and another after it in the same function were once called one for the
            // other (Swift 6.3.1, debug), so the second search found what the first looks for.
            let lines = history.lines
            let found = lines.firstIndex(where: \.canMarkFailed)
            let index = try #require(found)
            let grab = lines[index]
            let other = lines.firstIndex { !$0.canMarkFailed }
            if let other { #expect(history.failing(at: other) == nil) }
            let failing = try #require(history.failing(at: index))
            #expect(failing.question.hasSuffix("Sonarr blocklists it and searches again."))
            await history.markFailed(failing)
            #expect(history.actionError == nil)
            let blocked = try await env.dependencies.sonarr.client().blocklist().records
            #expect(blocked.first?.sourceTitle == grab.source)
        }
    }
}

@MainActor
@Suite("Saving a backup from the app")
struct SaveBackupTests {
    @Test("save writes the backup to the folder, never over a file already there, under a safe name")
    func saveTwice() async throws {
        try await withEnvironment { env in
            _ = try await env.demoProfile()
            let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await coordinator.start()
            coordinator.navigate(to: .admin(.backups, kind: .radarr))
            guard case .admin(let backups) = coordinator.visibleModel else {
                Issue.record("expected the backups screen")
                return
            }
            backups.saveFolder = env.directory.appendingPathComponent("saved")
            await backups.load()
            let save = try #require(backups.table.value?.rows.first?.actions.first)
            await backups.perform(save)
            await backups.perform(save)
            #expect(backups.actionError == nil)
            let files = try FileManager.default.contentsOfDirectory(atPath: backups.saveFolder.path).sorted()
            #expect(files.count == 2)
            #expect(files.allSatisfy { $0.hasSuffix(".zip") })
            #expect(backups.message?.hasPrefix("Saved radarr_backup_v") == true)
            #expect(ServerAdminViewModel.safeFileName("../../etc/passwd") == "_.._etc_passwd")
        }
    }
}

@MainActor
@Suite("Manual import from Sonarr's queue")
struct SonarrManualImportTests {
    @Test(
        "Sonarr's waiting download opens its import, matched to its series and episode; importing gives the episode its file"
    )
    func importEpisode() async throws {
        try await withEnvironment { env in
            _ = try await env.sonarrDemoProfile()
            let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await coordinator.start()
            coordinator.navigate(to: .sonarr(.queue))
            guard case .sonarr(.queue(let queue)) = coordinator.visibleModel else {
                Issue.record("expected Sonarr's queue, got \(coordinator.visibleModel)")
                return
            }
            await queue.load()
            let waiting = try #require(queue.downloads.value?.first { $0.line.needsManualImport })
            let records = try await env.dependencies.sonarr.client().queue().records
            let record = try #require(records.first { $0.downloadId == waiting.downloadId })
            queue.manualImport(id: waiting.id)
            guard case .admin(let admin) = coordinator.visibleModel else {
                Issue.record("expected the manual import screen")
                return
            }
            await admin.load()
            let row = try #require(admin.table.value?.rows.first)
            #expect(row.cells[1].hasSuffix(waiting.line.part))
            await admin.perform(try #require(admin.table.value?.actions.first))
            #expect(admin.actionError == nil)
            let episodeId = try #require(record.episodeId)
            #expect(try await env.dependencies.sonarr.client().episode(id: episodeId).hasFile == true)
        }
    }
}
