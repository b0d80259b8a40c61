import ArrKit
import Foundation
import LidarrAPI
import ServerKit

extension Artist: FilterSubject {
    /// The artist fields a filter can use (`genre = Jazz and not ended`, `sizeGB > 1.5`).
    public static let filterFields: [String: FilterFieldKind] = [
        "monitored": .flag, "ended": .flag, "complete": .flag, "albums": .number, "tracks": .number,
        "missingTracks": .number, "sizeGB": .number, "name": .text, "type": .text, "status": .text, "path": .text,
        "genre": .list, "tag": .list,
    ]

    /// The value of one of ``filterFields``.
    public func filterValue(_ field: String, tagNames: [Int: String]) -> FilterFieldValue? {
        let stats = statistics
        return switch field {
        case "monitored": .flag(monitored)
        case "ended": .flag(status == .ended || ended == true)
        case "complete": .flag(ArtistQuery.Filter.complete.admits(self))
        case "albums": .number(Double(stats?.albumCount ?? 0))
        case "tracks": .number(Double(stats?.trackFileCount ?? 0))
        case "missingTracks":
            .number(Double(max(.zero, (stats?.trackCount ?? .zero) - (stats?.trackFileCount ?? .zero))))
        case "sizeGB": .number(Double(stats?.sizeOnDisk ?? 0) / 1e9)
        case "name": .text(artistName)
        case "type": .text(artistType ?? "")
        case "status": .text(status?.wireName ?? "")
        case "path": .text(path ?? "")
        case "genre": .list(genres ?? [])
        case "tag": .list((tags ?? []).map { tagNames[$0] ?? String($0) })
        default: nil
        }
    }
}

extension ServerFilterVocabulary {
    /// The artists list's fields as Lidarr's saved filters (`artistIndex`) spell them.
    public static let lidarr = ServerFilterVocabulary(
        service: "Lidarr", listType: "artistIndex",
        fields: [
            ServerFilterField("monitored", key: "monitored", .flag),
            ServerFilterField("sizeGB", key: "sizeOnDisk", .number(scale: 1e9)),
            ServerFilterField("name", key: "artistName", .text),
            ServerFilterField("type", key: "artistType", .text),
            ServerFilterField("status", key: "status", .text),
            ServerFilterField("path", key: "path", .text),
            ServerFilterField("tag", key: "tags", .tags),
        ])
}
