/// What an event says happened, across every kind: the *arrs' grabs and imports, Seerr's
/// requests and issues, Tautulli's streams, the download clients' finished downloads. A type
/// Thriftwood does not know is ``other`` and keeps the server's own name in the event.
public enum StackEventType: String, Hashable, Sendable, Codable, CaseIterable {
    /// A connection test the server sent.
    case test
    /// A release was sent to a download client.
    case grabbed
    /// A download was imported.
    case downloaded
    /// A download was imported in place of a worse file.
    case upgraded
    /// A download failed to download or to import.
    case importFailed
    /// A download waits for someone to import it by hand.
    case manualInteraction
    /// A title or file was deleted.
    case deleted
    /// A title was added to the library.
    case added
    /// Files were renamed or retagged.
    case renamed
    /// The server reports a health problem.
    case healthIssue
    /// A health problem went away.
    case healthRestored
    /// The server was updated (or an update waits).
    case updated
    /// A request waits for approval.
    case requestPending
    /// A request was approved (by hand or automatically).
    case requestApproved
    /// A request was declined.
    case requestDeclined
    /// A requested title is available.
    case requestAvailable
    /// A request failed on its way to the *arr.
    case requestFailed
    /// An issue was reported.
    case issueReported
    /// An issue got a comment.
    case issueCommented
    /// An issue was resolved.
    case issueResolved
    /// An issue was reopened.
    case issueReopened
    /// Someone started playing.
    case streamStarted
    /// A stream was paused.
    case streamPaused
    /// A stream was resumed.
    case streamResumed
    /// A stream stopped.
    case streamStopped
    /// A stream is being transcoded.
    case streamTranscoding
    /// A download client finished a download.
    case downloadFinished
    /// A download client's download failed.
    case downloadFailed
    /// Something this build does not know; the event's raw type says what.
    case other

    /// The type stored as `raw`; an unknown one (from a newer build) is ``other``.
    public init(stored raw: String) {
        self = StackEventType(rawValue: raw) ?? .other
    }

    /// Decodes leniently: a type this build does not know is ``other``.
    public init(from decoder: any Decoder) throws {
        self.init(stored: try decoder.singleValueContainer().decode(String.self))
    }

    /// The short label lists and filters show: "Downloaded".
    public var label: String {
        switch self {
        case .test: "Test"
        case .grabbed: "Grabbed"
        case .downloaded: "Downloaded"
        case .upgraded: "Upgraded"
        case .importFailed: "Import failed"
        case .manualInteraction: "Needs manual import"
        case .deleted: "Deleted"
        case .added: "Added"
        case .renamed: "Renamed"
        case .healthIssue: "Health issue"
        case .healthRestored: "Health restored"
        case .updated: "Updated"
        case .requestPending: "Request pending"
        case .requestApproved: "Request approved"
        case .requestDeclined: "Request declined"
        case .requestAvailable: "Available"
        case .requestFailed: "Request failed"
        case .issueReported: "Issue reported"
        case .issueCommented: "Issue comment"
        case .issueResolved: "Issue resolved"
        case .issueReopened: "Issue reopened"
        case .streamStarted: "Playing"
        case .streamPaused: "Paused"
        case .streamResumed: "Resumed"
        case .streamStopped: "Stopped"
        case .streamTranscoding: "Transcoding"
        case .downloadFinished: "Download finished"
        case .downloadFailed: "Download failed"
        case .other: "Other"
        }
    }

    /// How urgent it is for targets that rank messages (ntfy's and Gotify's priority): failures
    /// and health problems high, the everyday (grabs, plays) low.
    public var urgency: EventUrgency {
        switch self {
        case .importFailed, .manualInteraction, .healthIssue, .requestFailed, .downloadFailed: .high
        case .grabbed, .renamed, .streamPaused, .streamResumed, .streamStopped, .test, .other: .low
        default: .normal
        }
    }
}

/// How urgent an event is.
public enum EventUrgency: Int, Sendable, Comparable {
    /// Worth a glance.
    case low = 1
    /// Worth telling.
    case normal = 2
    /// Needs someone.
    case high = 3

    /// Orders by urgency.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
