import ArrKit
import Foundation
import LidarrAPI

extension ArtistAssembly {
    /// Lidarr's actions on many artists: one `PUT /artist/editor` or `DELETE /artist/editor`;
    /// the metadata profile is the list's own field. Lidarr's artist search takes one artist, so
    /// a search starts one command per artist.
    public static func bulkActions(client: @escaping @Sendable () async throws -> LidarrClient) -> BulkActions {
        BulkActions(
            noun: { Format.plural($0, "artist") },
            choices: {
                let lidarr = try await client()
                let kinds = try await lidarr.metadataProfiles().map {
                    BulkOption(value: String($0.id), name: $0.name)
                }
                return try await BulkChoices.read(from: lidarr, kinds: kinds, kindName: "Metadata profile")
            },
            setMonitored: { ids, monitored in
                var request = ArtistEditorRequest(artistIds: ids)
                request.monitored = monitored
                try await client().editArtists(request)
            },
            apply: { ids, edit in try await client().editArtists(editor(ids: ids, edit: edit)) },
            search: { ids in
                let lidarr = try await client()
                for id in ids { try await lidarr.start(.artistSearch(id)) }
            },
            delete: { ids, choice in
                var request = ArtistEditorRequest(artistIds: ids)
                request.deleteFiles = choice.deleteFiles
                request.addImportListExclusion = choice.addImportExclusion
                try await client().deleteArtists(request)
            })
    }

    /// The `PUT /artist/editor` body for `edit` on `ids`: only the chosen fields are sent.
    public static func editor(ids: [Int], edit: BulkEdit) -> ArtistEditorRequest {
        var request = ArtistEditorRequest(artistIds: ids)
        edit.fill(&request)
        request.metadataProfileId = BulkEdit.id(edit.kind)
        return request
    }
}
