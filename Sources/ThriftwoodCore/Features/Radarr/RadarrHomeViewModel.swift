import Foundation
import Observation
import RadarrAPI

/// Radarr's home: library counts, the queue, this week's releases, health and disk space,
/// with an entry point to every list.
@MainActor
@Observable
public final class RadarrHomeViewModel {
    /// What the home screen shows.
    public struct Summary: Sendable, Hashable {
        /// Movies in the library.
        public var total = 0
        /// Monitored movies.
        public var monitored = 0
        /// Monitored, available, no file.
        public var missing = 0
        /// With a file.
        public var downloaded = 0
        /// Downloads in the queue.
        public var queueCount = 0
        /// The first few downloads.
        public var downloads: [QueueItem] = []
        /// Releases in the next seven days.
        public var thisWeek: [Movie] = []
        /// Health checks that are not ok.
        public var health: [HealthCheck] = []
        /// Disk space per path.
        public var disks: [DiskSpace] = []
        /// The server's name and version.
        public var server = ""
    }

    /// An entry point from home.
    public enum Entry: String, CaseIterable, Sendable {
        case movies, add, queue, history, calendar, missing, system, settings

        /// The menu label.
        public var label: String {
            switch self {
            case .movies: "Movies"
            case .add: "Add movie"
            case .queue: "Queue"
            case .history: "History"
            case .calendar: "Calendar"
            case .missing: "Missing"
            case .system: "System status"
            case .settings: "Radarr settings"
            }
        }

        /// The route the entry opens.
        public var route: AppRoute {
            switch self {
            case .movies: .radarrMoviesList
            case .add: .radarrAddMovie(query: nil)
            case .queue: .radarrQueue
            case .history: .radarrHistory
            case .calendar: .radarrCalendar
            case .missing: .radarrMissing
            case .system: .radarrSystemStatus
            case .settings: .radarrSettings
            }
        }
    }

    /// The loaded summary.
    public private(set) var summary = Loadable<Summary>()
    /// Opens a screen (set by the coordinator).
    public var onOpen: (@MainActor (AppRoute) -> Void)?

    private let radarr: any RadarrService
    private let clock: @Sendable () -> Date

    /// Creates the home screen's model.
    public init(radarr: any RadarrService, clock: @escaping @Sendable () -> Date = { Date() }) {
        self.radarr = radarr
        self.clock = clock
    }

    /// Loads every part of the summary.
    public func load() async {
        summary.begin()
        let now = clock()
        let radarr = radarr
        summary.finish(
            await capture {
                let client = try await radarr.client()
                async let movies = client.movies()
                async let queue = client.queue(pageSize: 5)
                async let week = client.calendar(start: now, end: now.addingTimeInterval(7 * 86_400))
                async let health = client.health()
                async let disks = client.diskSpace()
                async let status = client.systemStatus()
                let library = try await movies
                var result = Summary()
                result.total = library.count
                result.monitored = library.count(where: \.monitored)
                result.missing = library.count(where: \.isMissing)
                result.downloaded = library.count(where: \.hasFile)
                let page = try await queue
                result.queueCount = page.totalRecords
                result.downloads = page.records
                result.thisWeek = try await week.sorted { ($0.bestReleaseDate ?? now) < ($1.bestReleaseDate ?? now) }
                result.health = try await health.filter { $0.type != .ok }
                result.disks = try await disks
                let server = try await status
                result.server = "\(server.instanceName ?? server.appName ?? "Radarr") \(server.version ?? "")"
                return result
            })
    }

    /// Opens an entry's screen.
    public func open(_ entry: Entry) { onOpen?(entry.route) }
}
