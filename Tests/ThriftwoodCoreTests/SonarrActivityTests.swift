import ArrDemoKit
import ArrKit
import Foundation
import ServerKit
import SonarrAPI
import Testing
import ThriftwoodNavigation

@testable import ThriftwoodCore

@Suite("Sonarr's history, calendar, wanted and system screens, and its faults")
@MainActor
struct SonarrActivityTests {
    /// A profile on both demo servers, with Sonarr configured.
    private func sonarr(_ env: TestEnvironment) async throws -> any SonarrService {
        let profile = try await env.dependencies.profiles.demoProfile(kinds: .standard)
        await env.dependencies.configure(for: profile)
        return env.dependencies.sonarr
    }

    @Test("history filters by event and opens an episode")
    func history() async throws {
        try await withEnvironment { env in
            let history = ArrHistoryViewModel(source: try await sonarr(env).historySource(), pageSize: 10)
            var opened: Int?
            history.onOpenSubject = { opened = $0 }
            await history.load()
            let page = try #require(history.page.value)
            #expect(!page.entries.isEmpty)
            #expect(history.filterWords == "all events")
            let index = try #require(page.entries.firstIndex { $0.subjectId != nil })
            #expect(!page.entries[index].line.subject.isEmpty)
            history.select(at: index)
            #expect(opened == page.entries[index].subjectId)
            await history.nextFilter()
            #expect(history.filterWords == "Grabbed")
            #expect(history.lines.allSatisfy { $0.event.text == "Grabbed" })
        }
    }

    @Test("a series' history holds only its records, newest first, and filters by event")
    func seriesHistory() async throws {
        try await withEnvironment { env in
            let service = try await sonarr(env)
            let all = try await service.client().history(page: 1, pageSize: 500)
            let seriesId = try #require(all.records.compactMap(\.seriesId).first)
            let expected = all.records.filter { $0.seriesId == seriesId }
            let history = ArrHistoryViewModel(source: service.historySource(seriesId: seriesId), pageSize: 500)
            await history.load()
            let entries = try #require(history.page.value?.entries)
            #expect(Set(entries.map(\.historyId)) == Set(expected.map(\.id)))
            let dates = entries.map { $0.line.date ?? .distantPast }
            #expect(dates == dates.sorted(by: >))
            await history.nextFilter()
            let grabs = Set(expected.filter { $0.eventType == .grabbed }.map(\.id))
            #expect(Set(history.page.value?.entries.map(\.historyId) ?? []) == grabs)
            var opened: [Int] = []
            let detail = SeriesDetailViewModel(seriesId: SeriesID(seriesId), sonarr: service)
            detail.onHistory = { opened.append($0) }
            detail.openHistory()
            #expect(opened == [seriesId])
        }
    }

    @Test("the calendar lists episodes in air order with their series")
    func calendar() async throws {
        try await withEnvironment { env in
            let calendar = ArrCalendarViewModel(source: try await sonarr(env).calendarSource, start: Date())
            #expect(calendar.days == 14)
            await calendar.load()
            let lines = calendar.lines
            #expect(!lines.isEmpty)
            let times = lines.compactMap(\.date)
            #expect(times == times.sorted())
            #expect(lines.allSatisfy { !$0.title.isEmpty && !$0.part.isEmpty })
            let first = calendar.start
            await calendar.shift(by: 14)
            #expect(calendar.start == first.addingTimeInterval(14 * 86_400))
        }
    }

    @Test("wanted shows missing episodes, switches to cutoff unmet, and searches all")
    func wanted() async throws {
        try await withEnvironment { env in
            let service = try await sonarr(env)
            let wanted = ArrWantedViewModel(source: service.wantedSource)
            await wanted.load()
            let missing = try #require(wanted.page.value)
            #expect(missing.total > 0)
            let client = try await service.client()
            for id in missing.entries.compactMap(\.subjectId) {
                let episode = try await client.episode(id: id)
                #expect(episode.monitored && !episode.hasFile)
            }
            #expect(wanted.summary.hasPrefix("Missing: "))
            await wanted.toggleKind()
            #expect(wanted.kind == .cutoffUnmet && wanted.summary.hasPrefix("Cutoff unmet: "))
            #expect(wanted.page.error == nil)
            await wanted.toggleKind()
            await wanted.searchAll()
            #expect(wanted.actionError == nil)
            #expect(wanted.message?.hasPrefix("Search for missing episodes completed") == true)
        }
    }

    @Test("the system screen reads Sonarr's status, health, disks and commands")
    func system() async throws {
        try await withEnvironment { env in
            let service = try await sonarr(env)
            let system = SystemStatusViewModel(service: .sonarr) { try await service.client() }
            await system.load()
            let report = try #require(system.report.value)
            #expect(report.status.appName == "Sonarr")
            #expect(!report.disks.isEmpty)
            #expect(report.commands.value != nil)
        }
    }

    @Test("the series list serves its offline copy at once and keeps it, saying why, when a refresh fails")
    func seriesListIsOfflineFirst() async throws {
        try await withEnvironment { env in
            let profile = try await env.dependencies.profiles.demoProfile(kinds: .standard)
            await env.dependencies.configure(for: profile)
            let connection = try #require(profile.sonarrConnectionId)
            let deps = env.dependencies
            let first = SeriesListViewModel(sonarr: deps.sonarr, cache: deps.seriesCache, connectionId: connection)
            #expect(first.freshness(now: Date()) == "Not loaded yet")
            await first.load()
            #expect(first.visible.count == 30)
            #expect(first.freshness(now: Date()).hasPrefix("Updated "))
            var faults = DemoFaultSet()
            faults.htmlLogin = true
            try await env.sonarrFaults().set(faults)
            let second = SeriesListViewModel(sonarr: deps.sonarr, cache: deps.seriesCache, connectionId: connection)
            await second.load()
            #expect(second.visible.count == 30)
            #expect(second.series.error?.message.contains("login page") == true)
            #expect(second.freshness(now: Date()).hasPrefix("Updated "))
            second.searchText = "wire"
            #expect(second.visible.map(\.title) == ["The Wire"])
        }
    }

    @Test("three marked series are unmonitored in one PUT /series/editor and the list shows it")
    func markedSeries() async throws {
        try await withEnvironment { env in
            let list = SeriesListViewModel(sonarr: try await sonarr(env))
            await list.load()
            list.filter = .monitored
            let before = list.visible.count
            list.toggleMark(at: 0)
            list.markRange(to: 2)
            #expect(list.markedSummary == "3 marked")
            let ids = list.marked
            await list.setMonitored(false)
            #expect(list.bulk.error == nil)
            #expect(list.bulk.message == "3 series no longer monitored")
            #expect(list.visible.count == before - 3)
            let server = try await env.dependencies.sonarr.client().series()
            #expect(server.filter { ids.contains($0.id ?? 0) }.allSatisfy { !$0.monitored })
            list.clearMarks()
            #expect(list.markedSummary == nil)
        }
    }

    @Test("marked series change type and tag in one edit, then are deleted in one request after a dialog")
    func editAndDeleteMarkedSeries() async throws {
        try await withEnvironment { env in
            let list = SeriesListViewModel(sonarr: try await sonarr(env))
            await list.load()
            list.toggleMark(at: 0)
            list.markRange(to: 1)
            let ids = list.marked
            await list.beginBulkEdit()
            var change = try #require(list.bulk.edit)
            #expect(list.bulk.choices.kindName == "Series type")
            change.cycle(.kind, in: list.bulk.choices)
            change.cycle(.kind, in: list.bulk.choices)
            change.cycle(.tag, in: list.bulk.choices)
            list.bulk.edit = change
            await list.applyBulkEdit()
            #expect(list.bulk.message == "2 series changed")
            let changed = try await env.dependencies.sonarr.client().series().filter { ids.contains($0.id ?? 0) }
            #expect(changed.count == 2 && changed.allSatisfy { $0.seriesType == .daily })
            let tag = try #require(change.tag.flatMap { Int($0.value) })
            #expect(changed.allSatisfy { ($0.tags ?? []).contains(tag) })
            await list.requestBulk(.delete)
            #expect(list.bulk.pendingDelete != nil)
            await list.confirmBulkDelete()
            #expect(list.bulk.message == "2 series deleted")
            #expect(list.marked.isEmpty)
            let left = try await env.dependencies.sonarr.client().series()
            #expect(left.count == 28 && !left.contains { ids.contains($0.id ?? 0) })
        }
    }

    @Test("an HTML login page reaches the screens as words about Sonarr, not an empty list")
    func htmlLogin() async throws {
        try await withEnvironment { env in
            let service = try await sonarr(env)
            var faults = DemoFaultSet()
            faults.htmlLogin = true
            try await env.sonarrFaults().set(faults)
            let list = SeriesListViewModel(sonarr: service)
            await list.load()
            #expect(list.series.error?.message.contains("login page, not Sonarr's API") == true)
            #expect(list.visible.isEmpty)
            let wanted = ArrWantedViewModel(source: service.wantedSource)
            await wanted.load()
            #expect(wanted.page.error?.message.contains("Sonarr") == true)
        }
    }

    @Test("a refused key says Sonarr refused it on every screen")
    func unauthorized() async throws {
        try await withEnvironment { env in
            let service = try await sonarr(env)
            var faults = DemoFaultSet()
            faults.unauthorized = true
            try await env.sonarrFaults().set(faults)
            let episode = EpisodeViewModel(episodeId: 1, sonarr: service)
            await episode.load()
            #expect(episode.episode.error?.message == "Sonarr refused the API key (401 Unauthorized).")
            let history = ArrHistoryViewModel(source: service.historySource())
            await history.load()
            #expect(history.page.error?.message == "Sonarr refused the API key (401 Unauthorized).")
        }
    }

    @Test("under an error-rate fault a load fails with a reason and a retry recovers")
    func errorRate() async throws {
        try await withEnvironment { env in
            let service = try await sonarr(env)
            var faults = DemoFaultSet()
            faults.errorRate = 1
            try await env.sonarrFaults().set(faults)
            let calendar = ArrCalendarViewModel(source: service.calendarSource)
            await calendar.load()
            #expect(calendar.entries.error != nil && calendar.entries.value == nil)
            try await env.sonarrFaults().set(DemoFaultSet())
            await calendar.load()
            #expect(calendar.entries.error == nil && calendar.entries.value != nil)
        }
    }

    @Test("a truncated answer keeps the last good season and explains the failure")
    func truncate() async throws {
        try await withEnvironment { env in
            let service = try await sonarr(env)
            let series = try #require(try await service.client().series().first)
            let season = SeasonViewModel(
                seriesId: SeriesID(series.id ?? 0), seasonNumber: series.seasons.last?.seasonNumber ?? 1,
                sonarr: service)
            await season.load()
            let good = try #require(season.episodes.value)
            var faults = DemoFaultSet()
            faults.truncate = true
            try await env.sonarrFaults().set(faults)
            await season.load()
            #expect(season.episodes.value == good)
            #expect(season.episodes.error != nil)
        }
    }

    @Test("every Sonarr screen's link round-trips with the stack the app builds to reach it")
    func links() throws {
        let codec = KindRegistry.standard.deepLinks
        let detail: [SonarrRoute] = [.seriesList, .seriesDetail(seriesId: 12)]
        let stacks: [[SonarrRoute]] = [
            [.seriesList], detail, detail + [.editSeries(seriesId: 12)],
            detail + [.season(seriesId: 12, seasonNumber: 3)], detail + [.season(seriesId: 12, seasonNumber: 0)],
            detail + [.season(seriesId: 12, seasonNumber: 3), .seasonReleases(seriesId: 12, seasonNumber: 3)],
            detail + [.seriesHistory(seriesId: 12)],
            detail + [
                .season(seriesId: 12, seasonNumber: 3), .seasonEpisode(seriesId: 12, seasonNumber: 3, episodeNumber: 4),
            ],
            detail + [
                .season(seriesId: 12, seasonNumber: 3), .seasonEpisode(seriesId: 12, seasonNumber: 3, episodeNumber: 4),
                .seasonEpisodeReleases(seriesId: 12, seasonNumber: 3, episodeNumber: 4),
            ],
            [.episode(episodeId: 345)], [.episode(episodeId: 345), .episodeReleases(episodeId: 345)],
            [.calendar, .episode(episodeId: 345)], [.queue], [.history], [.calendar], [.wanted], [.systemStatus],
            [.addSeries(query: nil)], [.addSeries(query: "the wire")],
        ]
        for stack in stacks {
            let path = [AppRoute.sonarr(.home)] + stack.map { AppRoute.sonarr($0) }
            let link = try codec.printText(NavigationState(path: path))
            #expect(link.hasPrefix("thriftwood://sonarr/"), "\(stack)")
            #expect(try codec.parse(link).path == path, "\(link)")
        }
        #expect(
            try codec.printText(
                NavigationState(
                    path: [.sonarr(.home)]
                        + (detail + [.season(seriesId: 12, seasonNumber: 3)]).map { AppRoute.sonarr($0) }))
                == "thriftwood://sonarr/series/12/season/3")
        #expect(
            try codec.parse("thriftwood://sonarr/series/12/season/3/releases").path == [.sonarr(.home)]
                + (detail + [.season(seriesId: 12, seasonNumber: 3), .seasonReleases(seriesId: 12, seasonNumber: 3)])
                .map { AppRoute.sonarr($0) })
        #expect(
            try codec.parse("thriftwood://sonarr/series/12/history").path.last == .sonarr(.seriesHistory(seriesId: 12)))
        #expect(try codec.parse("thriftwood://sonarr/history").path.last == .sonarr(.history))
        // A season belongs to the series before it: after another screen there is no season to name.
        #expect(throws: DeepLinkError.self) { try codec.parse("thriftwood://sonarr/queue/season/3") }
        #expect(throws: DeepLinkError.self) { try codec.parse("thriftwood://sonarr/releases") }
        #expect(
            try codec.parse("thriftwood://sonarr/episode/345").path == [
                .sonarr(.home), .sonarr(.episode(episodeId: 345)),
            ])
        #expect(throws: DeepLinkError.self) { try codec.parse("thriftwood://sonarr/episode/0") }
        // Under a season, `episode/N` is the season's Nth episode, never episode id N.
        #expect(
            try codec.parse("thriftwood://sonarr/series/2/season/1/episode/1").path.last
                == .sonarr(.seasonEpisode(seriesId: 2, seasonNumber: 1, episodeNumber: 1)))
        #expect(throws: DeepLinkError.self) { try codec.parse("thriftwood://sonarr/series/2/season/1/episode/0") }
        #expect(throws: DeepLinkError.self) { try codec.parse("thriftwood://sonarr/series/2/season/1/episode/x") }
        #expect(throws: DeepLinkError.self) { try codec.parse("thriftwood://sonarr/series/12/season/-1") }
    }
}
