import ArrKit
import Foundation
import Observation
import RadarrAPI
import ServerKit

/// Radarr's home: library counts, the queue, this week's releases, health and disk space,
/// with an entry point to every list.
@MainActor
@Observable
public final class RadarrHomeViewModel {
    /// Library counts, from the cached library when there is one.
    public struct Counts: Sendable, Hashable {
        /// Movies in the library.
        public var total = 0
        /// Monitored movies.
        public var monitored = 0
        /// Monitored, available, no file.
        public var missing = 0
        /// With a file.
        public var downloaded = 0
        /// When the counted library was fetched; nil when it was fetched just now.
        public var cachedAt: Date?

        /// Counts `movies`.
        init(_ movies: [MovieSummary], cachedAt: Date?) {
            total = movies.count
            monitored = movies.count(where: \.monitored)
            missing = movies.count(where: \.isMissing)
            downloaded = movies.count(where: \.hasFile)
            self.cachedAt = cachedAt
        }
    }

    /// What the home screen shows; each part loads on its own, so one failing request
    /// shows its reason in its place and the rest still shows.
    public struct Summary: Sendable, Hashable {
        /// The library counts.
        public var counts: LoadedPart<Counts>
        /// The queue's size and its first downloads.
        var queue: LoadedPart<Paged<QueueItem>>
        /// Releases in the next seven days, by the date that falls in them.
        public var thisWeek: LoadedPart<[CalendarEntry]>
        /// Health checks that are not ok.
        var health: LoadedPart<[HealthCheck]>
        /// Disk space per path.
        var disks: LoadedPart<[DiskSpace]>
        /// The server's name and version.
        public var server: LoadedPart<String>

        /// The queue's heading, counting what it lists: "Downloading (3)", or "Downloading
        /// (4 of 12)" when the server has more than the first page shows.
        public var downloadingHeading: String {
            guard let queue = queue.value else { return "Downloading" }
            let shown = min(queue.records.count, RadarrHomeViewModel.downloadsShown)
            let total = max(queue.totalRecords, ServerCount(queue.records.count))
            return ServerCount(shown) < total ? "Downloading (\(shown) of \(total))" : "Downloading (\(shown))"
        }
    }

    /// How many downloads the home lists.
    public nonisolated static let downloadsShown = 4

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
            case .movies: .radarr(.moviesList)
            case .add: .radarr(.addMovie(query: nil))
            case .queue: .radarr(.queue)
            case .history: .radarr(.history)
            case .calendar: .radarr(.calendar)
            case .missing: .radarr(.missing)
            case .system: .radarr(.systemStatus)
            case .settings: .radarr(.settings)
            }
        }
    }

    /// The loaded summary.
    public private(set) var summary = Loadable<Summary>()
    /// Opens a screen (set by the coordinator).
    public var onOpen: (@MainActor (AppRoute) -> Void)?

    private let radarr: any RadarrService
    private let cache: any LibraryCache
    private let connectionId: String?
    private let clock: @Sendable () -> Date

    /// Creates the home screen's model; counts come from `cache` when it holds the library.
    public init(
        radarr: any RadarrService, cache: any LibraryCache, connectionId: String?,
        clock: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.radarr = radarr
        self.cache = cache
        self.connectionId = connectionId
        self.clock = clock
    }

    /// Loads every part of the summary; it fails as a whole only when no part loaded.
    public func load() async {
        summary.begin()
        let now = clock()
        let (radarr, cache, connectionId) = (radarr, cache, connectionId)
        let result = await capture {
            let client = try await radarr.client()
            async let counts = LoadedPart.capture {
                if let connectionId, let cached = try await cache.load(connectionId: connectionId) {
                    return Counts(cached.movies, cachedAt: cached.updatedAt)
                }
                return Counts(try await client.movies().compactMap(MovieSummary.init), cachedAt: nil)
            }
            async let queue = LoadedPart.capture { try await client.queue(pageSize: 5) }
            let weekEnd = now.addingTimeInterval(7 * 86_400)
            async let week = LoadedPart.capture {
                ReleaseCalendar.entries(try await client.calendar(start: now, end: weekEnd), from: now, to: weekEnd)
            }
            async let health = LoadedPart.capture { try await client.health().filter { $0.type != .ok } }
            async let disks = LoadedPart.capture { try await client.diskSpace() }
            async let server = LoadedPart.capture {
                let status = try await client.systemStatus()
                return "\(status.instanceName ?? status.appName ?? "Radarr") \(status.version ?? "")"
            }
            return Summary(
                counts: await counts, queue: await queue, thisWeek: await week, health: await health,
                disks: await disks, server: await server)
        }
        // When every live part failed the server is down or refuses us: say so once, keep the last summary.
        if case .success(let parts) = result, case .failed(let notice) = parts.server, parts.queue.failure != nil,
            parts.health.failure != nil
        {
            summary.isLoading = false
            summary.error = notice
            return
        }
        summary.finish(result)
    }

    /// Opens an entry's screen.
    public func open(_ entry: Entry) { onOpen?(entry.route) }

    /// Reads the queue again into the summary's "Downloading" part, leaving the rest as read:
    /// what is downloading changes by the second, the counts and the week do not.
    public func refreshDownloads() async {
        guard summary.value != nil else { return }
        let radarr = radarr
        let queue = await LoadedPart.capture { try await radarr.client().queue(pageSize: 5) }
        // A failed refresh keeps the last queue shown rather than replacing it with the error.
        if queue.failure == nil { summary.value?.queue = queue }
    }

    /// While the home is visible, its downloads refresh every 2 s as the queue screen's do.
    public func keepDownloadsFresh(every interval: Duration = .seconds(2)) async {
        while !Task.isCancelled {
            do {
                try await Task.sleep(for: interval)
            } catch {
                return
            }
            await refreshDownloads()
        }
    }
}
