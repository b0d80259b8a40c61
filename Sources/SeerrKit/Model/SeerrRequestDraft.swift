import ArrKit
import Foundation

/// Which seasons a series request asks for.
public enum SeerrSeasons: Hashable, Sendable {
    /// Every season, present and future ("all").
    case all
    /// These season numbers.
    case numbers([Int])

    /// Reads "all" or "1,2,3"; nil for anything else (or no season).
    public init?(parsing text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        if trimmed == "all" {
            self = .all
            return
        }
        let parts = trimmed.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let numbers = parts.compactMap { Int($0) }.filter { $0 >= 0 }
        guard !numbers.isEmpty, numbers.count == parts.count else { return nil }
        self = .numbers(Array(Set(numbers)).sorted())
    }

    var json: JSONValue {
        switch self {
        case .all: .string("all")
        case .numbers(let numbers): .array(numbers.map { .number(Double($0)) })
        }
    }
}

/// A new request (`POST /request`), assembled once for every screen and the CLI.
public struct SeerrRequestDraft: Hashable, Sendable {
    /// Movie or series, and its TMDB id.
    public var key: SeerrTitleKey
    /// The seasons of a series (ignored for a movie).
    public var seasons: SeerrSeasons
    /// Whether to ask for the 4K copy.
    public var is4k: Bool

    /// Creates a draft.
    public init(key: SeerrTitleKey, seasons: SeerrSeasons = .all, is4k: Bool = false) {
        self.key = key
        self.seasons = seasons
        self.is4k = is4k
    }

    /// The body Seerr expects.
    var body: JSONValue {
        var members: [String: JSONValue] = [
            "mediaType": .string(key.mediaType.rawValue), "mediaId": .number(Double(key.tmdbId)),
            "is4k": .bool(is4k),
        ]
        if key.mediaType == .tv { members["seasons"] = seasons.json }
        return .object(members)
    }
}

/// Changes to a pending request before approving it (`PUT /request/{id}`): where it goes and
/// with which profile; nil leaves a field as it is.
public struct SeerrRequestChange: Hashable, Sendable {
    /// The Radarr or Sonarr server (Seerr's id of it).
    public var serverId: Int?
    /// The quality profile.
    public var profileId: Int?
    /// The root folder.
    public var rootFolder: String?
    /// The seasons (series only).
    public var seasons: [Int]?
    /// Whether it asks for 4K.
    public var is4k: Bool?

    /// Creates a change.
    public init(
        serverId: Int? = nil, profileId: Int? = nil, rootFolder: String? = nil, seasons: [Int]? = nil,
        is4k: Bool? = nil
    ) {
        self.serverId = serverId
        self.profileId = profileId
        self.rootFolder = rootFolder
        self.seasons = seasons
        self.is4k = is4k
    }

    /// The body for `request`: Seerr's PUT needs the media type, and a series' seasons, every time.
    func body(for request: SeerrRequest) -> JSONValue {
        var members: [String: JSONValue] = ["mediaType": .string(request.mediaType.rawValue)]
        if request.mediaType == .tv {
            members["seasons"] = .array((seasons ?? request.seasons).map { .number(Double($0)) })
        }
        if let value = serverId ?? request.serverId { members["serverId"] = .number(Double(value)) }
        if let value = profileId ?? request.profileId { members["profileId"] = .number(Double(value)) }
        if let value = rootFolder ?? request.rootFolder { members["rootFolder"] = .string(value) }
        members["is4k"] = .bool(is4k ?? request.is4k)
        return .object(members)
    }
}

/// A Radarr or Sonarr server as Seerr knows it (`GET /service/radarr`), with its choices.
public struct SeerrArrServer: Hashable, Sendable, Identifiable {
    /// Seerr's id of the server.
    public let id: Int
    /// Its name in Seerr.
    public let name: String
    /// Whether it is the 4K server.
    public let is4k: Bool
    /// Whether it is the default.
    public let isDefault: Bool
    /// The profile new requests get unless changed.
    public let defaultProfileId: Int?
    /// The folder new requests go to unless changed.
    public let defaultRootFolder: String?
    /// Its quality profiles, id and name (filled by the server's details).
    public var profiles: [SeerrProfile] = []
    /// Its root folders (filled by the server's details).
    public var rootFolders: [String] = []

    /// Reads a server record.
    init?(record: JSONValue) {
        guard let id = record["id"]?.int64 else { return nil }
        self.id = Int(clamping: id)
        name = record.nonEmpty("name") ?? "server \(id)"
        is4k = record["is4k"]?.flag ?? false
        isDefault = record["isDefault"]?.flag ?? false
        defaultProfileId = record["activeProfileId"]?.int64.map { Int(clamping: $0) }
        defaultRootFolder = record.nonEmpty("activeDirectory")
    }
}

/// A quality profile of a Radarr or Sonarr server, as Seerr lists it.
public struct SeerrProfile: Hashable, Sendable, Identifiable {
    /// The profile's id in that *arr.
    public let id: Int
    /// Its name.
    public let name: String

    /// Creates a profile.
    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}
