import ArrKit
import Foundation
import ServerKit

/// One finished (or failed) download in a client's history.
public struct DownloadHistoryEntry: Hashable, Sendable, Identifiable {
    /// How it ended.
    public enum Outcome: Hashable, Sendable, CustomStringConvertible {
        /// Downloaded and processed.
        case completed
        /// Failed; see ``DownloadHistoryEntry/failMessage``.
        case failed
        /// Deleted by the user or as a duplicate.
        case deleted
        /// Still being processed (SABnzbd keeps post-processing items in history).
        case processing
        /// An outcome this build does not know, in the client's words.
        case other(String)

        /// "completed", "failed", …
        public var description: String {
            switch self {
            case .completed: "completed"
            case .failed: "failed"
            case .deleted: "deleted"
            case .processing: "processing"
            case .other(let word): word.lowercased()
            }
        }
    }

    /// The client's own id for it (history ids may differ from the queue's: NZBGet keeps the NZBID).
    public var id: String
    /// Its name.
    public var name: String
    /// Its category, if any.
    public var category: String?
    /// How it ended.
    public var outcome: Outcome
    /// The client's own word for it ("Failed", "FAILURE/HEALTH"…).
    public var clientState: String
    /// Why it failed, in the client's words.
    public var failMessage: String?
    /// Its size in bytes, when known.
    public var sizeBytes: ServerCount?
    /// When it finished.
    public var completedAt: Date?
    /// What each post-processing stage said, in order ("Repair: …", "Unpack: …").
    public var stageLog: [String]
    /// The ids an *arr may use for it as its `downloadId`.
    public var downloadIds: [String]
    /// The client's record as it sent it.
    public var record: JSONValue

    /// Creates an entry.
    public init(
        id: String, name: String, category: String? = nil, outcome: Outcome, clientState: String,
        failMessage: String? = nil, sizeBytes: ServerCount? = nil, completedAt: Date? = nil, stageLog: [String] = [],
        downloadIds: [String] = [], record: JSONValue = .null
    ) {
        self.id = id
        self.name = name
        self.category = category
        self.outcome = outcome
        self.clientState = clientState
        self.failMessage = failMessage
        self.sizeBytes = sizeBytes
        self.completedAt = completedAt
        self.stageLog = stageLog
        self.downloadIds = downloadIds.isEmpty ? [id] : downloadIds
        self.record = record
    }
}
