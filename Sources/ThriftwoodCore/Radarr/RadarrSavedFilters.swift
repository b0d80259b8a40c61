import ArrKit
import Foundation

extension ServerFilterVocabulary {
    /// The movies list's fields as Radarr's saved filters (`movieIndex`) spell them.
    public static let radarr = ServerFilterVocabulary(
        service: "Radarr", listType: "movieIndex",
        fields: [
            ServerFilterField("monitored", key: "monitored", .flag),
            ServerFilterField("available", key: "isAvailable", .flag),
            ServerFilterField("hasFile", key: "hasFile", .flag),
            ServerFilterField("year", key: "year", .number(scale: 1)),
            ServerFilterField("runtime", key: "runtime", .number(scale: 1)),
            ServerFilterField("rating", key: "ratings", .number(scale: 1)),
            ServerFilterField("sizeGB", key: "sizeOnDisk", .number(scale: 1e9)),
            ServerFilterField("title", key: "title", .text),
            ServerFilterField("studio", key: "studio", .text),
            ServerFilterField("certification", key: "certification", .text),
            ServerFilterField("status", key: "status", .text),
            ServerFilterField("path", key: "path", .text),
            ServerFilterField("tag", key: "tags", .tags),
        ])
}

extension RadarrService {
    /// The movies list's saved filters on Radarr.
    public var savedFilters: SavedFilterActions {
        SavedFilterActions(vocabulary: .radarr, client: client)
    }
}
