/// Where a request stands, as Seerr numbers it (1 pending, 2 approved, 3 declined; Jellyseerr
/// and Seerr add 4 failed and 5 completed). A number this build does not know is kept.
public enum SeerrRequestStatus: Hashable, Sendable {
    /// Waiting for someone to approve or decline it.
    case pending
    /// Approved and sent to Radarr or Sonarr.
    case approved
    /// Declined.
    case declined
    /// Sending it to Radarr or Sonarr failed (retry sends it again).
    case failed
    /// Everything it asked for is available.
    case completed
    /// A number this build does not know.
    case other(Int)

    /// The status for Seerr's number.
    public init(number: Int) {
        switch number {
        case 1: self = .pending
        case 2: self = .approved
        case 3: self = .declined
        case 4: self = .failed
        case 5: self = .completed
        default: self = .other(number)
        }
    }

    /// The word for it, for screens and the CLI.
    public var word: String {
        switch self {
        case .pending: "pending"
        case .approved: "approved"
        case .declined: "declined"
        case .failed: "failed"
        case .completed: "completed"
        case .other(let number): "status \(number)"
        }
    }
}

/// How much of a title the media server has, as Seerr numbers it (1 unknown, 2 pending,
/// 3 processing, 4 partially available, 5 available; Seerr adds 6 deleted).
public enum SeerrAvailability: Hashable, Sendable {
    /// Not known to the media server (or never requested).
    case unknown
    /// Requested, waiting for approval.
    case pending
    /// Approved and on its way (Radarr or Sonarr has it).
    case processing
    /// Some of it (some seasons) can be watched.
    case partiallyAvailable
    /// It can be watched.
    case available
    /// It was available and has been deleted.
    case deleted
    /// A number this build does not know.
    case other(Int)

    /// The availability for Seerr's number.
    public init(number: Int) {
        switch number {
        case 1: self = .unknown
        case 2: self = .pending
        case 3: self = .processing
        case 4: self = .partiallyAvailable
        case 5: self = .available
        case 6: self = .deleted
        default: self = .other(number)
        }
    }

    /// The words for it.
    public var words: String {
        switch self {
        case .unknown: "not available"
        case .pending: "requested"
        case .processing: "on its way"
        case .partiallyAvailable: "partly available"
        case .available: "available"
        case .deleted: "deleted"
        case .other(let number): "availability \(number)"
        }
    }
}
