import ArrKit
import Foundation
import SonarrAPI

extension SonarrService {
    /// Series `id` as the shared edit form reads and saves it: Sonarr's own fields are the series
    /// type and season folders; a save re-sends the whole series read, only the form's fields changed.
    public func editSource(seriesId id: Int) -> ArrEditSource {
        ArrEditSource(
            noun: "series",
            kindFields: [
                .choice("type", "Series type", SonarrLabels.typeChoices), .toggle("seasonFolder", "Season folders"),
            ],
            load: {
                let client = try await client()
                async let profiles = client.qualityProfiles()
                async let tags = client.tags()
                let series = try await client.series(id: id)
                let loadedProfiles = try await profiles
                let values = ArrEditValues(
                    monitored: series.monitored,
                    qualityProfileId: series.qualityProfileId ?? loadedProfiles.first?.id ?? 0,
                    path: series.path ?? "", tagIds: series.tags ?? [],
                    kind: [
                        "type": (series.seriesType ?? .standard).wireName,
                        "seasonFolder": series.seasonFolder ?? true ? "on" : "off",
                    ])
                return ArrEditLoad(
                    title: series.title, heading: TitleLabel.withYear(series.title, year: series.year), values: values,
                    qualityProfiles: loadedProfiles, tags: try await tags
                ) { values, moveFiles in
                    _ = try await client.updateSeries(SonarrEditing.applying(values, to: series), moveFiles: moveFiles)
                }
            }, tagClient: { try await client() })
    }
}

/// How the edit form's values lie over a series.
enum SonarrEditing {
    /// `series` with the form's fields set from `values`.
    static func applying(_ values: ArrEditValues, to series: Series) -> Series {
        var series = series
        series.monitored = values.monitored
        series.qualityProfileId = values.qualityProfileId
        series.seriesType = values.kind["type"].map(SeriesType.init(wireName:))
        series.seasonFolder = values.isOn("seasonFolder")
        series.path = values.path
        series.tags = values.tagIds
        return series
    }
}

extension SonarrLabels {
    /// The series types, as Sonarr's forms offer them.
    public static var typeChoices: [FormChoice] {
        SeriesType.knownCases.map { FormChoice(value: $0.wireName, label: seriesType($0)) }
    }
}

extension AppRoute {
    /// Sonarr's edit form (a sheet) of series `id` on the server with slug `server`.
    public static func seriesEdit(_ id: Int, on server: String?) -> AppRoute {
        .sonarr(.editSeries(seriesId: SeriesID(id)), server: server)
    }
}
