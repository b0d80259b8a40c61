import Foundation
import PictureKit
import Synchronization

/// The covers a demo *arr serves at the real servers' paths, drawn by code from each title
/// (``CoverPainter``), encoded once and kept.
///
/// Like Radarr's and Sonarr's `MediaCoverController`: `mediacover/{id}/{type}[-{height}].jpg`
/// under the API path with the key (Lidarr: `mediacover/artist/{id}/…` and
/// `mediacover/album/{id}/…`); the number is the resized copy's height (posters 500 and 250,
/// fanart 360 and 180); an unknown record or file is an empty 404. The answer carries the
/// file's Last-Modified, and a request whose If-Modified-Since is not older gets 304, as
/// ASP.NET's file results do; there is no ETag.
public final class DemoCovers: Sendable {
    /// Finds a record's title by its id; nil when there is no such record.
    public typealias TitleLookup = @Sendable (Int) async -> String?

    /// Each scope's lookup: "" for `mediacover/{id}/…`, "artist" and "album" for Lidarr's.
    let scopes: [String: TitleLookup]
    /// When the covers were written: every file's Last-Modified.
    let writtenAt: Date
    private let drawn = Mutex<[String: [UInt8]]>([:])

    /// Covers found through `scopes`, written at `writtenAt` (seconds are kept, as HTTP dates do).
    public init(scopes: [String: TitleLookup], writtenAt: Date) {
        self.scopes = scopes
        self.writtenAt = Date(timeIntervalSince1970: writtenAt.timeIntervalSince1970.rounded(.down))
    }

    /// The JPEG for `fileName` ("poster-250.jpg") of the record `id` in `scope`; nil when the
    /// record or the kind of picture is unknown.
    func picture(scope: String, id: Int, fileName: String) async -> [UInt8]? {
        guard let lookup = scopes[scope], let file = CoverFile(fileName), let title = await lookup(id) else {
            return nil
        }
        let key = "\(scope)/\(id)/\(fileName.lowercased())"
        if let bytes = drawn.withLock({ $0[key] }) { return bytes }
        let full = CoverPainter.paint(title, shape: file.shape, width: file.fullWidth)
        let sized = file.height.map { full.scaledDown(toFit: full.width, $0) } ?? full
        guard let bytes = try? JPEGCodec.encode(sized) else { return nil }
        drawn.withLock { $0[key] = bytes }
        return bytes
    }
}

/// A cover file's name taken apart: `poster-250.jpg` is a poster resized to 250 pixels high.
struct CoverFile: Sendable, Equatable {
    /// What it shows.
    let shape: CoverPainter.Shape
    /// The resized copy's height; nil for the full picture.
    let height: Int?
    /// The full picture's width.
    let fullWidth: Int

    init?(_ fileName: String) {
        let name = fileName.lowercased()
        guard name.hasSuffix(".jpg") else { return nil }
        let parts = name.dropLast(4).split(separator: "-", maxSplits: 1)
        guard let type = parts.first else { return nil }
        switch type {
        case "poster": (shape, fullWidth) = (.poster, 600)
        case "fanart", "banner": (shape, fullWidth) = (.fanart, 1280)
        case "cover", "disc": (shape, fullWidth) = (.cover, 600)
        default: return nil
        }
        if parts.count == 2 {
            guard let height = Int(parts[1]), [35, 70, 180, 250, 360, 500].contains(height) else { return nil }
            self.height = height
        } else {
            height = nil
        }
    }
}
