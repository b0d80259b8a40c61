import PictureKit

/// What asking for a picture gave: its bytes, or why there is none (for the log — a screen
/// shows a neat blank, never an error, for a missing picture).
public enum PictureOutcome: Sendable, Equatable {
    /// The picture's bytes and a digest of them (the browser's ETag).
    case picture([UInt8], stamp: String)
    /// No picture, and why.
    case unavailable(String)

    /// The bytes, when there is a picture.
    public var bytes: [UInt8]? {
        if case .picture(let bytes, _) = self { return bytes }
        return nil
    }

    /// The picture's media type, told from its bytes ("image/jpeg").
    public var mediaType: String {
        bytes.map { PictureFormat(sniffing: $0).mediaType } ?? "application/octet-stream"
    }
}
