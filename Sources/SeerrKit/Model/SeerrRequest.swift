import ArrKit
import Foundation

/// One request, read leniently from any of the three servers (Overseerr 1.x, Jellyseerr,
/// Seerr). A request names its title only by ids: the title is looked up (``SeerrTitle``).
public struct SeerrRequest: Hashable, Sendable, Identifiable {
    /// Seerr's id.
    public let id: Int
    /// Where it stands.
    public let status: SeerrRequestStatus
    /// Movie or series.
    public let mediaType: SeerrMediaType
    /// The title's TMDB id (the key for look-ups and new requests).
    public let tmdbId: Int
    /// The series' TVDB id, when Seerr knows it.
    public let tvdbId: Int?
    /// How much of the title is available already.
    public let availability: SeerrAvailability
    /// Whether it asks for the 4K copy.
    public let is4k: Bool
    /// The seasons asked for (series only), in order.
    public let seasons: [Int]
    /// Who asked.
    public let requestedBy: SeerrUser?
    /// Who approved or declined it last.
    public let modifiedBy: SeerrUser?
    /// When it was asked for.
    public let createdAt: Date?
    /// When it last changed.
    public let updatedAt: Date?
    /// The Radarr or Sonarr server it goes to (Seerr's id of that server), when chosen.
    public let serverId: Int?
    /// The quality profile it will be added with, when chosen.
    public let profileId: Int?
    /// The root folder it will be added to, when chosen.
    public let rootFolder: String?
    /// The record as the server sent it, for `--json`.
    public let record: JSONValue

    /// Reads a request record; nil when it lacks an id or says neither movie nor series.
    public init?(record: JSONValue) {
        guard let id = record["id"]?.int64 else { return nil }
        let media = record["media"]
        let typeText = record["type"]?.text ?? media?["mediaType"]?.text ?? ""
        guard let type = SeerrMediaType(lenient: typeText) else { return nil }
        self.id = Int(clamping: id)
        self.record = record
        mediaType = type
        status = SeerrRequestStatus(number: Int(clamping: record["status"]?.int64 ?? 0))
        tmdbId = Int(clamping: media?["tmdbId"]?.int64 ?? 0)
        tvdbId = media?["tvdbId"]?.int64.map { Int(clamping: $0) }
        is4k = record["is4k"]?.flag ?? false
        availability = SeerrAvailability(
            number: Int(clamping: (is4k ? media?["status4k"] : media?["status"])?.int64 ?? 1))
        seasons = (record["seasons"]?.elements ?? []).compactMap { season in
            (season["seasonNumber"] ?? season).int64.map { Int(clamping: $0) }
        }.sorted()
        requestedBy = SeerrUser(record: record["requestedBy"])
        modifiedBy = SeerrUser(record: record["modifiedBy"])
        createdAt = record["createdAt"]?.text.flatMap(ArrDate.parse)
        updatedAt = record["updatedAt"]?.text.flatMap(ArrDate.parse)
        serverId = record["serverId"]?.int64.map { Int(clamping: $0) }
        profileId = record["profileId"]?.int64.map { Int(clamping: $0) }
        rootFolder = record.nonEmpty("rootFolder")
    }

    /// Whether someone with the right may still approve or decline it.
    public var isPending: Bool { status == .pending }

    /// The key its title is looked up and cached under.
    public var titleKey: SeerrTitleKey { SeerrTitleKey(mediaType: mediaType, tmdbId: tmdbId) }
}
