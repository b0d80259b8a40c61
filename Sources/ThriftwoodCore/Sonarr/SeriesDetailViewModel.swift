import ArrKit
import Foundation
import Observation
import SonarrAPI

/// One series: its details, its seasons with their progress, and what can be done to it.
@MainActor
@Observable
public final class SeriesDetailViewModel {
    /// The series' id.
    public let seriesId: Int

    /// Its poster, fetched beside the rest (the coordinator sets it; nil without pictures).
    public var poster: PicturePanel?
    /// The series as the server has it.
    private(set) var series = Loadable<Series>()
    /// Where loading `series` stands (loading, failed, how many), for the front ends.
    public var seriesState: LoadState { series.state }
    /// The names of the server's quality profiles and tags, to show the series' settings.
    public private(set) var settings: LoadedPart<SeriesSettingsNames>?
    /// Whether the series has loaded, so its actions mean something (a series that does not
    /// exist offers only reloading).
    public var canAct: Bool { series.value != nil }
    /// What the last action did, for the status line.
    public private(set) var message: String?
    /// Why the last action failed.
    public private(set) var actionError: ErrorNotice?
    /// Opens a season (set by the coordinator).
    public var onSeason: (@MainActor (Int, Int) -> Void)?
    /// Opens the edit form (set by the coordinator).
    public var onEdit: (@MainActor (Int) -> Void)?
    /// Opens the series' history (set by the coordinator).
    public var onHistory: (@MainActor (Int) -> Void)?
    /// Leaves the screen after the series is deleted (set by the coordinator).
    public var onDeleted: (@MainActor () -> Void)?
    /// The delete waiting for the user's yes, with its choices.
    public var pendingDelete: LibraryDeleteChoice?
    /// Whether deleting asks first (the "confirm destructive actions" preference).
    public var asksBeforeDeleting = true

    /// What the queue says of the series' episodes (a season pack downloading, say).
    public private(set) var queueStates = EpisodeQueueStates()

    /// What the queue holds of a season, for its row: "12 in the queue" while a pack (or some
    /// episodes) downloads; nil when none of it is queued.
    func queueNote(for season: Season) -> String? {
        let queued = queueStates.queued(seriesId: seriesId, seasonNumber: season.seasonNumber)
        return queued > 0 ? "\(queued) in the queue" : nil
    }

    /// When the offline copy shown was made, while Sonarr cannot be reached; nil when what is
    /// shown came from Sonarr.
    public private(set) var offlineCopyDate: Date?

    private let sonarr: any SonarrService
    private let offlineCopy: @Sendable () async throws -> CachedSeriesLibrary?

    /// Creates the detail of series `seriesId`; `offlineCopy` reads the library's offline copy,
    /// shown (saying so) when Sonarr cannot be reached.
    public init(
        seriesId: SeriesID, sonarr: any SonarrService,
        offlineCopy: @escaping @Sendable () async throws -> CachedSeriesLibrary? = { nil }
    ) {
        self.seriesId = seriesId.rawValue
        self.sonarr = sonarr
        self.offlineCopy = offlineCopy
    }

    /// Loads the series; when Sonarr cannot be reached, the offline copy's record is shown with
    /// the error above it (its title, seasons and progress as they were).
    public func load() async {
        // The poster comes beside the rest and never holds it up.
        async let posterLoaded: Void = loadPoster()
        await loadContent()
        await posterLoaded
    }

    private func loadPoster() async { await poster?.load() }

    private func loadContent() async {
        let sonarr = sonarr
        let id = seriesId
        series.begin()
        series.finish(await capture { try await sonarr.client().series(id: id) })
        if series.error == nil {
            offlineCopyDate = nil
        } else if series.value == nil || offlineCopyDate != nil {
            await showOfflineCopy()
        }
        guard series.value != nil, offlineCopyDate == nil else { return }
        // The queue only adds to the seasons' rows: unread, they show their statistics alone.
        if case .success(let records) = await capture({ try await sonarr.client().queue(pageSize: 500).records }) {
            queueStates = EpisodeQueueStates(records.filter { $0.seriesId == id })
        }
        settings = await LoadedPart.capture {
            let client = try await sonarr.client()
            async let profiles = client.qualityProfiles()
            async let tags = client.tags()
            return SeriesSettingsNames(
                profiles: Dictionary(
                    try await profiles.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first }),
                tags: Dictionary(try await tags.map { ($0.id, $0.label) }, uniquingKeysWith: { first, _ in first }))
        }
    }

    /// Puts the offline copy's record of the series on screen, if the copy has it; a copy that
    /// cannot be read changes nothing (the error above says why the series is not shown).
    private func showOfflineCopy() async {
        let id = seriesId
        let copy: CachedSeriesLibrary?
        do {
            copy = try await offlineCopy()
        } catch {
            return
        }
        guard let copy, let record = copy.series.first(where: { $0.id == id }) else { return }
        series.value = record
        offlineCopyDate = copy.updatedAt
    }

    /// The line that says the series shown is the offline copy's, and from when.
    public var offlineNote: String? {
        offlineCopyDate.map { "Shown from the offline copy of \(Format.dateTime($0)); Sonarr could not be reached." }
    }

    /// The series' settings as people read them: quality profile, type and tags ("–" where
    /// there is none; the ids when the names could not be read, with the reason).
    public var settingsLines: [(String, String)] {
        guard let series = series.value else { return [] }
        let names = settings?.value
        let profile = series.qualityProfileId.map { id in names?.profiles[id] ?? "profile \(id)" } ?? "–"
        let tags = (series.tags ?? []).map { id in names?.tags[id] ?? "tag \(id)" }
        var lines = [
            ("Quality profile", profile), ("Type", series.seriesType.map(SonarrLabels.seriesType) ?? "–"),
            ("Tags", tags.isEmpty ? "none" : tags.joined(separator: ", ")),
        ]
        if let problem = settings?.failure { lines.append(("", "Names could not be read: \(problem.message)")) }
        return lines
    }

    /// Whether the server said this series does not exist.
    public var isGone: Bool { series.isGone }
    /// One thing, read again before a question about it.
    public var showsOneThing: Bool { true }
    /// The title once loaded.
    public var loadedTitle: String? { series.value.map { TitleLabel.withYear($0.title, year: $0.year) } }

    /// The seasons, newest first, specials last.
    var seasons: [Season] {
        (series.value?.seasons ?? []).sorted { a, b in
            a.seasonNumber == 0 ? false : b.seasonNumber == 0 ? true : a.seasonNumber > b.seasonNumber
        }
    }

    /// Opens season `number`.
    public func open(season number: Int) { onSeason?(seriesId, number) }

    /// Monitors or unmonitors season `number`; its episodes follow.
    public func toggleMonitoring(season number: Int) async {
        guard let current = series.value, let season = current.season(number) else { return }
        await act("\(SonarrLabels.season(number)) is \(season.monitored ? "no longer monitored" : "monitored")") {
            sonarr in try await sonarr.client().setSeason(number, monitored: !season.monitored, of: current)
        }
    }

    /// Monitors or unmonitors the series.
    public func toggleMonitoring() async {
        guard var changed = series.value else { return }
        changed.monitored.toggle()
        let edited = changed
        await act(edited.monitored ? "Monitored" : "No longer monitored") { sonarr in
            try await sonarr.client().updateSeries(edited)
        }
    }

    /// Searches for the series' missing episodes (or one season's) and waits for the command.
    public func search(season number: Int? = nil) async {
        let id = seriesId
        let request: CommandRequest =
            number.map { CommandRequest.seasonSearch(seriesId: id, seasonNumber: $0) } ?? .seriesSearch(id)
        let sonarr = sonarr
        actionError = nil
        message = "Searching…"
        let result = await capture { try await sonarr.client().runCommand(request, pollInterval: .milliseconds(300)) }
        switch result {
        case .success(let command):
            // In words: "Search for season 2 completed", never the command's wire name.
            let what = number.map { "Search for \(SonarrLabels.season($0).lowercased())" } ?? "Search for the series"
            message = RadarrLabels.outcome(of: command, action: what)
        case .failure(let error):
            message = nil
            actionError = ErrorNotice(error)
        }
    }

    /// Runs Sonarr's refresh (metadata and a rescan of the files) and reloads.
    public func refresh() async {
        let request = CommandRequest.refreshSeries(seriesId)
        let sonarr = sonarr
        actionError = nil
        message = "Refreshing…"
        switch await capture({ try await sonarr.client().runCommand(request, pollInterval: .milliseconds(300)) }) {
        case .success(let command):
            message = RadarrLabels.outcome(of: command, action: "Refresh")
            await load()
        case .failure(let error):
            message = nil
            actionError = ErrorNotice(error)
        }
    }

    /// Opens the edit form.
    public func edit() { if series.value != nil { onEdit?(seriesId) } }

    /// Opens the series' history.
    public func openHistory() { onHistory?(seriesId) }

    /// Asks what to delete (or deletes at once when the preference says not to ask).
    public func requestDelete() async {
        guard series.value != nil else { return }
        pendingDelete = LibraryDeleteChoice()
        if !asksBeforeDeleting { await confirmDelete() }
    }

    /// Deletes the series as chosen, then leaves the screen.
    public func confirmDelete() async {
        guard let choice = pendingDelete else { return }
        pendingDelete = nil
        let (sonarr, id) = (sonarr, seriesId)
        actionError = nil
        message = "Deleting…"
        switch await capture({
            try await sonarr.client().deleteSeries(
                id: id, deleteFiles: choice.deleteFiles, addImportListExclusion: choice.addImportExclusion)
        }) {
        case .success: onDeleted?()
        case .failure(let error):
            message = nil
            actionError = ErrorNotice(error)
        }
    }

    private func act(_ done: String, _ change: @escaping @Sendable (any SonarrService) async throws -> Series) async {
        let sonarr = sonarr
        actionError = nil
        switch await capture({ try await change(sonarr) }) {
        case .success:
            message = done
            await load()
        case .failure(let error): actionError = ErrorNotice(error)
        }
    }
}

extension SeriesDetailViewModel: ScreenViewModel {}

/// The names a series' settings refer to by id.
public struct SeriesSettingsNames: Sendable, Hashable {
    /// Quality profile names by id.
    public var profiles: [Int: String]
    /// Tag labels by id.
    public var tags: [Int: String]
}
