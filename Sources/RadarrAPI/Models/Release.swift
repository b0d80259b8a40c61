import ArrKit
import Foundation
import ServerKit

/// A release an indexer offers for a movie, from `GET /release?movieId=`.
public struct Release: Hashable, Sendable, Codable {
    /// The release's unique id at the indexer; grab with it.
    public var guid: String
    /// The release title.
    public var title: String?
    /// The parsed quality.
    public var quality: QualityModel?
    /// How Radarr ranks the quality (higher is better).
    public var qualityWeight: Int?
    /// Age in days.
    public var age: ServerCount?
    /// Age in hours.
    public var ageHours: Double?
    /// Size in bytes.
    public var size: ServerCount?
    /// The indexer's id; grab with it.
    public var indexerId: Int?
    /// The indexer's name.
    public var indexer: String?
    /// The release group.
    public var releaseGroup: String?
    /// Whether Radarr would accept it.
    public var approved: Bool?
    /// Whether it is rejected only for now (e.g. delay profile).
    public var temporarilyRejected: Bool?
    /// Whether it is rejected.
    public var rejected: Bool?
    /// Why it is rejected.
    public var rejections: [Rejection]?
    /// When the indexer published it.
    public var publishDate: Date?
    /// Whether the release can be downloaded.
    public var downloadAllowed: Bool?
    /// Seeders (torrents).
    public var seeders: ServerCount?
    /// Leechers (torrents).
    public var leechers: ServerCount?
    /// Usenet or torrent.
    public var `protocol`: DownloadProtocol?
    /// Custom-format score.
    public var customFormatScore: ServerCount?
    /// The languages Radarr parsed from the release.
    public var languages: [Language]?
    /// The movie this release was found for (demo server and newer servers).
    public var movieId: Int?

    /// Creates a release.
    public init(guid: String, title: String? = nil, indexerId: Int? = nil, size: ServerCount? = nil) {
        self.guid = guid
        self.title = title
        self.indexerId = indexerId
        self.size = size
    }
}

/// The body of `POST /release`: grab a release found by a search.
public struct GrabRequest: Hashable, Sendable, Codable {
    /// The release's guid.
    public var guid: String
    /// The indexer's id.
    public var indexerId: Int

    /// Creates a grab request.
    public init(guid: String, indexerId: Int) {
        self.guid = guid
        self.indexerId = indexerId
    }
}

/// The body of `DELETE /movie/editor`: delete several movies at once.
public struct MovieEditorDeletion: Hashable, Sendable, Codable {
    /// The movies to delete.
    public var movieIds: [Int]
    /// Also delete their files from disk.
    public var deleteFiles: Bool
    /// Keep import lists from adding them again.
    public var addImportExclusion: Bool

    /// Creates a deletion.
    public init(movieIds: [Int], deleteFiles: Bool = false, addImportExclusion: Bool = false) {
        self.movieIds = movieIds
        self.deleteFiles = deleteFiles
        self.addImportExclusion = addImportExclusion
    }
}

/// The body of `PUT /movie/editor`: change several movies at once.
public struct MovieEditorRequest: Hashable, Sendable, Codable {
    /// The movies to change.
    public var movieIds: [Int]
    /// New monitored flag.
    public var monitored: Bool?
    /// New quality profile.
    public var qualityProfileId: Int?
    /// New minimum availability.
    public var minimumAvailability: MinimumAvailability?
    /// New root folder.
    public var rootFolderPath: String?
    /// Tags to apply.
    public var tags: [Int]?
    /// `add`, `remove` or `replace`.
    public var applyTags: String?
    /// Whether to move files to a new root folder.
    public var moveFiles: Bool?

    /// Creates an editor request.
    public init(movieIds: [Int], monitored: Bool? = nil, qualityProfileId: Int? = nil) {
        self.movieIds = movieIds
        self.monitored = monitored
        self.qualityProfileId = qualityProfileId
    }
}

extension MovieEditorRequest: LibraryEditorRequest {}
