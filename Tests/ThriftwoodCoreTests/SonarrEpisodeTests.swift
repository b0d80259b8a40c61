import ArrDemoKit
import ArrKit
import Foundation
import ServerKit
import SonarrAPI
import Testing

@testable import ThriftwoodCore

@Suite("Sonarr's episode, release and edit screens against the Sonarr demo server")
@MainActor
struct SonarrEpisodeTests {
    /// A profile on both demo servers, with Sonarr configured.
    private func sonarr(_ env: TestEnvironment) async throws -> any SonarrService {
        let profile = try await env.dependencies.profiles.demoProfile(kinds: .standard)
        await env.dependencies.configure(for: profile)
        return env.dependencies.sonarr
    }

    /// The first downloaded episode in the demo library.
    private func downloadedEpisode(_ service: any SonarrService) async throws -> Episode {
        let client = try await service.client()
        for series in try await client.series() where (series.statistics?.episodeFileCount ?? 0) > 0 {
            if let episode = try await client.episodes(seriesId: series.id ?? 0).first(where: { $0.hasFile }) {
                return episode
            }
        }
        throw CoreError.noService(.sonarr)
    }

    @Test("an episode shows its file and history; deleting the file asks first and leaves it missing")
    func episodeFileAndHistory() async throws {
        try await withEnvironment { env in
            let service = try await sonarr(env)
            let downloaded = try await downloadedEpisode(service)
            let episode = EpisodeViewModel(episodeId: downloaded.id, sonarr: service)
            await episode.load()
            let loaded = try #require(episode.episode.value)
            #expect(episode.loadedTitle?.contains(downloaded.code) == true)
            #expect(episode.state?.text == "Downloaded")
            let file = try #require(loaded.episodeFile)
            #expect(SonarrLabels.file(file).hasPrefix(file.quality?.name ?? "?"))
            #expect(episode.history?.value?.allSatisfy { $0.episodeId == downloaded.id } == true)
            episode.requestDeleteFile()
            #expect(episode.confirmingDelete)
            episode.cancelDelete()
            #expect(try await service.client().episode(id: downloaded.id).hasFile)
            episode.requestDeleteFile()
            await episode.confirmDeleteFile()
            #expect(episode.actionError == nil)
            #expect(episode.episode.value?.hasFile == false)
            #expect(episode.state?.text == (loaded.monitored ? "Missing" : "Unmonitored"))
            episode.requestDeleteFile()
            #expect(!episode.confirmingDelete)
            #expect(episode.message == "This episode has no file.")
        }
    }

    @Test("a series' detail names its quality profile, type and tags; a season sums up its episodes")
    func seriesSettingsAndSeasonSummary() async throws {
        try await withEnvironment { env in
            let service = try await sonarr(env)
            let client = try await service.client()
            let profiles = try await client.qualityProfiles()
            let detail = SeriesDetailViewModel(seriesId: 2, sonarr: service)
            await detail.load()
            let series = try #require(detail.series.value)
            let lines = Dictionary(detail.settingsLines, uniquingKeysWith: { first, _ in first })
            #expect(lines["Quality profile"] == profiles.first { $0.id == series.qualityProfileId }?.name)
            #expect(lines["Type"] == "Standard")
            #expect(lines["Tags"] == "none")

            let season = SeasonViewModel(seriesId: 2, seasonNumber: 1, sonarr: service)
            await season.load()
            let episodes = try #require(season.episodes.value)
            #expect(season.summary?.hasPrefix("Season 1 · \(episodes.count) episodes · ") == true)
            #expect(season.summary?.contains("\(episodes.filter(\.hasFile).count) downloaded") == true)
        }
    }

    @Test("an episode's monitoring toggles, its search finishes, and its releases open through the coordinator")
    func episodeActions() async throws {
        try await withEnvironment { env in
            let service = try await sonarr(env)
            let downloaded = try await downloadedEpisode(service)
            let episode = EpisodeViewModel(episodeId: downloaded.id, sonarr: service)
            var releasesOpened = false
            episode.onReleases = { releasesOpened = true }
            await episode.load()
            await episode.toggleMonitoring()
            #expect(try await service.client().episode(id: downloaded.id).monitored == !downloaded.monitored)
            await episode.search()
            #expect(episode.actionError == nil)
            #expect(episode.message?.hasPrefix("Search completed") == true)
            episode.openReleases()
            #expect(releasesOpened)
        }
    }

    @Test("a season's manual search marks season packs, sorts and filters, asks before a rejected grab, and grabs")
    func seasonReleases() async throws {
        try await withEnvironment { env in
            let service = try await sonarr(env)
            let series = try #require(try await service.client().series().first { $0.seasons.count > 1 })
            let seasonNumber = try #require(series.seasons.first { $0.seasonNumber > 0 }?.seasonNumber)
            let releases = ReleasesViewModel(source: .season(seasonNumber, of: series.id ?? 0, sonarr: service))
            await releases.load()
            let all = try #require(releases.releases.value)
            #expect(all.contains { $0.fullSeason })
            #expect(releases.summary.contains("for Season \(seasonNumber)"))
            releases.sort = .size
            #expect(releases.visible.map(\.size) == releases.visible.map(\.size).sorted(by: >))
            releases.sort = .quality
            #expect(releases.visible.map(\.qualityWeight) == releases.visible.map(\.qualityWeight).sorted(by: >))
            let rejected = try #require(all.first { $0.rejected })
            await releases.requestGrab(rejected)
            #expect(releases.pendingRejected == rejected)
            #expect(releases.rejectedQuestion == "Sonarr rejected this release. Grab anyway?")
            releases.cancelGrab()
            releases.approvedOnly = true
            let pack = try #require(releases.visible.first { $0.fullSeason })
            let before = try await service.client().queue().totalRecords
            await releases.requestGrab(pack)
            #expect(releases.actionError == nil)
            #expect(releases.message == "Grabbed \(pack.title)")
            #expect(try await service.client().queue().totalRecords > before)
        }
    }

    @Test("an episode's manual search grabs one release into the queue")
    func episodeReleases() async throws {
        try await withEnvironment { env in
            let service = try await sonarr(env)
            let downloaded = try await downloadedEpisode(service)
            let releases = ReleasesViewModel(source: .episode(.id(downloaded.id), sonarr: service))
            await releases.load()
            #expect(releases.releases.value?.contains { $0.fullSeason } == false)
            let pick = try #require(releases.visible.first { $0.approved })
            let before = try await service.client().queue().totalRecords
            await releases.grab(pick)
            #expect(releases.actionError == nil)
            #expect(try await service.client().queue().totalRecords == before + 1)
        }
    }

    @Test("editing a series changes only what the form edits, and leaving with edits is noticed")
    func editSeries() async throws {
        try await withEnvironment { env in
            let service = try await sonarr(env)
            let series = try #require(try await service.client().series().first)
            let id = try #require(series.id)
            let edit = ArrItemEditor(source: service.editSource(seriesId: id))
            var saved = false
            edit.onSaved = { saved = true }
            await edit.load()
            #expect(!edit.hasChanges)
            edit.cycle(field: "type")
            edit.cycle(field: "seasonFolder")
            edit.monitored.toggle()
            #expect(edit.hasChanges)
            await edit.addTag(named: "Weekend")
            await edit.save()
            #expect(edit.saveError == nil && saved)
            let after = try await service.client().series(id: id)
            #expect(after.seriesType?.wireName == edit.value(of: "type") && after.seriesType != series.seriesType)
            #expect(after.seasonFolder == !(series.seasonFolder ?? true))
            #expect(after.monitored == !series.monitored)
            #expect(after.title == series.title && after.seasons.count == series.seasons.count)
            let tags = try await service.client().tags()
            #expect(after.tags?.contains { id in tags.contains { $0.id == id && $0.label == "Weekend" } } == true)
        }
    }

    @Test("deleting a series asks with its choices, then leaves the screen; the series is gone")
    func deleteSeries() async throws {
        try await withEnvironment { env in
            let service = try await sonarr(env)
            let series = try #require(try await service.client().series().last)
            let id = try #require(series.id)
            let detail = SeriesDetailViewModel(seriesId: SeriesID(id), sonarr: service)
            var left = false
            detail.onDeleted = { left = true }
            await detail.load()
            await detail.requestDelete()
            #expect(detail.pendingDelete == LibraryDeleteChoice())
            #expect(!left)
            detail.pendingDelete?.addImportExclusion = true
            await detail.confirmDelete()
            #expect(left && detail.actionError == nil)
            #expect(try await service.client().series().contains { $0.id == id } == false)
        }
    }

    @Test("refreshing a series runs Sonarr's refresh to the end")
    func refreshSeries() async throws {
        try await withEnvironment { env in
            let service = try await sonarr(env)
            let id = try #require(try await service.client().series().first?.id)
            let detail = SeriesDetailViewModel(seriesId: SeriesID(id), sonarr: service)
            await detail.load()
            await detail.refresh()
            #expect(detail.actionError == nil)
            #expect(detail.message?.hasPrefix("Refresh completed") == true)
        }
    }

    @Test("the add form starts from the options last used, falling back where the server lacks them")
    func rememberedAddOptions() async throws {
        try await withEnvironment { env in
            let service = try await sonarr(env)
            let first = AddSeriesViewModel(
                query: "the x-files", sonarr: service, preferences: env.dependencies.preferences)
            await first.load()
            first.choice.monitor = .pilot
            first.choice.seriesType = .anime
            first.choice.seasonFolder = false
            let found = try #require(first.results.value?.first)
            await first.add(found)
            #expect(first.addError == nil)
            var stored = try await env.dependencies.preferences.preferences()
            #expect(stored.addSeries.monitor == .pilot)
            let second = AddSeriesViewModel(query: nil, sonarr: service, preferences: env.dependencies.preferences)
            await second.load()
            #expect(second.choice.monitor == .pilot && second.choice.seriesType == .anime)
            #expect(!second.choice.seasonFolder)
            stored.addSeries.rootFolderPath = "/nowhere"
            stored.addSeries.qualityProfileId = 999
            let changed = stored
            _ = try await env.dependencies.preferences.update { $0 = changed }
            let third = AddSeriesViewModel(query: nil, sonarr: service, preferences: env.dependencies.preferences)
            await third.load()
            #expect(third.choice.rootFolderPath == third.rootFolders.first?.path)
            #expect(third.choice.qualityProfileId == third.qualityProfiles.first?.id)
        }
    }
}
