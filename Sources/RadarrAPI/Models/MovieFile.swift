import ArrKit
import Foundation
import ServerKit

/// A movie's file on disk.
public struct MovieFile: Hashable, Sendable, Codable, Identifiable {
    /// The file id.
    public var id: Int?
    /// The movie it belongs to.
    public var movieId: Int?
    /// The path relative to the movie folder.
    public var relativePath: String?
    /// The absolute path.
    public var path: String?
    /// The size in bytes.
    public var size: ServerCount?
    /// When the file was imported.
    public var dateAdded: Date?
    /// The release name it came from.
    public var sceneName: String?
    /// The file's quality.
    public var quality: QualityModel?
    /// What is inside the file.
    public var mediaInfo: MediaInfo?
    /// Whether a better quality is still wanted.
    public var qualityCutoffNotMet: Bool?
    /// The audio languages.
    public var languages: [Language]?
    /// The edition (e.g. `Director's Cut`).
    public var edition: String?

    /// Creates a file record.
    public init(
        id: Int? = nil, movieId: Int? = nil, relativePath: String? = nil, path: String? = nil, size: ServerCount? = nil
    ) {
        self.id = id
        self.movieId = movieId
        self.relativePath = relativePath
        self.path = path
        self.size = size
    }
}

/// A cast or crew member of a movie.
public struct Credit: Hashable, Sendable, Codable, Identifiable {
    /// The credit id.
    public var id: Int?
    /// The person's name.
    public var personName: String?
    /// The character played (cast).
    public var character: String?
    /// The job (crew).
    public var job: String?
    /// The department (crew).
    public var department: String?
    /// `cast` or `crew`.
    public var type: String?
    /// The billing order.
    public var order: Int?
    /// The movie it belongs to.
    public var movieId: Int?

    /// Creates a credit.
    public init(
        id: Int? = nil, personName: String? = nil, character: String? = nil, type: String? = nil, order: Int? = nil
    ) {
        self.id = id
        self.personName = personName
        self.character = character
        self.type = type
        self.order = order
    }
}
