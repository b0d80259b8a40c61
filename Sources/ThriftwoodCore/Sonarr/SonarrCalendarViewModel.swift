import Foundation
import Observation
import SonarrAPI

/// Episodes airing over a date range, with their series, in air order.
@MainActor
@Observable
public final class SonarrCalendarViewModel {
    /// The episodes in range, by air time.
    private(set) var episodes = Loadable<[Episode]>()
    /// Where loading `episodes` stands (loading, failed, how many), for the front ends.
    public var episodesState: LoadState { episodes.state }
    /// How many days show.
    public let days: Int
    /// The first day shown.
    public private(set) var start: Date
    /// Opens an episode (set by the coordinator).
    public var onSelectEpisode: (@MainActor (Int) -> Void)?

    private let sonarr: any SonarrService

    /// Creates the calendar from the day of `start` for `days` days.
    public init(sonarr: any SonarrService, start: Date = Date(), days: Int = 14) {
        self.sonarr = sonarr
        self.start = Calendar(identifier: .gregorian).startOfDay(for: start)
        self.days = days
    }

    /// Loads the range.
    public func load() async {
        episodes.begin()
        let sonarr = sonarr
        let (from, to) = (start, start.addingTimeInterval(Double(days) * 86_400))
        episodes.finish(
            await capture {
                try await sonarr.client().calendar(start: from, end: to)
                    .sorted { ($0.airDateUtc ?? .distantFuture, $0.id) < ($1.airDateUtc ?? .distantFuture, $1.id) }
            })
    }

    /// The header: "From 22 Nov for 14 days".
    public var summary: String { "From \(Format.day(start)) for \(days) days" }

    /// Moves the range by `days` (negative: back).
    public func shift(by days: Int) async {
        start = start.addingTimeInterval(Double(days) * 86_400)
        await load()
    }

    /// Opens `episode`.
    func select(_ episode: Episode) { onSelectEpisode?(episode.id) }
}

extension SonarrCalendarViewModel: ScreenViewModel {}
