import ArrKit
import Foundation
import SonarrAPI
import Testing
import ThriftwoodNavigation

@testable import ThriftwoodCore

@Suite("Sonarr's screens against the Sonarr demo server")
@MainActor
struct SonarrFeatureTests {
    /// A profile on both demo servers, with Sonarr configured.
    private func sonarr(_ env: TestEnvironment) async throws -> any SonarrService {
        let profile = try await env.dependencies.profiles.demoProfile(kinds: .standard)
        await env.dependencies.configure(for: profile)
        return env.dependencies.sonarr
    }

    @Test("the series list sorts, filters and searches ignoring case and accents, and opens a series")
    func seriesList() async throws {
        try await withEnvironment { env in
            let list = SeriesListViewModel(sonarr: try await sonarr(env))
            await list.load()
            #expect(list.visible.count == 30)
            #expect(list.visible.first?.title == "Abbott Elementary")
            list.searchText = "SHOGUN"
            #expect(list.visible.map(\.title) == ["Shōgun"])
            list.searchText = ""
            list.filter = .continuing
            #expect(!list.visible.isEmpty && list.visible.allSatisfy { $0.status == .continuing })
            list.filter = .missing
            #expect(list.visible.allSatisfy { ($0.statistics?.isComplete ?? false) == false })
            list.filter = .all
            list.sort = .nextAiring
            let airing = list.visible.compactMap(\.nextAiring)
            #expect(airing == airing.sorted())
            var opened: Int?
            list.onSelect = { opened = $0 }
            list.select(try #require(list.visible.first))
            #expect(opened == list.visible.first?.id)
        }
    }

    @Test("a series shows its seasons; monitoring a season carries to its episodes")
    func seriesDetailAndSeason() async throws {
        try await withEnvironment { env in
            let service = try await sonarr(env)
            let all = try await service.client().series()
            let series = try #require(all.first { $0.seasons.contains { !$0.monitored && $0.seasonNumber > 0 } })
            let id = try #require(series.id)
            let detail = SeriesDetailViewModel(seriesId: SeriesID(id), sonarr: service)
            await detail.load()
            #expect(detail.loadedTitle == "\(series.title) (\(series.year))")
            #expect(detail.seasons.last?.seasonNumber == 0 || detail.seasons.allSatisfy { $0.seasonNumber > 0 })
            let unmonitored = try #require(detail.seasons.first { !$0.monitored && $0.seasonNumber > 0 })
            await detail.toggleMonitoring(season: unmonitored.seasonNumber)
            #expect(detail.actionError == nil)
            #expect(detail.series.value?.season(unmonitored.seasonNumber)?.monitored == true)
            let season = SeasonViewModel(
                seriesId: SeriesID(id), seasonNumber: unmonitored.seasonNumber, sonarr: service)
            await season.load()
            let episodes = try #require(season.episodes.value)
            #expect(!episodes.isEmpty && episodes.allSatisfy(\.monitored))
            let first = try #require(episodes.first)
            await season.toggleMonitoring(first)
            #expect(season.episodes.value?.first?.monitored == false)
            #expect(season.state(of: first).text == "Missing" || season.state(of: first).text == "Downloaded")
        }
    }

    @Test("the queue shows a season pack as one download; removing it removes every episode, after asking")
    func queue() async throws {
        try await withEnvironment { env in
            let sonarr = try await sonarr(env)
            let records = try await sonarr.client().queue().records
            let queue = ArrQueueViewModel(source: sonarr.queueSource)
            await queue.load()
            let lines = queue.lines
            let isPack: (ArrQueueLine) -> Bool = { $0.part.hasSuffix("episodes") }
            let pack = try #require(lines.first(where: isPack))
            let packRecords = records.filter { $0.downloadId == pack.id }
            #expect(packRecords.count > 1)
            #expect(pack.part.hasSuffix("\(packRecords.count) episodes"))
            #expect(pack.status.text == "Downloading")
            #expect(queue.openWords == "open series")
            // The removal is asked by the line's id and names the pack with its series.
            await queue.requestRemove(id: pack.id)
            #expect(queue.pendingRemove?.question.hasSuffix("\(packRecords.count) episodes?") == true)
            queue.pendingRemove?.blocklist = true
            await queue.confirmRemove()
            #expect(queue.actionError == nil)
            let after = queue.lines.map(\.id)
            #expect(!after.contains(pack.id))
            #expect(after.count == lines.count - 1)
            let left = try await sonarr.client().queue().records
            #expect(left.filter { $0.downloadId == pack.id }.isEmpty)
        }
    }

    @Test("a form's answers set the add question's fields: unknown values are ignored, an unticked box is off")
    func addAnswers() async throws {
        try await withEnvironment { env in
            let add = AddSeriesViewModel(query: "the x-files", sonarr: try await sonarr(env))
            var opened: [Int] = []
            add.onOpen = { opened.append($0) }
            await add.load()
            let offer = try #require(add.offers.first)
            #expect(add.addQuestion(for: offer.id) == "Add \(offer.title) to Sonarr?")
            #expect(add.choice.seasonFolder)
            let answers = ["type": "anime", "quality": "999", "monitor": "pilot", "searchForMissing": "on"]
            #expect(await add.add(offer: "no-such-key", answers: answers) == false)
            #expect(add.choice.seriesType == .standard)
            #expect(await add.add(offer: offer.id, answers: answers))
            #expect(add.addError == nil)
            #expect(add.choice.seriesType == .anime && add.choice.monitor == .pilot)
            #expect(add.choice.qualityProfileId == 1 && !add.choice.seasonFolder && add.choice.searchForMissing)
            let id = try #require(opened.last)
            let series = try await env.dependencies.sonarr.client().series(id: id)
            #expect(series.seriesType == .anime && series.seasonFolder == false)
        }
    }

    @Test("adding a looked-up series with a monitor preset opens it; one already in the library opens instead")
    func addSeries() async throws {
        try await withEnvironment { env in
            let add = AddSeriesViewModel(query: "the x-files", sonarr: try await sonarr(env))
            var opened: [Int] = []
            add.onOpen = { opened.append($0) }
            await add.load()
            #expect(add.choicesError == nil && add.choice.qualityProfileId == 1)
            #expect(add.monitorChoices.contains(.lastSeason))
            let found = try #require(add.results.value?.first)
            #expect(!found.isInLibrary)
            add.choice.monitor = .pilot
            await add.add(found)
            #expect(add.addError == nil)
            let id = try #require(opened.last)
            let episodes = try await env.dependencies.sonarr.client().episodes(seriesId: id)
            #expect(episodes.filter(\.monitored).map(\.code) == ["S01E01"])
            add.term = "breaking bad"
            await add.search()
            let existing = try #require(add.results.value?.first)
            await add.add(existing)
            #expect(opened.last == existing.id)
            await add.add(found)
            #expect(add.addError?.message == "TvdbId: This series has already been added")
        }
    }

    @Test("a v3 server offers its language profiles and the add sends the chosen one; v4 offers none")
    func languageProfiles() async throws {
        try await withEnvironment(sonarrVersion: "3.0.10.1567") { env in
            let add = AddSeriesViewModel(query: "the x-files", sonarr: try await sonarr(env))
            await add.load()
            #expect(add.languageProfiles.map(\.name) == ["English", "Original"])
            #expect(add.languageProfileName == "English")
            #expect(!add.monitorChoices.contains(.lastSeason) && add.monitorChoices.contains(.latestSeason))
            add.cycleLanguageProfile()
            #expect(add.languageProfileName == "Original")
            var opened: [Int] = []
            add.onOpen = { opened.append($0) }
            await add.add(try #require(add.results.value?.first))
            #expect(add.addError == nil)
            let added = try await env.dependencies.sonarr.client().series(id: try #require(opened.last))
            #expect(added.languageProfileId == 2)
        }
        try await withEnvironment { env in
            let add = AddSeriesViewModel(query: nil, sonarr: try await sonarr(env))
            await add.load()
            #expect(add.languageProfiles.isEmpty && add.languageProfileName == nil)
        }
    }

    @Test("a v3 server refuses a language profile it does not have, and the add says so")
    func unknownLanguageProfile() async throws {
        try await withEnvironment(sonarrVersion: "3.0.10.1567") { env in
            let add = AddSeriesViewModel(query: "the x-files", sonarr: try await sonarr(env))
            await add.load()
            add.choice.languageProfileId = 9
            await add.add(try #require(add.results.value?.first))
            #expect(add.addError?.message.contains("Language profile does not exist") == true)
        }
    }

    @Test("Sonarr's links open its own screens and never Radarr's")
    func links() throws {
        let codec = KindRegistry.standard.deepLinks
        #expect(
            try codec.parse("thriftwood://sonarr/series/12").path
                == [.sonarr(.home), .sonarr(.seriesList), .sonarr(.seriesDetail(seriesId: 12))])
        #expect(
            try codec.parse("thriftwood://sonarr/series/12/season/3").path == [
                .sonarr(.home), .sonarr(.seriesList), .sonarr(.seriesDetail(seriesId: 12)),
                .sonarr(.season(seriesId: 12, seasonNumber: 3)),
            ])
        #expect(try codec.parse("thriftwood://sonarr").path == [.sonarr(.home)])
        #expect(try codec.parse("thriftwood://sonarr/queue").path == [.sonarr(.home), .sonarr(.queue)])
        #expect(try codec.parse("thriftwood://radarr/queue").path == [.radarr(.home), .radarr(.queue)])
        #expect(throws: DeepLinkError.self) { try codec.parse("thriftwood://radarr/series") }
        for route: AppRoute in [.sonarr(.seriesDetail(seriesId: 7)), .sonarr(.episode(episodeId: 3))] {
            let link = try codec.printText(NavigationState(path: [.sonarr(.home), route]))
            #expect(link.hasPrefix("thriftwood://sonarr/"))
            #expect(try codec.parse(link).path.last == route)
        }
    }
}
