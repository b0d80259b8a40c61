import Foundation
import ServerKit

/// One source's rating of a movie.
public struct Rating: Hashable, Sendable, Codable {
    /// How many votes the rating is based on.
    public var votes: ServerCount?
    /// The score on the source's own scale.
    public var value: Double?
    /// The source's rating type (e.g. `user`).
    public var type: String?

    /// Creates a rating.
    public init(votes: ServerCount? = nil, value: Double? = nil, type: String? = nil) {
        self.votes = votes
        self.value = value
        self.type = type
    }
}

/// A poster, fanart or headshot image.
public struct MediaCover: Hashable, Sendable, Codable {
    /// The kind of image (`poster`, `fanart`, `headshot`, …).
    public var coverType: String?
    /// A server-relative path to the cached image.
    public var url: String?
    /// The image at the metadata provider.
    public var remoteUrl: String?

    /// Creates a cover.
    public init(coverType: String? = nil, url: String? = nil, remoteUrl: String? = nil) {
        self.coverType = coverType
        self.url = url
        self.remoteUrl = remoteUrl
    }
}

/// A language as the *arr servers name it.
public struct Language: Hashable, Sendable, Codable {
    /// The server's language id.
    public var id: Int?
    /// The language's name.
    public var name: String?

    /// Creates a language.
    public init(id: Int? = nil, name: String? = nil) {
        self.id = id
        self.name = name
    }
}

/// A quality definition (e.g. `Bluray-1080p`).
public struct Quality: Hashable, Sendable, Codable {
    /// The server's quality id.
    public var id: Int?
    /// The display name.
    public var name: String?
    /// Where it comes from (`bluray`, `webdl`, …).
    public var source: String?
    /// The vertical resolution.
    public var resolution: Int?

    /// Creates a quality.
    public init(id: Int? = nil, name: String? = nil, source: String? = nil, resolution: Int? = nil) {
        self.id = id
        self.name = name
        self.source = source
        self.resolution = resolution
    }
}

/// A quality with its revision, as files, queue items and releases carry it.
public struct QualityModel: Hashable, Sendable, Codable {
    /// The quality.
    public var quality: Quality?
    /// The revision (repacks, propers).
    public var revision: Revision?

    /// Creates a quality model.
    public init(quality: Quality? = nil, revision: Revision? = nil) {
        self.quality = quality
        self.revision = revision
    }

    /// The quality's display name, or "Unknown".
    public var name: String { quality?.name ?? "Unknown" }
}

/// A release revision.
public struct Revision: Hashable, Sendable, Codable {
    /// The version number.
    public var version: Int?
    /// Whether it is a real (proper) release.
    public var real: Int?
    /// Whether it is a repack.
    public var isRepack: Bool?

    /// Creates a revision.
    public init(version: Int? = nil, real: Int? = nil, isRepack: Bool? = nil) {
        self.version = version
        self.real = real
        self.isRepack = isRepack
    }
}

/// Codec and stream details of a movie file.
public struct MediaInfo: Hashable, Sendable, Codable {
    /// The audio codec.
    public var audioCodec: String?
    /// The number of audio channels.
    public var audioChannels: Double?
    /// The audio languages, slash-separated.
    public var audioLanguages: String?
    /// The video codec.
    public var videoCodec: String?
    /// The video bit depth.
    public var videoBitDepth: Int?
    /// The video frame rate.
    public var videoFps: Double?
    /// The resolution, e.g. `1920x1080`.
    public var resolution: String?
    /// The running time, e.g. `2:28:01`.
    public var runTime: String?
    /// Subtitle languages, slash-separated.
    public var subtitles: String?
    /// HDR type, if any.
    public var videoDynamicRangeType: String?

    /// Creates media info.
    public init(
        audioCodec: String? = nil, audioChannels: Double? = nil, videoCodec: String? = nil, resolution: String? = nil
    ) {
        self.audioCodec = audioCodec
        self.audioChannels = audioChannels
        self.videoCodec = videoCodec
        self.resolution = resolution
    }
}
