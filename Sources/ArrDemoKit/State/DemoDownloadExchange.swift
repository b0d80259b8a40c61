import Foundation
import Synchronization

/// A usenet download one demo *arr handed to a demo download client, as that client mirrors it:
/// the same id the *arr's queue reports, progressing on the same clock.
public struct DemoSharedDownload: Sendable, Hashable {
    /// The *arr's `downloadId` (the client's `nzo_id`, or NZBGet's `drone` parameter).
    public let id: String
    /// The release's name.
    public let title: String
    /// The client's category for it ("movies", "tv").
    public let category: String
    /// Its size in bytes.
    public let size: Int64
    /// When it was grabbed.
    public let startedAt: Date
    /// How long it takes, in seconds.
    public let duration: TimeInterval
    /// The client kind it went to ("sabnzbd", "nzbget").
    public let client: String

    /// Creates a shared download.
    public init(
        id: String, title: String, category: String, size: Int64, startedAt: Date, duration: TimeInterval,
        client: String
    ) {
        self.id = id
        self.title = title
        self.category = category
        self.size = size
        self.startedAt = startedAt
        self.duration = duration
        self.client = client
    }

    /// How far it is at `now`, 0…1.
    public func fraction(at now: Date) -> Double {
        duration > 0 ? min(1, max(0, now.timeIntervalSince(startedAt) / duration)) : 1
    }
}

/// Where the demo *arrs post the usenet downloads in their queues and the demo download
/// clients read them, so the demo's merged queue joins the two views as a real home does.
public final class DemoDownloadExchange: Sendable {
    private let posted = Mutex<[String: [DemoSharedDownload]]>([:])

    /// An empty exchange.
    public init() {}

    /// Replaces what `service` has in flight.
    public func post(_ downloads: [DemoSharedDownload], from service: String) {
        posted.withLock { $0[service] = downloads }
    }

    /// What every *arr has in flight for the client kind `client`.
    public func downloads(for client: String) -> [DemoSharedDownload] {
        // By start, then id: the services' order in the dictionary varies from run to run.
        posted.withLock { $0.values.flatMap { $0 } }.filter { $0.client == client }.sorted {
            ($0.startedAt, $0.id) < ($1.startedAt, $1.id)
        }
    }
}
