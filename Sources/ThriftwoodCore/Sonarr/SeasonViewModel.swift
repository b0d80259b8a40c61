import ArrKit
import Foundation
import Observation
import SonarrAPI

/// One season's episodes: number, title, air date, downloaded / missing / unaired, monitored.
@MainActor
@Observable
public final class SeasonViewModel {
    /// The series.
    public let seriesId: Int
    /// The season.
    public let seasonNumber: Int
    /// The episodes, in order.
    private(set) var episodes = Loadable<[Episode]>()
    /// Where loading `episodes` stands (loading, failed, how many), for the front ends.
    public var episodesState: LoadState { episodes.state }
    /// What the queue says of the season's episodes.
    public private(set) var queueStates = EpisodeQueueStates()
    /// What the last action did.
    public private(set) var message: String?
    /// Why the last action failed.
    public private(set) var actionError: ErrorNotice?

    /// Opens an episode by its number in the season (set by the coordinator), so the screen's
    /// link names it the way links under a season do.
    public var onEpisode: (@MainActor (Int) -> Void)?
    /// Opens the season's manual release search (series, season; set by the coordinator).
    public var onReleases: (@MainActor (Int, Int) -> Void)?

    private let sonarr: any SonarrService
    private let clock: @Sendable () -> Date

    /// Creates the season `seasonNumber` of series `seriesId`.
    public init(
        seriesId: SeriesID, seasonNumber: Int, sonarr: any SonarrService,
        clock: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.seriesId = seriesId.rawValue
        self.seasonNumber = seasonNumber
        self.sonarr = sonarr
        self.clock = clock
    }

    /// Loads the episodes.
    public func load() async {
        let sonarr = sonarr
        let (id, season) = (seriesId, seasonNumber)
        episodes.begin()
        episodes.finish(await capture { try await sonarr.client().episodes(seriesId: id, seasonNumber: season) })
        guard episodes.error == nil else { return }
        // The queue only refines the episodes' states: unread, each keeps its file's state.
        if case .success(let records) = await capture({ try await sonarr.client().queue(pageSize: 500).records }) {
            queueStates = EpisodeQueueStates(records.filter { $0.seriesId == id })
        }
    }

    /// The season's line above its episodes: "Season 2 · 10 episodes · 5 downloaded · 1 missing ·
    /// 4 unaired · monitored" (monitoring says "3 of 10 monitored" when it is mixed).
    public var summary: String? {
        guard let episodes = episodes.value else { return nil }
        let now = clock()
        var counts: [String: Int] = [:]
        // A queued episode counts by the queue's word ("downloading"), not as missing.
        for episode in episodes {
            let state = queueStates.state(of: episode, now: now).text
            counts[state.hasPrefix("Downloading ") ? "Downloading" : state, default: 0] += 1
        }
        let monitored = episodes.filter(\.monitored).count
        let monitoring =
            monitored == episodes.count
            ? "monitored" : monitored == 0 ? "not monitored" : "\(monitored) of \(episodes.count) monitored"
        let fixed = ["Downloaded", "Missing", "Unaired", "Unmonitored"]
        let queued = counts.keys.filter { !fixed.contains($0) }.sorted()
        let states = ([fixed[0]] + queued + fixed.dropFirst()).compactMap { state in
            counts[state].map { "\($0) \(state.lowercased())" }
        }
        return ([SonarrLabels.season(seasonNumber), Format.plural(episodes.count, "episode")] + states + [monitoring])
            .joined(separator: " · ")
    }

    /// Opens `episode`.
    func open(_ episode: Episode) { onEpisode?(episode.episodeNumber) }

    /// Opens the manual search of the whole season (season packs included).
    public func openReleases() { onReleases?(seriesId, seasonNumber) }

    /// Searches for the season's missing episodes and waits for the command.
    public func searchSeason() async {
        let sonarr = sonarr
        let request = CommandRequest.seasonSearch(seriesId: seriesId, seasonNumber: seasonNumber)
        actionError = nil
        message = "Searching \(SonarrLabels.season(seasonNumber).lowercased())…"
        switch await capture({ try await sonarr.client().runCommand(request, pollInterval: .milliseconds(300)) }) {
        case .success(let command): message = RadarrLabels.outcome(of: command, action: "Season search")
        case .failure(let error):
            message = nil
            actionError = ErrorNotice(error)
        }
    }

    /// The episode's state now.
    func state(of episode: Episode) -> StatusLabel { queueStates.state(of: episode, now: clock()) }

    /// Monitors or unmonitors one episode (one request).
    func toggleMonitoring(_ episode: Episode) async {
        let sonarr = sonarr
        actionError = nil
        switch await capture({ try await sonarr.client().setEpisodes([episode.id], monitored: !episode.monitored) }) {
        case .success(let changed):
            if let updated = changed.first, var list = episodes.value,
                let index = list.firstIndex(where: { $0.id == updated.id })
            {
                list[index].monitored = updated.monitored
                episodes = Loadable(value: list)
            }
            message = "\(episode.code) is \(episode.monitored ? "no longer monitored" : "monitored")"
        case .failure(let error): actionError = ErrorNotice(error)
        }
    }

    /// Searches for one episode and waits for the command.
    func search(_ episode: Episode) async {
        let sonarr = sonarr
        actionError = nil
        message = "Searching for \(episode.code)…"
        switch await capture({
            try await sonarr.client().runCommand(.episodeSearch([episode.id]), pollInterval: .milliseconds(300))
        }) {
        case .success(let command): message = "\(episode.code): \(RadarrLabels.command(command.status).text)"
        case .failure(let error):
            message = nil
            actionError = ErrorNotice(error)
        }
    }
}

extension SeasonViewModel: ScreenViewModel {}
