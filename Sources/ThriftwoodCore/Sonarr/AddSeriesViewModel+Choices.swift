import ArrKit
import SonarrAPI

extension AddSeriesViewModel {
    /// What the lookup found, by TVDB id (a result without one cannot be added).
    public var rows: [LookupRow] {
        (results.value ?? []).compactMap { series in
            guard let tvdb = series.tvdbId else { return nil }
            return LookupRow(
                id: tvdb, title: TitleLabel.withYear(series.title, year: series.year), overview: series.overview ?? "",
                libraryId: series.isInLibrary ? series.id : nil)
        }
    }

    /// The server's quality profiles.
    public var qualityChoices: [FormChoice] {
        qualityProfiles.map(FormChoice.init)
    }

    /// The server's root folders, with their free space when it says.
    public var folderChoices: [FormChoice] {
        rootFolders.map(FormChoice.init)
    }

    /// Which episodes to monitor, as this server offers.
    public var monitorFormChoices: [FormChoice] {
        monitorChoices.map { FormChoice(value: $0.wireName, label: RadarrLabels.words($0.wireName)) }
    }

    /// The monitor preset chosen (of ``monitorFormChoices``).
    public var monitorChoice: String { choice.monitor.wireName }

    /// The series type chosen (of ``typeChoices``).
    public var typeChoice: String { choice.seriesType.wireName }

    /// The series types.
    public var typeChoices: [FormChoice] {
        [SeriesType.standard, .daily, .anime].map { FormChoice(value: $0.wireName, label: SonarrLabels.seriesType($0)) }
    }

    /// The question before adding the series with TVDB id `id`, naming it; nil when the lookup
    /// has no such series.
    public func addQuestion(for id: Int) -> String? {
        rows.first { $0.id == id }.map { "Add \($0.title) to Sonarr?" }
    }

    /// Takes a form's options by value (of the choices above) and adds the series with TVDB id `id`.
    public func add(
        tvdbId id: Int, qualityProfile: String?, rootFolder: String?, monitor: String?, type: String?,
        searchForMissing: Bool, seasonFolder: Bool
    ) async {
        if let value = qualityProfile.flatMap(Int.init), qualityProfiles.contains(where: { $0.id == value }) {
            choice.qualityProfileId = value
        }
        if let folder = rootFolder, rootFolders.contains(where: { $0.path == folder }) {
            choice.rootFolderPath = folder
        }
        if let chosen = monitorChoices.first(where: { $0.wireName == monitor }) { choice.monitor = chosen }
        if let chosen = [SeriesType.standard, .daily, .anime].first(where: { $0.wireName == type }) {
            choice.seriesType = chosen
        }
        choice.searchForMissing = searchForMissing
        choice.seasonFolder = seasonFolder
        guard let found = results.value?.first(where: { $0.tvdbId == id }) else { return }
        await add(found)
    }
}
