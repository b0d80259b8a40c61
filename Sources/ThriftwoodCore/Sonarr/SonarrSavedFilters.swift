import ArrKit
import Foundation

extension ServerFilterVocabulary {
    /// The series list's fields as Sonarr's saved filters (`seriesIndex`) spell them.
    public static let sonarr = ServerFilterVocabulary(
        service: "Sonarr", listType: "seriesIndex",
        fields: [
            ServerFilterField("monitored", key: "monitored", .flag),
            ServerFilterField("year", key: "year", .number(scale: 1)),
            ServerFilterField("rating", key: "ratings", .number(scale: 1)),
            ServerFilterField("sizeGB", key: "sizeOnDisk", .number(scale: 1e9)),
            ServerFilterField("title", key: "title", .text),
            ServerFilterField("network", key: "network", .text),
            ServerFilterField("type", key: "seriesType", .text),
            ServerFilterField("status", key: "status", .text),
            ServerFilterField("path", key: "path", .text),
            ServerFilterField("tag", key: "tags", .tags),
        ])
}

extension SonarrService {
    /// The series list's saved filters on Sonarr.
    public var savedFilters: SavedFilterActions {
        SavedFilterActions(vocabulary: .sonarr, client: client)
    }
}
