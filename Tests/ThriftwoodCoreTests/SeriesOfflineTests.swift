import ArrKit
import Foundation
import RadarrAPI
import SonarrAPI
import Testing

@testable import ThriftwoodCore

@Suite("A series opened while Sonarr cannot be reached")
@MainActor
struct SeriesOfflineTests {
    @Test("shows the offline copy's record, named, with the error above it and the copy's date")
    func showsOfflineCopy() async {
        let copy = CachedSeriesLibrary(
            series: [Series(id: 12, title: "The Wire", year: 2002)],
            updatedAt: Date(timeIntervalSince1970: 1_700_000_000))
        let detail = SeriesDetailViewModel(seriesId: SeriesID(12), sonarr: NoSonarrService(.sonarr)) { copy }
        await detail.load()
        #expect(detail.series.error != nil, "the reason stays on screen")
        #expect(detail.loadedTitle == "The Wire (2002)")
        #expect(detail.offlineNote?.hasPrefix("Shown from the offline copy of ") == true)
    }

    @Test("with no copy of it, only the error shows, and no offline note promises one")
    func noCopy() async {
        let detail = SeriesDetailViewModel(seriesId: SeriesID(12), sonarr: NoSonarrService(.sonarr)) {
            CachedSeriesLibrary(series: [Series(id: 7, title: "Other")], updatedAt: Date())
        }
        await detail.load()
        #expect(detail.series.value == nil && detail.series.error != nil && detail.offlineNote == nil)
    }
}

@Suite("A movie on its way reads as the queue has it")
struct MovieQueueStateTests {
    @Test("a movie in Radarr's queue reads “Downloading N%” (or the queue's word) on its screen, not Missing")
    func movieScreenShowsQueueState() async throws {
        try await withEnvironment { env in
            _ = try await env.demoProfile()
            let client = try await env.dependencies.radarr.client()
            let queued = try #require(try await client.queue(pageSize: 50).records.first { $0.movieId != nil })
            let movieId = try #require(queued.movieId)
            let detail = try await env.dependencies.radarr.movieDetail(MovieID(movieId))
            // The demo's downloads move on between the two reads: the queue's word, not its percent.
            let word = MovieQueueStates([queued])[movieId]?.text.split(separator: " ").first.map(String.init) ?? "?"
            #expect(detail.status.text.contains(" · \(word)"), "\(detail.status.text)")
            #expect(!detail.status.text.contains("Missing"))
        }
    }
}

@Suite("Episodes on their way read as the queue has them")
@MainActor
struct EpisodeQueueStateTests {
    @Test("a season whose pack downloads counts its episodes as in the queue, not missing, on its screen and row")
    func seasonPack() async throws {
        try await withEnvironment { env in
            let profile = try await env.dependencies.profiles.create(
                ProfileDraft(
                    name: "TV", sonarr: ConnectionDraft(.sonarr, url: ServiceServer.embeddedDemoURL, apiKey: "demo")))
            await env.dependencies.sonarr.configure(profile.sonarr)
            let client = try await env.dependencies.sonarr.client()
            let records = try await client.queue(pageSize: 500).records
            let bySeason = Dictionary(grouping: records.filter { $0.seriesId != nil && $0.episode != nil }) {
                "\($0.seriesId ?? 0)/\($0.episode?.seasonNumber ?? 0)"
            }
            let pack = try #require(bySeason.values.max { $0.count < $1.count })
            let seriesId = try #require(pack.first?.seriesId)
            let seasonNumber = try #require(pack.first?.episode?.seasonNumber)
            let season = SeasonViewModel(
                seriesId: SeriesID(seriesId), seasonNumber: seasonNumber, sonarr: env.dependencies.sonarr)
            await season.load()
            let episodes = try #require(season.episodes.value)
            let queued = episodes.filter { season.queueStates[$0.id] != nil }
            #expect(queued.count == pack.count)
            #expect(queued.allSatisfy { season.state(of: $0).text != "Missing" })
            #expect(season.summary?.contains("\(pack.count) missing") == false, "\(season.summary ?? "")")
            let detail = SeriesDetailViewModel(seriesId: SeriesID(seriesId), sonarr: env.dependencies.sonarr)
            await detail.load()
            let row = try #require(detail.seasons.first { $0.seasonNumber == seasonNumber })
            #expect(detail.queueNote(for: row) == "\(pack.count) in the queue")
        }
    }
}
