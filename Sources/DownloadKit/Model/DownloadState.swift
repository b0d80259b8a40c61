/// Where a download stands, in Thriftwood's words: the same for every download client, so one
/// screen, one filter and one merged queue read them all.
public enum DownloadState: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Receiving data now.
    case downloading
    /// Waiting its turn.
    case queued
    /// Held by the user (or the whole client is paused).
    case paused
    /// Fetching the NZB (or metadata) before it can start.
    case fetching
    /// Checking what arrived (par2 verification).
    case verifying
    /// Repairing missing or broken blocks.
    case repairing
    /// Extracting the archives.
    case unpacking
    /// Moving the finished files to their destination (or running a script).
    case moving
    /// Gave up: see the history entry's reason.
    case failed
    /// Finished.
    case completed
    /// A torrent that wants data and has no peer giving it.
    case stalled
    /// A finished torrent sharing what it has.
    case seeding
    /// A torrent's data being checked against its pieces.
    case checking
    /// A torrent whose files are gone from disk.
    case missingFiles
    /// The client reports an error for it (a torrent's tracker or disk error).
    case error
    /// A state this build does not know, kept in the client's own words.
    case other(String)

    /// The word shown in lists: "downloading", "queued", … or the client's own word.
    public var description: String {
        switch self {
        case .downloading: "downloading"
        case .queued: "queued"
        case .paused: "paused"
        case .fetching: "fetching"
        case .verifying: "verifying"
        case .repairing: "repairing"
        case .unpacking: "unpacking"
        case .moving: "moving"
        case .failed: "failed"
        case .completed: "completed"
        case .stalled: "stalled"
        case .seeding: "seeding"
        case .checking: "checking"
        case .missingFiles: "missing files"
        case .error: "error"
        case .other(let word): word.lowercased()
        }
    }

    /// Whether the item is past downloading (post-processing or done).
    public var isPostProcessing: Bool {
        switch self {
        case .verifying, .repairing, .unpacking, .moving: true
        default: false
        }
    }
}
