import ArrKit
import SonarrAPI

extension AddSeriesViewModel {
    /// What the lookup found, by TVDB id (a result without one cannot be added).
    public var offers: [LookupOffer] {
        (results.value ?? []).compactMap { series in
            guard let tvdb = series.tvdbId else { return nil }
            return LookupOffer(
                id: String(tvdb), title: TitleLabel.withYear(series.title, year: series.year),
                overview: series.overview ?? "", libraryId: series.isInLibrary ? series.id : nil)
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

    /// The question before adding the series with TVDB id `key`, naming it; nil when the lookup
    /// has no such series.
    public func addQuestion(for key: String) -> String? {
        offers.first { $0.id == key }.map { "Add \($0.title) to Sonarr?" }
    }

    /// The question's fields: season folders, search now, profile, folder, monitor, type.
    public var questionFields: [AddQuestionField] {
        [
            .toggle("seasonFolder", "Season folders", isOn: choice.seasonFolder) { [weak self] in
                self?.choice.seasonFolder = $0
            },
            .toggle("searchForMissing", "Search for missing episodes now", isOn: choice.searchForMissing) {
                [weak self] in self?.choice.searchForMissing = $0
            },
            .choice("quality", "Quality profile", qualityChoices, chosen: choice.qualityProfileId.map(String.init)) {
                [weak self] in self?.choice.qualityProfileId = Int($0)
            },
            .choice("folder", "Root folder", folderChoices, chosen: choice.rootFolderPath) { [weak self] in
                self?.choice.rootFolderPath = $0
            },
            .choice("monitor", "Monitor", monitorFormChoices, chosen: monitorChoice) { [weak self] value in
                guard let self, let chosen = monitorChoices.first(where: { $0.wireName == value }) else { return }
                choice.monitor = chosen
            },
            .choice("type", "Series type", typeChoices, chosen: typeChoice) { [weak self] value in
                guard let chosen = [SeriesType.standard, .daily, .anime].first(where: { $0.wireName == value }) else {
                    return
                }
                self?.choice.seriesType = chosen
            },
        ]
    }

    /// Adds the series with TVDB id `key` with the options as chosen.
    public func add(offer key: String) async {
        guard let found = results.value?.first(where: { $0.tvdbId.map(String.init) == key }) else { return }
        await add(found)
    }
}
