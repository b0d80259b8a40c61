import ArrKit
import Foundation
import ServerKit

/// Everything a client says about one download, for its own screen and `downloads show`: the
/// list's item plus, for torrents, the swarm, the limits, the trackers and the files.
public struct DownloadDetails: Hashable, Sendable {
    /// The item as the list shows it.
    public var item: DownloadItem
    /// Where it is saved, when the client says.
    public var savePath: String?
    /// When it was added, when the client says.
    public var addedAt: Date?
    /// What it has uploaded in all, in bytes (torrents).
    public var uploadedBytes: ServerCount?
    /// Seeds connected, and in the swarm when known (torrents).
    public var seeds: DownloadPeerCount?
    /// Peers connected, and in the swarm when known (torrents).
    public var peers: DownloadPeerCount?
    /// Its own download limit in bytes a second; nil when it has none.
    public var downloadLimit: ServerCount?
    /// Its own upload limit in bytes a second; nil when it has none.
    public var uploadLimit: ServerCount?
    /// Its tags (qBittorrent's), beside its category.
    public var tags: [String] = []
    /// Its trackers (torrents; the client's built-in sources such as DHT are left out).
    public var trackers: [DownloadTracker]
    /// Its files.
    public var files: [DownloadFile]
    /// The client's own answer about it (for `--json`).
    public var record: JSONValue

    /// Creates the details of `item`.
    public init(
        item: DownloadItem, savePath: String? = nil, addedAt: Date? = nil, uploadedBytes: ServerCount? = nil,
        seeds: DownloadPeerCount? = nil, peers: DownloadPeerCount? = nil, downloadLimit: ServerCount? = nil,
        uploadLimit: ServerCount? = nil, trackers: [DownloadTracker] = [], files: [DownloadFile] = [],
        record: JSONValue? = nil
    ) {
        self.item = item
        self.savePath = savePath
        self.addedAt = addedAt
        self.uploadedBytes = uploadedBytes
        self.seeds = seeds
        self.peers = peers
        self.downloadLimit = downloadLimit
        self.uploadLimit = uploadLimit
        self.trackers = trackers
        self.files = files
        self.record = record ?? item.record
    }
}

/// How many seeds or peers a torrent is connected to, and how many the swarm holds when a
/// tracker said.
public struct DownloadPeerCount: Hashable, Sendable {
    /// Connected now.
    public var connected: ServerCount
    /// In the whole swarm, when known.
    public var inSwarm: ServerCount?

    /// Creates a count; a negative swarm size (the clients' "unknown") becomes nil.
    public init(connected: ServerCount, inSwarm: ServerCount? = nil) {
        self.connected = max(0, connected)
        self.inSwarm = inSwarm.flatMap { $0 >= 0 ? $0 : nil }
    }
}

/// One tracker of a torrent and how its last announce went.
public struct DownloadTracker: Hashable, Sendable {
    /// How the tracker stands, in the family's words.
    public enum Standing: Hashable, Sendable {
        /// It answered.
        case working
        /// Not asked yet, or being asked.
        case waiting
        /// It is off for this torrent.
        case disabled
        /// It failed, with the client's words when it gave any.
        case failing
    }

    /// Its announce address.
    public var url: String
    /// How it stands.
    public var standing: Standing
    /// The client's message about it ("Connection refused"), when any.
    public var message: String?
    /// Seeds it reported, when known.
    public var seeds: ServerCount?
    /// Peers (leechers) it reported, when known.
    public var peers: ServerCount?

    /// Creates a tracker; negative counts (the clients' "unknown") become nil.
    public init(
        url: String, standing: Standing, message: String? = nil, seeds: ServerCount? = nil, peers: ServerCount? = nil
    ) {
        self.url = url
        self.standing = standing
        self.message = message.flatMap { $0.isEmpty ? nil : $0 }
        self.seeds = seeds.flatMap { $0 >= 0 ? $0 : nil }
        self.peers = peers.flatMap { $0 >= 0 ? $0 : nil }
    }
}

/// One file of a download.
public struct DownloadFile: Hashable, Sendable {
    /// Its path inside the download.
    public var name: String
    /// Its size in bytes.
    public var sizeBytes: ServerCount
    /// How much of it is done, 0…1.
    public var progress: Double
    /// Whether it is to be downloaded at all.
    public var wanted: Bool

    /// Creates a file.
    public init(name: String, sizeBytes: ServerCount, progress: Double, wanted: Bool = true) {
        self.name = name
        self.sizeBytes = max(0, sizeBytes)
        self.progress = progress.isFinite ? min(1, max(0, progress)) : 0
        self.wanted = wanted
    }
}
