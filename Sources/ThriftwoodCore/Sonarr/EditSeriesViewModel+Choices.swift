import ArrKit
import SonarrAPI

extension EditSeriesViewModel {
    /// The series' title with its year, once loaded.
    public var heading: String? { original.value.map { TitleLabel.withYear($0.title, year: $0.year) } }

    /// The sheet's title: "Edit" and the series' title, "Edit series" before it is read.
    public var sheetTitle: String { original.value.map { "Edit \($0.title)" } ?? "Edit series" }

    /// The chosen quality profile's name ("#7" when the server does not list it).
    public var qualityLabel: String {
        qualityProfiles.first { $0.id == qualityProfileId }?.name ?? "#\(qualityProfileId)"
    }

    /// The series type chosen, in words.
    public var typeLabel: String { SonarrLabels.seriesType(seriesType) }

    /// The server's tags as choices.
    public var tagOptions: [TagOption] { tags.options }

    /// The server's quality profiles.
    public var qualityChoices: [FormChoice] {
        qualityProfiles.map(FormChoice.init)
    }

    /// The quality profile chosen.
    public var qualityChoice: String { String(qualityProfileId) }

    /// Chooses the quality profile whose value is `value` (one of ``qualityChoices``).
    public func chooseQuality(_ value: String) {
        if let id = Int(value), qualityProfiles.contains(where: { $0.id == id }) { qualityProfileId = id }
    }

    /// The series types.
    public var typeChoices: [FormChoice] {
        SeriesType.knownCases.map { FormChoice(value: $0.wireName, label: SonarrLabels.seriesType($0)) }
    }

    /// The series type chosen.
    public var typeChoice: String { seriesType.wireName }

    /// Chooses the series type whose value is `value` (one of ``typeChoices``).
    public func chooseType(_ value: String) {
        if let chosen = SeriesType.knownCases.first(where: { $0.wireName == value }) { seriesType = chosen }
    }

    /// The server's tags, each with whether the series has it.
    public var tagChoices: [(choice: FormChoice, chosen: Bool)] {
        tags.map { (FormChoice(value: String($0.id), label: $0.label), tagIds.contains($0.id)) }
    }

    /// Gives the series exactly the tags whose values are `values` (of ``tagChoices``).
    public func chooseTags(_ values: Set<String>) {
        tagIds = tags.map(\.id).filter { values.contains(String($0)) }
    }
}

extension EditSeriesViewModel: LibraryItemEditor {
    /// Sonarr's own fields: the series type and whether each season has its folder.
    public var kindFields: [EditField] {
        [
            EditField(
                name: "type", label: "Series type", value: .choice(typeChoices, chosen: typeChoice), shown: typeLabel),
            .toggle(name: "seasonFolder", label: "Season folders", seasonFolder),
        ]
    }

    /// Chooses the next series type, or flips season folders.
    public func cycle(field name: String) {
        switch name {
        case "type": cycleSeriesType()
        case "seasonFolder": seasonFolder.toggle()
        default: break
        }
    }

    /// Sets the series type or season folders from a posted form.
    public func set(field name: String, to value: String?) {
        switch name {
        case "type": if let value { chooseType(value) }
        case "seasonFolder": seasonFolder = value == "on"
        default: break
        }
    }
}

extension AppRoute {
    /// Sonarr's edit form (a sheet) of series `id` on the server with slug `server`.
    public static func seriesEdit(_ id: Int, on server: String?) -> AppRoute {
        .sonarr(.editSeries(seriesId: SeriesID(id)), server: server)
    }
}
