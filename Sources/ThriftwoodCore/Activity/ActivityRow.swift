import Foundation

/// One row of a view across services — a download, an event, a release or airing, or a
/// wanted item — with the service it comes from and the screen it opens.
public struct ActivityRow: Sendable, Hashable, Identifiable {
    /// The service it comes from.
    public let service: ServiceKind
    /// The server it comes from ("Radarr 4K"); the kind's first unless a feed says otherwise.
    public private(set) var source: ServerRef
    /// Identifies it across servers ("radarr/queue/12", "radarr-4k/queue/12").
    public private(set) var id: String
    /// What it is: "Dune: Part Two (2024)", "Severance S02E06".
    public let title: String
    /// More about it: an episode's title, a release's name, a download's messages.
    public let detail: String
    /// Its state or kind at a glance: "Downloading", "Imported", "Digital".
    public let label: StatusLabel
    /// When it happened or happens: the event, the release or airing, the grab.
    public let date: Date?
    /// How long it lasts from `date` (an airing's runtime); nil for a whole day (a release).
    public let duration: TimeInterval?
    /// How far a download is, 0…1 (downloads only).
    public let progress: Double?
    /// Time left on a download, in seconds (downloads only).
    public let secondsLeft: Double?
    /// Whether the item is monitored (calendar rows).
    public let monitored: Bool
    /// The queue id to remove it by (downloads only).
    public let queueId: Int?
    /// The kind of event (history rows only).
    public let event: ActivityEvent?
    /// The screen it opens.
    public private(set) var route: AppRoute?
    /// The id the download client knows a download by, as the *arr reports it (downloads only).
    public let downloadId: String?
    /// The download client's own view of the download, when its queue was read and joined.
    public internal(set) var client: DownloadLink?

    /// Creates a row; `id` is made unique across services by prefixing the service.
    public init(
        service: ServiceKind, id: String, title: String, detail: String = "", label: StatusLabel,
        date: Date? = nil, duration: TimeInterval? = nil, progress: Double? = nil, secondsLeft: Double? = nil,
        monitored: Bool = true,
        queueId: Int? = nil, event: ActivityEvent? = nil, route: AppRoute?, downloadId: String? = nil
    ) {
        self.service = service
        self.source = ServerRef(kind: service)
        self.id = service.rawValue + "/" + id
        self.title = title
        self.detail = detail
        self.label = label
        self.date = date
        self.duration = duration
        self.progress = progress
        self.secondsLeft = secondsLeft
        self.monitored = monitored
        self.queueId = queueId
        self.event = event
        self.route = route
        self.downloadId = downloadId
    }
}

extension ActivityRow {
    /// The row as read from `source`, another server of its kind: named after it, with an id
    /// unique among the servers, opening that server's screen.
    public func from(_ source: ServerRef) -> ActivityRow {
        guard let slug = source.slug else {
            var named = self
            named.source = source
            return named
        }
        var moved = self
        moved.source = source
        moved.id = slug + id.dropFirst(service.rawValue.count)
        moved.route = route.map { $0.service == source.kind ? $0.on(slug) : $0 }
        return moved
    }
}

/// The kinds of history event every service shares, for one filter over all of them.
public enum ActivityEvent: String, Sendable, Hashable, CaseIterable {
    case grabbed, imported, failed, deleted, renamed, ignored

    /// The filter's words.
    public var label: String {
        switch self {
        case .grabbed: "Grabbed"
        case .imported: "Imported"
        case .failed: "Download failed"
        case .deleted: "File deleted"
        case .renamed: "File renamed"
        case .ignored: "Download ignored"
        }
    }
}
