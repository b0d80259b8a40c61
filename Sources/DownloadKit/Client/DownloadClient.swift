/// What a download client can be asked to do beyond listing, for screens and the CLI to offer
/// only what the kind supports.
public enum DownloadCapability: String, Hashable, Sendable, CaseIterable {
    /// Pause or resume one item.
    case pauseItem
    /// Pause everything for a while (then resume by itself).
    case timedPause
    /// Remove an item and delete what it downloaded (NZBGet's final delete).
    case deleteFiles
    /// Set a category.
    case category
    /// Retry a failed history entry.
    case retry
    /// Set a speed limit as a share of the line speed.
    case percentLimit
    /// Keep a history of finished and failed downloads (torrent clients keep finished torrents in their list).
    case history
    /// Check a torrent's data again against its pieces.
    case recheck
    /// Limit one download's speed, apart from the client's limit.
    case itemLimit
    /// Switch to the client's alternative ("turtle") speed limits and back.
    case alternativeSpeed
}

/// One download client (SABnzbd, NZBGet, …) behind the family's shared model: every kind
/// answers the same calls, in the same words, and says which extras it has.
public protocol DownloadClient: Sendable {
    /// The kind's name ("SABnzbd").
    var serviceName: String { get }
    /// The extras this kind supports.
    var capabilities: Set<DownloadCapability> { get }
    /// The server's version; also proves the address is this kind (a wrong kind is refused).
    func version() async throws(DownloadError) -> String
    /// The status and the queue, in queue order.
    func queue() async throws(DownloadError) -> DownloadQueue
    /// The newest `limit` history entries, newest first; `failedOnly` for failures alone.
    func history(limit: Int, failedOnly: Bool) async throws(DownloadError) -> [DownloadHistoryEntry]
    /// Pauses the items `ids`.
    func pause(_ ids: [String]) async throws(DownloadError)
    /// Resumes the items `ids`.
    func resume(_ ids: [String]) async throws(DownloadError)
    /// Pauses the whole client, for `minutes` when given (then it resumes by itself).
    func pauseAll(forMinutes minutes: Int?) async throws(DownloadError)
    /// Resumes the whole client.
    func resumeAll() async throws(DownloadError)
    /// Removes the items `ids` from the queue, deleting what they downloaded when `deleteFiles`.
    func remove(_ ids: [String], deleteFiles: Bool) async throws(DownloadError)
    /// Removes history entries.
    func removeHistory(_ ids: [String]) async throws(DownloadError)
    /// Sets the priority of the items `ids`.
    func setPriority(_ priority: DownloadPriority, of ids: [String]) async throws(DownloadError)
    /// Moves an item to the top of the queue.
    func moveToTop(_ id: String) async throws(DownloadError)
    /// Sets the category of the items `ids`.
    func setCategory(_ category: String, of ids: [String]) async throws(DownloadError)
    /// Sets (or clears) the speed limit.
    func setSpeedLimit(_ limit: SpeedLimit) async throws(DownloadError)
    /// Retries a failed history entry; returns the id the retried item has in the queue.
    func retry(_ id: String) async throws(DownloadError) -> String
    /// Adds a link, magnet link or file (``DownloadAddition``); returns the new item's id (a
    /// torrent's hash) when it can be known. Something for the other protocol is refused.
    func add(_ addition: DownloadAddition) async throws(DownloadError) -> String?
    /// Everything the client says about the download `id` (the list's item, and for torrents
    /// the swarm, limits, trackers and files).
    func details(_ id: String) async throws(DownloadError) -> DownloadDetails
    /// Checks the torrents' data again (``DownloadCapability/recheck``).
    func recheck(_ ids: [String]) async throws(DownloadError)
    /// Sets (or clears, with `.off`) the download limit of the items `ids` alone
    /// (``DownloadCapability/itemLimit``).
    func setItemSpeedLimit(_ limit: SpeedLimit, of ids: [String]) async throws(DownloadError)
    /// Turns the client's alternative speed limits on or off (``DownloadCapability/alternativeSpeed``).
    func setAlternativeSpeed(_ enabled: Bool) async throws(DownloadError)
}

extension DownloadClient {
    /// The item as the queue lists it, and nothing more (what a usenet client says).
    public func details(_ id: String) async throws(DownloadError) -> DownloadDetails {
        guard let item = try await queue().items.first(where: { $0.id == id || $0.matches(downloadId: id) }) else {
            throw DownloadError(serviceName, .notFound(id))
        }
        return DownloadDetails(item: item)
    }

    /// Refused: only torrent clients check data again.
    public func recheck(_ ids: [String]) async throws(DownloadError) {
        throw DownloadError(serviceName, .unsupported("check a download's data again"))
    }

    /// Refused: this client has no alternative speed limits.
    public func setAlternativeSpeed(_ enabled: Bool) async throws(DownloadError) {
        throw DownloadError(serviceName, .unsupported("switch to alternative speed limits"))
    }

    /// Refused: this client limits its speed as a whole only.
    public func setItemSpeedLimit(_ limit: SpeedLimit, of ids: [String]) async throws(DownloadError) {
        throw DownloadError(serviceName, .unsupported("limit one download's speed; limit the whole client instead"))
    }
}
