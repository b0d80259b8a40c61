import ArrDemoKit
import ArrKit
import Foundation
import RadarrAPI
import RadarrDemoServer
import ServerKit
import Testing

@testable import ThriftwoodCore

@Suite("Calendar, missing, releases and system against the demo server")
@MainActor
struct MoreRadarrFeatureTests {
    @Test("the calendar lists each release in range by date and opens a movie")
    func calendar() async throws {
        try await withEnvironment { env in
            _ = try await env.demoProfile()
            let calendar = ArrCalendarViewModel(
                source: env.dependencies.radarr.calendarSource, start: Date(timeIntervalSince1970: 0), days: 365 * 80)
            var opened: Int?
            calendar.onOpenSubject = { opened = $0 }
            await calendar.load()
            let entries = try #require(calendar.entries.value)
            #expect(!entries.isEmpty)
            let dates = entries.compactMap(\.line.date)
            #expect(dates.count == entries.count && dates == dates.sorted())
            #expect(entries.allSatisfy { !$0.line.kind.isEmpty && $0.line.part.isEmpty })
            calendar.select(at: 0)
            #expect(opened == entries.first?.subjectId && opened != nil)
            await calendar.shift(by: 30)
            #expect(calendar.start == Date(timeIntervalSince1970: 30 * 86_400))
        }
    }

    @Test("missing pages through monitored movies without files and runs 'search all missing' to completion")
    func missing() async throws {
        try await withEnvironment { env in
            _ = try await env.demoProfile()
            let missing = ArrWantedViewModel(source: env.dependencies.radarr.wantedSource, pageSize: 5)
            await missing.load()
            let page = try #require(missing.page.value)
            #expect(page.entries.count == 5 && page.total > 5)
            let client = try await env.dependencies.radarr.client()
            for id in page.entries.compactMap(\.subjectId) {
                let movie = try await client.movie(id: id)
                #expect(movie.monitored && !movie.hasFile)
            }
            #expect(missing.summary == "Missing: \(page.total) movies · page 1 of \(page.pageCount)")
            await missing.nextPage()
            #expect(missing.pageNumber == 2)
            await missing.searchAll()
            #expect(missing.actionError == nil)
            #expect(missing.message == "Search for missing movies completed")
            // Radarr's list offers what is below its cutoff too, as Sonarr's does.
            await missing.toggleKind()
            #expect(missing.kind == .cutoffUnmet && missing.pageNumber == 1 && missing.pageState.error == nil)
            #expect(missing.summary.hasPrefix("Cutoff unmet: "))
        }
    }

    @Test("releases sort, filter by approval and protocol, show rejections, and grab into the queue")
    func releases() async throws {
        try await withEnvironment { env in
            _ = try await env.demoProfile()
            let releases = ReleasesViewModel(movieId: 1, radarr: env.dependencies.radarr)
            await releases.load()
            let all = try #require(releases.releases.value)
            #expect(all.contains { $0.rejected && !$0.rejections.isEmpty })
            releases.sort = .size
            #expect(releases.visible.map(\.size) == releases.visible.map(\.size).sorted(by: >))
            releases.approvedOnly = true
            #expect(releases.visible.allSatisfy { $0.approved })
            releases.protocolFilter = .torrent
            #expect(releases.visible.allSatisfy { $0.protocol == .torrent })
            let pick = try #require(releases.visible.first)
            let before = try await env.dependencies.radarr.client().queue().totalRecords
            await releases.grab(pick)
            #expect(releases.actionError == nil)
            #expect(try await env.dependencies.radarr.client().queue().totalRecords == before + 1)
        }
    }

    @Test("under an error-rate fault a failed load says so and a retry recovers")
    func errorRateThenRetry() async throws {
        try await withEnvironment { env in
            _ = try await env.demoProfile()
            var faults = DemoFaultSet()
            faults.errorRate = 1
            try await env.faults().set(faults)
            let status = SystemStatusViewModel(radarr: env.dependencies.radarr)
            await status.load()
            let error = try #require(status.report.error)
            #expect(error.isRetryable)
            #expect(error.message.contains("500") || error.message.contains("Simulated"))
            try await env.faults().set(DemoFaultSet())
            await status.load()
            #expect(status.report.error == nil)
            #expect(status.report.value?.status.version == RadarrDemoServer.version)
        }
    }

    @Test("a truncated answer keeps the last good queue and explains the failure")
    func truncatedKeepsValue() async throws {
        try await withEnvironment { env in
            _ = try await env.demoProfile()
            let queue = ArrQueueViewModel(source: env.dependencies.radarr.queueSource)
            await queue.load()
            let good = try #require(queue.downloads.value)
            var faults = DemoFaultSet()
            faults.truncate = true
            try await env.faults().set(faults)
            await queue.load()
            #expect(queue.downloads.value == good)
            #expect(queue.downloads.error != nil)
        }
    }

    @Test("adding a film already in the library opens it instead, and a validation failure is shown")
    func addValidation() async throws {
        try await withEnvironment { env in
            _ = try await env.demoProfile()
            let add = AddMovieViewModel(
                query: nil, radarr: env.dependencies.radarr, preferences: env.dependencies.preferences,
                defaults: AddMovieDefaults())
            var opened: Int?
            add.onOpenExisting = { opened = $0 }
            await add.load()
            add.term = "tmdb:603"
            await add.search()
            let existing = try #require(add.results.value?.first)
            #expect(existing.libraryId != nil)
            await add.add(existing)
            #expect(opened == existing.libraryId)
            var duplicate = existing
            duplicate.libraryId = nil
            await add.add(duplicate)
            #expect(add.addError?.message.contains("already") == true)
        }
    }
}
