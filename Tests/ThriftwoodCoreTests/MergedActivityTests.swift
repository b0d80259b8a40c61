import ArrDemoKit
import ArrKit
import Foundation
import ServerKit
import Testing
import ThriftwoodNavigation

@testable import ThriftwoodCore

@Suite("Queue, history, calendar and wanted across Radarr and Sonarr")
@MainActor
struct MergedActivityTests {
    /// The feeds of a demo profile with both services.
    private func feeds(_ env: TestEnvironment) async throws -> [ActivityFeed] {
        let profile = try await env.dependencies.profiles.demoProfile(kinds: .standard)
        await env.dependencies.configure(for: profile)
        return [env.dependencies.radarr.activityFeed, env.dependencies.sonarr.activityFeed]
    }

    @Test("cutoff-unmet rows say the file's quality and the profile's cutoff: 'WEBDL-1080p → Bluray-1080p'")
    func cutoffRowsNameQualities() async throws {
        try await withEnvironment { env in
            let wanted = MergedWantedViewModel(feeds: try await feeds(env))
            await wanted.load()
            await wanted.toggleCutoff()
            for service in [ServiceKind.radarr, .sonarr] {
                let row = try #require(wanted.rows.first { $0.service == service }, "no \(service) row")
                #expect(row.detail.contains(" → Bluray-"), "\(row.detail)")
                #expect(!row.detail.hasPrefix("a file"), "\(row.detail)")
            }
        }
        // A profile whose cutoff is a group names the group; one it cannot read says so in words.
        let json = #"""
            {"id": 4, "name": "HD", "cutoff": 1001, "items": [
              {"quality": {"id": 4, "name": "HDTV-720p"}, "items": [], "allowed": true},
              {"id": 1001, "name": "WEB 1080p", "allowed": true, "items": [
                {"quality": {"id": 3, "name": "WEBDL-1080p"}, "items": [], "allowed": true}]}]}
            """#
        let profile = try JSONDecoder().decode(QualityProfile.self, from: Data(json.utf8))
        #expect(profile.cutoffName == "WEB 1080p")
        let odd = try JSONDecoder().decode(
            QualityProfile.self, from: Data(#"{"id": 5, "name": "X", "cutoff": 9, "items": "nonsense"}"#.utf8))
        #expect(odd.cutoffName == nil && odd.cutoff == 9)
        #expect(UpgradeText.detail(has: "WEBDL-720p", cutoff: "Bluray-1080p") == "WEBDL-720p → Bluray-1080p")
        #expect(UpgradeText.detail(has: nil, cutoff: nil) == "a file → its cutoff")
    }

    @Test("S on the merged wanted list asks first, naming each service's count; nothing is searched before yes")
    func searchAllAsks() async throws {
        try await withEnvironment { env in
            let wanted = MergedWantedViewModel(feeds: try await feeds(env))
            await wanted.load()
            wanted.requestSearchAll()
            let question = try #require(wanted.pendingSearchAll)
            let radarr = try #require(wanted.totals[.radarr])
            let sonarr = try #require(wanted.totals[.sonarr])
            #expect(
                question
                    == "Search \(Format.plural(radarr, "movie")) on Radarr and \(Format.plural(sonarr, "episode")) on Sonarr? Indexers limit API calls."
            )
            #expect(wanted.messages.isEmpty && wanted.activity == nil)
            wanted.pendingSearchAll = nil  // n
            #expect(wanted.messages.isEmpty)
            wanted.requestSearchAll()
            await wanted.confirmSearchAll()
            #expect(wanted.pendingSearchAll == nil && wanted.messages.count == 2)
        }
        #expect(
            MassSearchQuestion.text([(service: "Sonarr", count: 326, noun: "episode")])
                == "Search 326 episodes on Sonarr? Indexers limit API calls.")
        #expect(
            MassSearchQuestion.text([(service: "Radarr", count: nil, noun: "movie")])
                == "Search every movie wanted on Radarr? Indexers limit API calls.")
    }

    @Test("a slow Sonarr does not hold back Radarr's rows: they show at once and Sonarr is said to be still loading")
    func slowServiceIsPending() async throws {
        try await withEnvironment { env in
            let queue = MergedQueueViewModel(feeds: try await feeds(env))
            var slow = DemoFaultSet()
            slow.latency = .seconds(30)
            try await env.sonarrFaults().set(slow)
            let loading = Task { await queue.load() }
            // Radarr answers at once; Sonarr takes 30 s (the load is cancelled long before). Up to
            // 25 s for Radarr: a full parallel run once kept it past the 8 s Sonarr took before.
            var sawRadarrAlone = false
            for _ in 0..<2500 {
                if !queue.rows.isEmpty, queue.rows.allSatisfy({ $0.service == .radarr }),
                    queue.pending.services == [.sonarr]
                {
                    sawRadarrAlone = true
                    break
                }
                try await Task.sleep(for: .milliseconds(10))
            }
            #expect(sawRadarrAlone)
            #expect(queue.pending.message(now: queue.pending.since ?? Date()) == nil)  // not at once
            let later = (queue.pending.since ?? Date()).addingTimeInterval(3)
            #expect(queue.pending.message(now: later) == "Sonarr is still loading (3 s)…")
            loading.cancel()
            await loading.value
            try await env.sonarrFaults().set(DemoFaultSet())
            await queue.load()
            #expect(queue.pending.services.isEmpty && queue.pending.message(now: Date()) == nil)
            #expect(Set(queue.rows.map(\.service)) == [.radarr, .sonarr])
        }
    }

    @Test("one queue lists both services' downloads, soonest first, and removes from the right service")
    func queue() async throws {
        try await withEnvironment { env in
            let queue = MergedQueueViewModel(feeds: try await feeds(env))
            await queue.load()
            #expect(Set(queue.rows.map(\.service)) == [.radarr, .sonarr])
            let left = queue.rows.map { $0.secondsLeft ?? .infinity }
            #expect(left == left.sorted())
            queue.toggleOrder()
            #expect(queue.summary.contains("newest first"))
            let pack = try #require(queue.rows.first { $0.service == .sonarr && $0.title.contains("episodes") })
            queue.serviceFilter = .radarr
            #expect(queue.visibleRows.allSatisfy { $0.service == .radarr })
            await queue.requestRemove(pack)
            #expect(queue.pendingRemove?.row == pack)
            queue.pendingRemove?.choice.blocklist = true
            await queue.confirmRemove()
            #expect(queue.actionError == nil)
            #expect(!queue.rows.contains { $0.id == pack.id })
            #expect(queue.rows.contains { $0.service == .radarr })
        }
    }

    @Test("with Sonarr refusing its key, every merged view keeps Radarr's rows and says Sonarr is missing")
    func oneServiceDown() async throws {
        try await withEnvironment { env in
            let feeds = try await feeds(env)
            var faults = DemoFaultSet()
            faults.unauthorized = true
            try await env.sonarrFaults().set(faults)
            let models: [any MergedActivityModel] = [
                MergedQueueViewModel(feeds: feeds), MergedHistoryViewModel(feeds: feeds),
                MergedCalendarViewModel(feeds: feeds), MergedWantedViewModel(feeds: feeds),
            ]
            for model in models {
                await model.load()
                #expect(model.failures.map(\.service) == [.sonarr])
                #expect(
                    model.failures.first?.message
                        == "Sonarr is not shown: Sonarr refused the API key (401 Unauthorized).")
                #expect(model.rows.allSatisfy { $0.service == .radarr })
            }
            #expect(!models[1].rows.isEmpty && !models[3].rows.isEmpty)
            try await env.sonarrFaults().set(DemoFaultSet())
            await models[1].load()
            #expect(models[1].failures.isEmpty)
            #expect(models[1].rows.contains { $0.service == .sonarr })
        }
    }

    @Test("one history merges both services newest first and filters by the same kind of event in each")
    func history() async throws {
        try await withEnvironment { env in
            let history = MergedHistoryViewModel(feeds: try await feeds(env), pageSize: 20)
            var opened: [AppRoute] = []
            history.onOpen = { opened.append($0) }
            await history.load()
            #expect(Set(history.rows.map(\.service)) == [.radarr, .sonarr])
            let dates = history.rows.map { $0.date ?? .distantPast }
            #expect(dates == dates.sorted(by: >))
            #expect(history.rows.filter { $0.service == .radarr }.allSatisfy { !$0.title.hasPrefix("Movie ") })
            await history.cycleEvent()
            #expect(history.event == .grabbed)
            #expect(!history.rows.isEmpty && history.rows.allSatisfy { $0.event == .grabbed })
            await history.cycleEvent()
            #expect(history.rows.allSatisfy { $0.event == .imported })
            let count = history.rows.count
            await history.loadMore()
            #expect(history.rows.count >= count)
            history.open(try #require(history.rows.first { $0.service == .sonarr }))
            if case .sonarr(.episode, _)? = opened.last {
            } else {
                Issue.record("a Sonarr event opens its episode: \(opened)")
            }
        }
    }

    @Test("the calendar's week shows all seven days; the agenda only days with something; unmonitored on request")
    func calendar() async throws {
        try await withEnvironment { env in
            var utc = Calendar(identifier: .gregorian)
            utc.timeZone = TimeZone(identifier: "UTC") ?? .current
            let calendar = MergedCalendarViewModel(feeds: try await feeds(env), calendar: utc)
            await calendar.load()
            #expect(calendar.days.count == 7)
            #expect(utc.component(.weekday, from: calendar.start) == 2)
            let monitored = calendar.days.flatMap(\.rows)
            #expect(monitored.allSatisfy { $0.monitored })
            calendar.toggleMonitoredOnly()
            #expect(calendar.days.flatMap(\.rows).count >= monitored.count)
            await calendar.toggleLayout()
            #expect(calendar.layout == .agenda)
            #expect(calendar.days.allSatisfy { !$0.rows.isEmpty })
            #expect(Set(calendar.rows.map(\.service)) == [.radarr, .sonarr])
            let week = calendar.start
            await calendar.move(by: 1)
            #expect(calendar.start == utc.date(byAdding: .day, value: 30, to: week))
        }
    }

    @Test("wanted counts each service, switches to cutoff unmet, and searches all in each service shown")
    func wanted() async throws {
        try await withEnvironment { env in
            let wanted = MergedWantedViewModel(feeds: try await feeds(env))
            await wanted.load()
            #expect((wanted.totals[.radarr] ?? 0) > 0 && (wanted.totals[.sonarr] ?? 0) > 0)
            #expect(wanted.summary.hasPrefix("Missing: Radarr"))
            await wanted.toggleCutoff()
            #expect(wanted.summary.hasPrefix("Cutoff unmet"))
            #expect(wanted.rows.allSatisfy { $0.label.text == "Upgrade" })
            wanted.serviceFilter = .radarr
            await wanted.searchAll()
            #expect(wanted.messages.count == 1)
            #expect(wanted.messages.first?.hasPrefix("Radarr: ") == true)
        }
    }

    @Test("the views across services have links that round-trip, and Home lists them")
    func links() throws {
        let codec = KindRegistry.standard.deepLinks
        for route in ActivityRoute.allCases {
            let link = try codec.printText(NavigationState(path: [.activity(route)]))
            #expect(try codec.parse(link).path == [.activity(route)], "\(link)")
        }
        #expect(try codec.parse("thriftwood://calendar").path == [.activity(.calendar)])
        #expect(try codec.parse("thriftwood://wanted").path == [.activity(.wanted)])
        #expect(try codec.parse("thriftwood://activity/calendar").path == [.activity(.calendar)])
        #expect(
            try codec.print(NavigationState(path: [.activity(.calendar)])).absoluteString
                == "thriftwood://activity/calendar")
        #expect(try codec.parse("thriftwood://activity/queue").path == [.activity(.queue)])
        #expect(try codec.parse("thriftwood://radarr/calendar").path == [.radarr(.home), .radarr(.calendar)])
    }
}
