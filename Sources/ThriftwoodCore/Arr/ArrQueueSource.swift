/// How an *arr's queue is read and acted on: each kind makes one in its folder from its client
/// (``ArrQueueViewModel`` and the views across services need nothing else).
public struct ArrQueueSource: Sendable {
    /// What a download brings, as "open …" says it: "movie", "series".
    public let subjectNoun: String
    /// The downloads, in the queue's order (a season pack is one).
    public let downloads: @Sendable () async throws -> [ArrDownload]
    /// Removes the download whose queue record is `choice.id`, as chosen.
    public let remove: @Sendable (_ choice: QueueRemoveChoice) async throws -> Void

    /// A source.
    public init(
        subjectNoun: String, downloads: @escaping @Sendable () async throws -> [ArrDownload],
        remove: @escaping @Sendable (QueueRemoveChoice) async throws -> Void
    ) {
        self.subjectNoun = subjectNoun
        self.downloads = downloads
        self.remove = remove
    }
}
