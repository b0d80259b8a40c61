import ArrKit
import Foundation
import ServerKit

/// One download in a client's queue, in the words every client shares, with the client's own
/// record kept for `--json`.
public struct DownloadItem: Hashable, Sendable, Identifiable {
    /// The client's own id for it (SABnzbd's `nzo_id`, NZBGet's NZBID as text).
    public var id: String
    /// Its name (usually the release name).
    public var name: String
    /// Its category, if it has one.
    public var category: String?
    /// Where it stands.
    public var state: DownloadState
    /// The client's own word for the state ("Downloading", "PP_QUEUED"…).
    public var clientState: String
    /// How much is done, 0…1.
    public var progress: Double
    /// Its whole size in bytes, when known.
    public var sizeBytes: ServerCount?
    /// What is still to download, in bytes, when known.
    public var leftBytes: ServerCount?
    /// How long until it is done, when the client says.
    public var timeLeftSeconds: ServerCount?
    /// How urgent it is.
    public var priority: DownloadPriority
    /// Its place in the queue, from 0.
    public var position: Int
    /// The ids an *arr may use for it as its `downloadId` (SABnzbd: the `nzo_id`; NZBGet: the
    /// job's `drone` parameter, then the NZBID).
    public var downloadIds: [String]
    /// How healthy the download is, 0…1, when the client reports it (NZBGet).
    public var health: Double?
    /// Uploaded over downloaded, for a torrent (its seed ratio), when the client says.
    public var ratio: Double?
    /// The client's record as it sent it.
    public var record: JSONValue

    /// Creates an item.
    public init(
        id: String, name: String, category: String? = nil, state: DownloadState, clientState: String,
        progress: Double, sizeBytes: ServerCount? = nil, leftBytes: ServerCount? = nil,
        timeLeftSeconds: ServerCount? = nil,
        priority: DownloadPriority = .normal, position: Int = 0, downloadIds: [String] = [], health: Double? = nil,
        ratio: Double? = nil, record: JSONValue = .null
    ) {
        self.ratio = ratio
        self.id = id
        self.name = name
        self.category = category
        self.state = state
        self.clientState = clientState
        self.progress = progress
        self.sizeBytes = sizeBytes
        self.leftBytes = leftBytes
        self.timeLeftSeconds = timeLeftSeconds
        self.priority = priority
        self.position = position
        self.downloadIds = downloadIds.isEmpty ? [id] : downloadIds
        self.health = health
        self.record = record
    }

    /// Whether an *arr's `downloadId` names this item (case-insensitively: SABnzbd's ids are
    /// lower case, the *arrs sometimes upper-case them).
    public func matches(downloadId: String) -> Bool {
        downloadIds.contains { $0.caseInsensitiveCompare(downloadId) == .orderedSame }
    }
}
