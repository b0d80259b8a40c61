import ArrKit
import Foundation
import SonarrAPI

extension SonarrService {
    /// Sonarr's actions on many series: one `PUT /series/editor` or `DELETE /series/editor`.
    /// Sonarr's search command takes one series, so a search starts one command per series.
    public var bulkActions: BulkActions {
        BulkActions(
            noun: { "\($0) series" },
            choices: {
                let kinds = [SeriesType.standard, .daily, .anime].map {
                    BulkOption(value: $0.wireName, name: SonarrLabels.seriesType($0))
                }
                return try await BulkChoices.read(from: client(), kinds: kinds, kindName: "Series type")
            },
            setMonitored: { ids, monitored in
                var request = SeriesEditorRequest(seriesIds: ids)
                request.monitored = monitored
                _ = try await client().editSeries(request)
            },
            apply: { ids, edit in _ = try await client().editSeries(SeriesAssembly.editor(ids: ids, edit: edit)) },
            search: { ids in
                let client = try await client()
                for id in ids { _ = try await client.startCommand(.seriesSearch(id)) }
            },
            delete: { ids, choice in
                try await client().deleteSeries(
                    SeriesEditorDeletion(
                        seriesIds: ids, deleteFiles: choice.deleteFiles,
                        addImportListExclusion: choice.addImportExclusion))
            })
    }
}

extension SeriesAssembly {
    /// The `PUT /series/editor` body for `edit` on `ids`: only the chosen fields are sent.
    public static func editor(ids: [Int], edit: BulkEdit) -> SeriesEditorRequest {
        var request = SeriesEditorRequest(seriesIds: ids)
        edit.fill(&request)
        request.seriesType = edit.kind.map { SeriesType(wireName: $0.value) }
        return request
    }
}
