import ArrKit
import Foundation
import RadarrAPI

extension HistoryViewModel {
    /// The page's events as lines.
    public var lines: [HistoryEventLine] {
        (page.value?.records ?? []).map { record in
            HistoryEventLine(
                date: record.date, event: RadarrLabels.event(record.eventType), subject: "",
                source: record.sourceTitle ?? "", canMarkFailed: Self.canMarkFailed(record))
        }
    }

    /// "Page 2 of 9 · 420 records · all events".
    public var headerLine: String {
        Self.header(
            page: pageNumber, of: page.value?.pageCount, records: page.value?.totalRecords,
            showing: filterWords ?? "all events")
    }

    /// Opens the film of the event at `index` of ``lines``.
    public func select(at index: Int) {
        guard let records = page.value?.records, records.indices.contains(index), let id = records[index].movieId else {
            return
        }
        select(id)
    }

    /// The release of the event at `index` of ``lines``, when it can be marked failed.
    public func failing(at index: Int) -> FailingRelease? {
        guard let records = page.value?.records, records.indices.contains(index), Self.canMarkFailed(records[index])
        else { return nil }
        return FailingRelease(historyId: records[index].id, release: records[index].sourceTitle, server: "Radarr")
    }
}
