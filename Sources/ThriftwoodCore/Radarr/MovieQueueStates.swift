import ArrKit
import RadarrAPI

/// What the queue says of the movies in it, for lists and a movie's screen: a movie that is
/// downloading reads "Downloading 77%" (or queued, paused, failed, import pending, in the
/// queue's words), not "Missing".
public struct MovieQueueStates: Sendable, Hashable {
    private var labels: [Int: StatusLabel] = [:]

    /// None: nothing known to be in the queue.
    public init() {}

    /// The states of the movies `items` hold (a movie with several downloads: its first).
    public init(_ items: [QueueItem]) {
        for item in items {
            guard let movieId = item.movieId, labels[movieId] == nil else { continue }
            labels[movieId] = Self.label(item)
        }
    }

    /// The movie's queue state, when it is in the queue.
    public subscript(movieId: Int) -> StatusLabel? { labels[movieId] }

    /// How many movies are in the queue.
    public var count: Int { labels.count }

    /// `movie`'s status as a list shows it: its queue state when it has one, else its file's.
    public func status(of movie: MovieSummary) -> StatusLabel {
        labels[movie.id] ?? movie.fileStatus
    }

    /// "Downloading 77%" while it downloads; the queue's own word otherwise ("Queued", "Paused",
    /// "Import pending", "Failed").
    static func label(_ item: QueueItem) -> StatusLabel {
        QueueLabels.titleState(
            status: item.status, tracked: item.trackedDownloadStatus, state: item.trackedDownloadState,
            progress: item.progress)
    }
}
