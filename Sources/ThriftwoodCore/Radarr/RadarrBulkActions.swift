import ArrKit
import Foundation
import RadarrAPI

extension RadarrService {
    /// Radarr's actions on many movies: one `PUT /movie/editor`, one `DELETE /movie/editor`,
    /// or one `MoviesSearch` command, whatever the number of movies.
    public var bulkActions: BulkActions {
        BulkActions(
            noun: { Format.plural($0, "movie") },
            choices: {
                let kinds = [MinimumAvailability.announced, .inCinemas, .released].map {
                    BulkOption(value: $0.wireName, name: RadarrLabels.availability($0))
                }
                return try await BulkChoices.read(from: client(), kinds: kinds, kindName: "Minimum availability")
            },
            setMonitored: { ids, monitored in
                try await client().editMovies(MovieEditorRequest(movieIds: ids, monitored: monitored))
            },
            apply: { ids, edit in try await client().editMovies(MovieAssembly.editor(ids: ids, edit: edit)) },
            search: { ids in _ = try await client().startCommand(.moviesSearch(ids)) },
            delete: { ids, choice in
                try await client().deleteMovies(
                    MovieEditorDeletion(
                        movieIds: ids, deleteFiles: choice.deleteFiles, addImportExclusion: choice.addImportExclusion))
            })
    }
}

extension MovieAssembly {
    /// The `PUT /movie/editor` body for `edit` on `ids`: only the chosen fields are sent.
    public static func editor(ids: [Int], edit: BulkEdit) -> MovieEditorRequest {
        var request = MovieEditorRequest(movieIds: ids)
        edit.fill(&request)
        request.minimumAvailability = edit.kind.map { MinimumAvailability(wireName: $0.value) }
        return request
    }
}
