import ArrKit
import Foundation
import Observation
import ServerKit
import SonarrAPI

/// Sonarr's home: which server, how big the library is, and what airs in the next week.
@MainActor
@Observable
public final class SonarrHomeViewModel {
    /// The server's identity and version.
    private(set) var status = Loadable<SystemStatus>()
    /// Where loading `status` stands (loading, failed, how many), for the front ends.
    public var statusState: LoadState { status.state }
    /// The library's size: series, and episodes with files over those that count.
    public private(set) var library = Loadable<SonarrLibrarySummary>()
    /// Episodes airing in the next seven days, with their series.
    private(set) var upcoming = Loadable<[Episode]>()
    /// Where loading `upcoming` stands (loading, failed, how many), for the front ends.
    public var upcomingState: LoadState { upcoming.state }

    /// Opens one of Sonarr's screens (set by the coordinator).
    public var onOpen: (@MainActor (SonarrRoute) -> Void)?

    /// The screens the home's menu opens.
    public static let entries: [(label: String, route: SonarrRoute)] = [
        ("Series", .seriesList), ("Add series", .addSeries(query: nil)), ("Queue", .queue), ("History", .history),
        ("Calendar", .calendar), ("Wanted", .wanted), ("System", .systemStatus),
    ]

    private let sonarr: any SonarrService
    private let clock: @Sendable () -> Date

    /// Creates the home over the active profile's Sonarr.
    public init(sonarr: any SonarrService, clock: @escaping @Sendable () -> Date = { Date() }) {
        self.sonarr = sonarr
        self.clock = clock
    }

    /// Opens `route`.
    public func open(_ route: SonarrRoute) { onOpen?(route) }

    /// Loads the status, the library summary and the week's calendar.
    public func load() async {
        let sonarr = sonarr
        let now = clock()
        status.begin()
        status.finish(await capture { try await sonarr.client().systemStatus() })
        library.begin()
        library.finish(await capture { SonarrLibrarySummary(try await sonarr.client().series()) })
        upcoming.begin()
        upcoming.finish(
            await capture { try await sonarr.client().calendar(start: now, end: now.addingTimeInterval(7 * 86_400)) })
    }
}

/// What the Sonarr home says about the library.
public struct SonarrLibrarySummary: Sendable, Hashable {
    /// How many series.
    public let seriesCount: Int
    /// How many are still airing.
    public let continuing: Int
    /// Episodes with files.
    public let episodeFiles: ServerCount
    /// Episodes that count (monitored and aired, or with a file).
    public let episodes: ServerCount

    /// Summarises `series`.
    public init(_ series: [Series]) {
        seriesCount = series.count
        continuing = series.filter { $0.status == .continuing }.count
        episodeFiles = series.sum { $0.statistics?.episodeFileCount ?? 0 }
        episodes = series.sum { $0.statistics?.episodeCount ?? 0 }
    }

    /// "30 series (12 continuing) · 1,204/1,388 episodes".
    public var text: String {
        "\(seriesCount) series (\(continuing) continuing) · \(episodeFiles)/\(episodes) episodes"
    }
}

extension SonarrHomeViewModel: ScreenViewModel {}
