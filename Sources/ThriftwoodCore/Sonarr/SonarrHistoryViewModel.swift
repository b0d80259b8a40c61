import ArrKit
import Foundation
import Observation
import SonarrAPI

/// Sonarr's history, paged, optionally of one event type, with each record's series and episode;
/// or one series' whole history (Sonarr sends it in one piece, newest first).
@MainActor
@Observable
public final class SonarrHistoryViewModel: PagedLoading {
    /// The current page.
    private(set) var page = Loadable<Paged<SonarrHistoryRecord>>()
    /// Where loading `page` stands (loading, failed, how many), for the front ends.
    public var pageState: LoadState { page.state }
    /// The event type shown; nil shows all.
    private(set) var eventType: SonarrHistoryEventType?
    /// The page number, from 1.
    public internal(set) var pageNumber = 1
    /// Records per page.
    public let pageSize: Int
    /// The filters offered, in order.
    static let filters: [SonarrHistoryEventType?] = [nil] + SonarrHistoryEventType.knownCases.map { $0 }
    /// Opens an episode (set by the coordinator).
    public var onSelectEpisode: (@MainActor (Int) -> Void)?

    /// The series whose history this is; nil for the whole server's.
    public let seriesId: Int?

    let sonarr: any SonarrService
    /// What the last action did.
    public internal(set) var message: String?
    /// Why the last action failed.
    public internal(set) var actionError: ErrorNotice?

    /// Creates the history's model: the server's, or with `seriesId` that series' own.
    public init(sonarr: any SonarrService, seriesId: SeriesID? = nil, pageSize: Int = 50) {
        self.sonarr = sonarr
        self.seriesId = seriesId?.rawValue
        self.pageSize = pageSize
    }

    /// Loads the current page.
    public func load() async {
        page.begin()
        let sonarr = sonarr
        let (number, size, type) = (pageNumber, pageSize, eventType)
        guard let seriesId else {
            page.finish(
                await capture { try await sonarr.client().history(page: number, pageSize: size, eventType: type) })
            return
        }
        page.finish(
            await capture {
                let all = try await sonarr.client().seriesHistory(seriesId: seriesId)
                return Self.page(number, of: all.filter { type == nil || $0.eventType == type }, size: size)
            })
    }

    /// One page of records that came in one piece, newest first.
    static func page(_ number: Int, of records: [SonarrHistoryRecord], size: Int) -> Paged<SonarrHistoryRecord> {
        let sorted = records.sorted { ($0.date ?? .distantPast) > ($1.date ?? .distantPast) }
        let start = min(sorted.count, (number - 1) * size)
        return Paged(
            page: number, pageSize: size, sortKey: "date", sortDirection: "descending", totalRecords: sorted.count,
            records: Array(sorted[start..<min(sorted.count, start + size)]))
    }

    /// The filter's name for the header.
    public var filterLabel: String { eventType.map { SonarrLabels.event($0).text } ?? "all events" }

    /// Shows the next event type in the menu's order, from the first page.
    public func cycleFilter() async {
        eventType = Self.filters.cycled(after: eventType) ?? nil
        pageNumber = 1
        await load()
    }

    /// Opens the record's episode.
    func select(_ record: SonarrHistoryRecord) {
        if let id = record.episodeId, id > 0 { onSelectEpisode?(id) }
    }

    /// Moves to the next page when there is one.
    public func nextPage() async { await goToNextPage() }

    /// Moves to the previous page when there is one.
    public func previousPage() async { await goToPreviousPage() }

    /// The page count of the loaded page.
    var loadedPageCount: Int? { page.value?.pageCount }
}

extension SonarrHistoryViewModel: ScreenViewModel {}
