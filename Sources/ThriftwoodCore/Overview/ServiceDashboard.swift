import ArrKit
import Foundation
import ServerKit

/// One thing the home dashboard lists: a download, a release or an airing, from one
/// service, and the screen it opens.
public struct DashboardItem: Sendable, Hashable, Identifiable {
    /// The service it comes from.
    public let service: ServiceKind
    /// The server it comes from ("Radarr 4K"); the kind's first unless a part says otherwise.
    public private(set) var source: ServerRef
    /// What it is: "Dune: Part Two (2024)", "Severance S02E06".
    public let title: String
    /// What is happening: "42% · 3m left", "In cinemas", "Episode 6".
    public let detail: String
    /// When it happens (releases and airings), for ordering.
    public let date: Date?
    /// How far a download is, 0…1 (downloads only).
    public let progress: Double?
    /// Time left on a download, in seconds (downloads only).
    public let secondsLeft: Double?
    /// The screen it opens.
    public private(set) var route: AppRoute
    /// Identifies it within the dashboard.
    public private(set) var id: String

    /// Creates an item.
    public init(
        service: ServiceKind, id: String, title: String, detail: String, date: Date? = nil, progress: Double? = nil,
        secondsLeft: Double? = nil, route: AppRoute
    ) {
        self.service = service
        self.source = ServerRef(kind: service)
        self.id = "\(service.rawValue)/\(id)"
        self.title = title
        self.detail = detail
        self.date = date
        self.progress = progress
        self.secondsLeft = secondsLeft
        self.route = route
    }

    /// The item as read from `source`: named after it, with an id unique among the servers,
    /// opening that server's screen.
    func from(_ source: ServerRef) -> DashboardItem {
        guard self.source != source else { return self }  // moved already (a part kept from the last read)
        var moved = self
        moved.source = source
        guard let slug = source.slug else { return moved }
        moved.id = slug + id.dropFirst(service.rawValue.count)
        if route.service == source.kind { moved.route = route.on(slug) }
        return moved
    }
}

/// What one service says for the dashboard: its state, what it downloads, what comes in
/// the next days, and how much is missing.
public struct ServiceDashboard: Sendable, Hashable {
    /// The service.
    public let kind: ServiceKind
    /// The server the part is of (the kind's first unless ``from(_:)`` says otherwise).
    public private(set) var source: ServerRef
    /// Its version and health.
    public let overview: ServiceOverview
    /// Disks running low: "/data: 4.0 GB free of 2.0 TB".
    public let lowDisks: [String]
    /// Downloads in its queue.
    public let downloading: [DashboardItem]
    /// Releases or airings in the days ahead.
    public let upcoming: [DashboardItem]
    /// How many monitored items are missing; nil when the server could not say.
    public let missing: ServerCount?
    /// What it imported last, newest first.
    public let recent: [DashboardItem]
    /// Its health warnings and errors, in its words.
    public let healthMessages: [String]
    /// Streams playing now (Tautulli).
    public let playing: [DashboardItem]
    /// The parts the server could not give, each with why ("wanted/missing: This Radarr has
    /// no /wanted/missing …"); the rest of the part is shown.
    public let unavailable: [String]
    /// When the parts that change slowly (version, health, disks, the days ahead, missing,
    /// imports) were read; nil for a part read whole every time.
    public private(set) var slowPartsReadAt: Date?

    /// Creates a service's part.
    public init(
        kind: ServiceKind, overview: ServiceOverview, lowDisks: [String], downloading: [DashboardItem],
        upcoming: [DashboardItem], missing: ServerCount?, recent: [DashboardItem] = [], healthMessages: [String] = [],
        unavailable: [String] = [], playing: [DashboardItem] = []
    ) {
        self.kind = kind
        self.playing = playing
        self.source = ServerRef(kind: kind)
        self.overview = overview
        self.lowDisks = lowDisks
        self.downloading = downloading
        self.upcoming = upcoming
        self.missing = missing
        self.recent = recent
        self.healthMessages = healthMessages
        self.unavailable = unavailable
    }

    /// The part as the one of `source`: its items name the server and open its screens.
    public func from(_ source: ServerRef) -> ServiceDashboard {
        var moved = ServiceDashboard(
            kind: kind, overview: overview, lowDisks: lowDisks, downloading: downloading.map { $0.from(source) },
            upcoming: upcoming.map { $0.from(source) }, missing: missing, recent: recent.map { $0.from(source) },
            healthMessages: healthMessages, unavailable: unavailable, playing: playing.map { $0.from(source) })
        moved.source = source
        moved.slowPartsReadAt = slowPartsReadAt
        return moved
    }

    /// How long Home keeps a part's slow parts while it refreshes on its own (every 30 s, only
    /// what moves — the downloads); a full read follows, and any refresh asked for reads all.
    public static let slowPartsLifetime: TimeInterval = 300

    /// The part with its slow parts marked as read at `date`.
    public func slowPartsRead(at date: Date) -> ServiceDashboard {
        var read = self
        read.slowPartsReadAt = date
        return read
    }

    /// `previous`, when a refresh on its own may keep its slow parts and read only the
    /// downloads: it was read whole less than ``slowPartsLifetime`` ago and nothing was
    /// missing from it (a part that failed is asked again at once).
    public static func keptForLiveRefresh(_ previous: ServiceDashboard?, now: Date) -> ServiceDashboard? {
        guard let previous, let read = previous.slowPartsReadAt, previous.unavailable.isEmpty,
            now >= read, now.timeIntervalSince(read) < slowPartsLifetime
        else { return nil }
        return previous
    }

    /// This part with `downloading` read anew, everything else kept.
    public func replacingDownloading(_ items: [DashboardItem]) -> ServiceDashboard {
        var part = ServiceDashboard(
            kind: kind, overview: overview, lowDisks: lowDisks, downloading: items, upcoming: upcoming,
            missing: missing, recent: recent, healthMessages: healthMessages, unavailable: unavailable,
            playing: playing)
        part.source = source
        part.slowPartsReadAt = slowPartsReadAt
        return part
    }

    /// Collects the parts of a dashboard that failed, so one missing endpoint costs its part
    /// and not the service.
    public struct Parts {
        /// What could not be read, with why.
        public private(set) var unavailable: [String] = []

        /// Starts with nothing missing.
        public init() {}

        /// The value of `result`, or nil with `part` and its reason noted.
        public mutating func value<T>(_ result: Result<T, any Error>, _ part: String) -> T? {
            switch result {
            case .success(let value): return value
            case .failure(let error):
                unavailable.append("\(part): \(ErrorNotice(error).message)")
                return nil
            }
        }
    }

    /// The health checks worth a line: warnings and errors, in the service's words.
    public static func healthMessages(_ checks: [HealthCheck]) -> [String] {
        checks.filter { $0.type == .warning || $0.type == .error }.compactMap(\.message)
    }

    /// Disks with less than 10 % or 20 GB free, in words.
    public static func lowDisks(_ disks: [DiskSpace]) -> [String] {
        disks.compactMap { disk in
            guard let free = disk.freeSpace, let total = disk.totalSpace, total > 0 else { return nil }
            guard Double(free) / Double(total) < 0.1 || free < 20_000_000_000 else { return nil }
            return "\(disk.path ?? "?"): \(Format.bytes(free)) free of \(Format.bytes(total))"
        }
    }

    /// The service's line: "Radarr · v5.14 · 2 health warnings · 21 missing".
    public var statusLine: StatusLabel {
        var parts = ["\(source.name) · \(overview.versionLabel)"]
        if let activity = overview.activity { parts.append(activity) }
        let issues = overview.healthIssues
        if issues > 0 { parts.append("\(issues) health \(issues == 1 ? "warning" : "warnings")") }
        parts += lowDisks.map { "low disk \($0)" }
        if let missing { parts.append("\(missing) missing") }
        if !unavailable.isEmpty {
            parts.append("\(unavailable.count) part\(unavailable.count == 1 ? "" : "s") unavailable")
        }
        let attention = issues > 0 || !lowDisks.isEmpty || !unavailable.isEmpty
        return StatusLabel(parts.joined(separator: " · "), attention ? .attention : .good)
    }
}

/// How a service's dashboard part is fetched, `now` being the start of "the days ahead";
/// `previous` is the last part when Home refreshes on its own (a kind may keep what changes
/// slowly, see ``ServiceDashboard/keptForLiveRefresh(_:now:)``), nil when all is to be read.
public typealias DashboardSource =
    @Sendable (_ now: Date, _ previous: ServiceDashboard?) async throws ->
    ServiceDashboard
