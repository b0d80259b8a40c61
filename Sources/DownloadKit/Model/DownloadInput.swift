import ArrKit
import Foundation

/// What to add to a download client by hand: a link to an .nzb or .torrent, a magnet link, or
/// the contents of a local .nzb or .torrent file (uploaded to the client).
public enum DownloadInput: Sendable, Hashable {
    /// An http(s) link the client fetches itself.
    case link(String)
    /// A `magnet:` link.
    case magnet(String)
    /// A file's name and contents.
    case file(name: String, contents: Data)

    /// Reads what a person typed: a magnet link, an http(s) link, or the path of a local file
    /// (read with `read`); nil when it is none of these.
    public static func parse(_ text: String, read: (String) throws -> Data) throws -> DownloadInput? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let lowered = trimmed.lowercased()
        if lowered.hasPrefix("magnet:?") { return .magnet(trimmed) }
        if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") {
            return URL(string: trimmed)?.host == nil ? nil : .link(trimmed)
        }
        guard lowered.hasSuffix(".torrent") || lowered.hasSuffix(".nzb") else { return nil }
        let path = (trimmed as NSString).expandingTildeInPath
        return .file(name: (path as NSString).lastPathComponent, contents: try read(path))
    }

    /// What it is for, when that can be told: a magnet link or a .torrent is a torrent, an
    /// .nzb is Usenet; a link that does not end in either is nil (the client finds out).
    public var `protocol`: DownloadProtocol? {
        switch self {
        case .magnet: return .torrent
        case .link(let url):
            let path = (URL(string: url)?.path ?? url).lowercased()
            if path.hasSuffix(".torrent") { return .torrent }
            if path.hasSuffix(".nzb") { return .usenet }
            return nil
        case .file(let name, _):
            if name.lowercased().hasSuffix(".torrent") { return .torrent }
            if name.lowercased().hasSuffix(".nzb") { return .usenet }
            return nil
        }
    }

    /// The kind of client it needs, in words ("a torrent client"); nil when that cannot be told.
    public var clientNeeded: String? {
        switch `protocol` {
        case .usenet: "a Usenet client"
        case .torrent: "a torrent client"
        default: nil
        }
    }

    /// In words, for messages: "a magnet link", "the link http://…", "the file Big.nzb".
    public var description: String {
        switch self {
        case .magnet: "a magnet link"
        case .link(let url): "the link \(url)"
        case .file(let name, _): "the file \(name)"
        }
    }

    /// The info-hash of the torrent this names, when it can be known without the client: a
    /// magnet link's, or a .torrent file's (SHA-1 of its `info` dictionary); nil otherwise.
    public var torrentHash: String? {
        switch self {
        case .magnet(let link): MagnetHash.of(link)
        case .file(_, let contents): TorrentInfoHash.of(contents)
        case .link: nil
        }
    }
}

/// One addition by hand: what, filed under which category, and whether it starts paused.
public struct DownloadAddition: Sendable, Hashable {
    /// What to add.
    public var source: DownloadInput
    /// The category (label) to file it under; nil for the client's default.
    public var category: String?
    /// Whether it is added paused.
    public var paused: Bool

    /// Creates an addition.
    public init(_ source: DownloadInput, category: String? = nil, paused: Bool = false) {
        self.source = source
        self.category = category
        self.paused = paused
    }
}

extension DownloadAddition {
    /// Refuses, in the client's words, something for the other protocol: a magnet link or a
    /// .torrent given to a Usenet client, an .nzb given to a torrent client.
    func check(for client: String, takes accepted: DownloadProtocol) throws(DownloadError) {
        guard let needed = source.protocol, needed != accepted else { return }
        let takes =
            accepted == .usenet
            ? "NZB links and .nzb files" : "magnet links, links to .torrent files and .torrent files"
        throw DownloadError(client, .wrongInput(given: source.description, takes: takes))
    }
}
