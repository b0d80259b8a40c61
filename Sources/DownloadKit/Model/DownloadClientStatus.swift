import ServerKit

/// What a download client says about itself: speed, limit, paused, free disk.
public struct DownloadClientStatus: Hashable, Sendable {
    /// The client's version, when it said.
    public var version: String?
    /// How fast it downloads now, in bytes per second.
    public var speedBytesPerSecond: ServerCount
    /// How fast it uploads now, in bytes per second (torrent clients).
    public var uploadBytesPerSecond: ServerCount?
    /// The speed limit, when one is set.
    public var limit: SpeedLimit
    /// The limit in bytes per second, when one is set and the client says (SABnzbd gives both
    /// the percentage and the rate it means).
    public var limitBytesPerSecond: ServerCount?
    /// Whether the whole client is paused.
    public var paused: Bool
    /// Seconds until a timed pause ends, when one is running.
    public var pausedForSeconds: ServerCount?
    /// Free space where downloads go, in bytes, when known. A negative count is how clients say
    /// they do not know (qBittorrent's and Transmission's `-1`): it is nil, never a full disk.
    public var freeDiskBytes: ServerCount?
    /// What is left to download in all, in bytes, when known.
    public var leftBytes: ServerCount?
    /// Whether the client's alternative ("turtle") speed limits are on; nil for a client
    /// without them.
    public var alternativeSpeed: Bool?

    /// Creates a status.
    public init(
        version: String? = nil, speedBytesPerSecond: ServerCount = 0, uploadBytesPerSecond: ServerCount? = nil,
        limit: SpeedLimit = .off,
        limitBytesPerSecond: ServerCount? = nil, paused: Bool = false,
        pausedForSeconds: ServerCount? = nil, freeDiskBytes: ServerCount? = nil, leftBytes: ServerCount? = nil,
        alternativeSpeed: Bool? = nil
    ) {
        self.alternativeSpeed = alternativeSpeed
        self.version = version
        self.speedBytesPerSecond = speedBytesPerSecond
        self.uploadBytesPerSecond = uploadBytesPerSecond
        self.limit = limit
        if case .bytesPerSecond(let bytes) = limit {
            self.limitBytesPerSecond = ServerCount(bytes)
        } else {
            self.limitBytesPerSecond = limitBytesPerSecond
        }
        self.paused = paused
        self.pausedForSeconds = pausedForSeconds
        self.freeDiskBytes = freeDiskBytes.flatMap { $0 >= 0 ? $0 : nil }
        self.leftBytes = leftBytes
    }
}

/// A client's queue: its status and its items in queue order.
public struct DownloadQueue: Hashable, Sendable {
    /// The client's status.
    public var status: DownloadClientStatus
    /// Its items, first to download first.
    public var items: [DownloadItem]
    /// How many records the answer had that could not be read (left out, never the whole list).
    public var unreadable: Int

    /// Creates a queue.
    public init(status: DownloadClientStatus, items: [DownloadItem], unreadable: Int = 0) {
        self.status = status
        self.items = items
        self.unreadable = unreadable
    }
}
