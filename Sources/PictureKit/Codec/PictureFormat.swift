/// What kind of picture a file holds, told by its first bytes (never by a name or a header).
public enum PictureFormat: String, Sendable, Hashable {
    /// JPEG, what the *arrs' covers are.
    case jpeg
    /// PNG.
    case png
    /// GIF.
    case gif
    /// WebP.
    case webp
    /// Anything else (an error page, say).
    case unknown

    /// The format of `bytes`, from their signature.
    public init(sniffing bytes: some Collection<UInt8>) {
        let head = Array(bytes.prefix(12))
        if head.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if head.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            self = .png
        } else if head.starts(with: Array("GIF8".utf8)) {
            self = .gif
        } else if head.count == 12, head.starts(with: Array("RIFF".utf8)), Array(head[8..<12]) == Array("WEBP".utf8) {
            self = .webp
        } else {
            self = .unknown
        }
    }

    /// Its media type, for a page that serves it.
    public var mediaType: String {
        switch self {
        case .jpeg: "image/jpeg"
        case .png: "image/png"
        case .gif: "image/gif"
        case .webp: "image/webp"
        case .unknown: "application/octet-stream"
        }
    }
}

/// Why a picture could not be read or written, in words.
public struct PictureCodingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, e.g. "the picture is a PNG, which Thriftwood does not draw yet".
    public let description: String

    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}
