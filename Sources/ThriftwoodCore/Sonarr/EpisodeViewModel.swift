import ArrKit
import Foundation
import Observation
import SonarrAPI

/// One episode: when it airs, what it is about, its file and history; monitor, search,
/// manual releases and deleting its file.
@MainActor
@Observable
public final class EpisodeViewModel {
    /// How the screen names its episode (an id, or a number in a season).
    public let locator: EpisodeLocator
    /// The episode's id: known from the start, or once the episode is loaded.
    public var episodeId: Int? { episode.value?.id ?? locator.knownId }
    /// The episode with its file and series.
    private(set) var episode = Loadable<Episode>()
    /// Where loading `episode` stands (loading, failed, how many), for the front ends.
    public var episodeState: LoadState { episode.state }
    /// The episode's history, newest first, or why it could not be read.
    private(set) var history: LoadedPart<[SonarrHistoryRecord]>?
    /// What the last action did.
    public private(set) var message: String?
    /// Why the last action failed.
    public private(set) var actionError: ErrorNotice?
    /// Whether deleting the file waits for the user's yes.
    public private(set) var confirmingDelete = false
    /// Opens the episode's manual release search (set by the coordinator, which knows its route).
    public var onReleases: (@MainActor () -> Void)?
    /// Opens the series (set by the coordinator).
    public var onSeries: (@MainActor (Int) -> Void)?

    private let sonarr: any SonarrService
    private let clock: @Sendable () -> Date

    /// Creates the screen's model for the episode `locator` names.
    public init(
        locator: EpisodeLocator, sonarr: any SonarrService, clock: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.locator = locator
        self.sonarr = sonarr
        self.clock = clock
    }

    /// Creates the screen's model for episode `episodeId`.
    public convenience init(
        episodeId: Int, sonarr: any SonarrService, clock: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.init(locator: .id(episodeId), sonarr: sonarr, clock: clock)
    }

    /// Its subtitles, when the profile has a subtitle server (Bazarr); the coordinator sets it.
    public var subtitles: SubtitlesPanel?

    /// Loads the episode, then its history (and its subtitles).
    public func load() async {
        let (sonarr, locator) = (sonarr, locator)
        episode.begin()
        episode.finish(
            await capture {
                let client = try await sonarr.client()
                return try await client.episode(id: locator.resolve(on: client))
            })
        guard let loaded = episode.value else { return }
        let id = loaded.id
        let (seriesId, season) = (loaded.seriesId, loaded.seasonNumber)
        history = await LoadedPart.capture {
            try await sonarr.client().seriesHistory(seriesId: seriesId, seasonNumber: season)
                .filter { $0.episodeId == id }
        }
        if let subtitles {
            subtitles.subject = .episode(series: seriesId, episode: id)
            await subtitles.load()
        }
        // The queue only refines the state: unread, the file's state stands.
        if case .success(let records) = await capture({ try await sonarr.client().queue(pageSize: 500).records }) {
            queueStates = EpisodeQueueStates(records.filter { $0.episodeId == id })
        }
    }

    /// What the queue says of the episode.
    public private(set) var queueStates = EpisodeQueueStates()

    /// Whether the server said this episode does not exist.
    public var isGone: Bool { episode.isGone }
    /// One thing, read again before a question about it.
    public var showsOneThing: Bool { true }
    /// The title for the header: "Series – S01E02 – Title".
    public var loadedTitle: String? {
        episode.value.map { episode in
            [episode.series?.title, episode.code, episode.title].compactMap { $0 }.joined(separator: " – ")
        }
    }

    /// The episode's state now: its download's while in the queue ("Downloading 40%"), else
    /// downloaded, missing, unaired or not monitored.
    public var state: StatusLabel? { episode.value.map { queueStates.state(of: $0, now: clock()) } }

    /// Monitors or unmonitors the episode.
    public func toggleMonitoring() async {
        guard let current = episode.value else { return }
        let sonarr = sonarr
        actionError = nil
        switch await capture({ try await sonarr.client().setEpisodes([current.id], monitored: !current.monitored) }) {
        case .success:
            var changed = current
            changed.monitored.toggle()
            episode = Loadable(value: changed)
            message = changed.monitored ? "Monitored" : "No longer monitored"
        case .failure(let error): actionError = ErrorNotice(error)
        }
    }

    /// Runs Sonarr's automatic search for the episode and waits for it.
    public func search() async {
        guard let id = episodeId else { return }
        let sonarr = sonarr
        actionError = nil
        message = "Searching…"
        switch await capture({
            try await sonarr.client().runCommand(.episodeSearch([id]), pollInterval: .milliseconds(300))
        }) {
        case .success(let command): message = RadarrLabels.outcome(of: command, action: "Search")
        case .failure(let error):
            message = nil
            actionError = ErrorNotice(error)
        }
    }

    /// Opens the manual release search for the episode.
    public func openReleases() {
        onReleases?()
    }

    /// Opens the episode's series.
    public func openSeries() {
        if let seriesId = episode.value?.seriesId { onSeries?(seriesId) }
    }

    /// Asks before deleting the file (nothing to ask when there is none).
    public func requestDeleteFile() {
        guard episode.value?.episodeFile != nil || (episode.value?.episodeFileId ?? 0) > 0 else {
            message = "This episode has no file."
            return
        }
        confirmingDelete = true
    }

    /// Keeps the file.
    public func cancelDelete() { confirmingDelete = false }

    /// Deletes the file from disk; the episode becomes missing (if monitored).
    public func confirmDeleteFile() async {
        confirmingDelete = false
        guard let current = episode.value, let fileId = current.episodeFile?.id ?? current.episodeFileId else { return }
        let sonarr = sonarr
        actionError = nil
        switch await capture({ try await sonarr.client().deleteEpisodeFile(id: fileId) }) {
        case .success:
            message = "File deleted"
            await load()
        case .failure(let error): actionError = ErrorNotice(error)
        }
    }
}

extension EpisodeViewModel: ScreenViewModel {}
