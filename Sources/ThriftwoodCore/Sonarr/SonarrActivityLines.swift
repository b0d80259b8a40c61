import ArrKit
import Foundation
import SonarrAPI

extension SonarrHistoryViewModel {
    /// The page's events as lines, each naming its series and episode.
    public var lines: [HistoryEventLine] {
        (page.value?.records ?? []).map { record in
            HistoryEventLine(
                date: record.date, event: SonarrLabels.event(record.eventType),
                subject: SonarrLabels.subject(of: record), source: record.sourceTitle ?? "",
                canMarkFailed: Self.canMarkFailed(record))
        }
    }

    /// "Page 2 of 9 · 420 records · all events".
    public var headerLine: String {
        Self.header(
            page: pageNumber, of: page.value?.pageCount, records: page.value?.totalRecords, showing: filterLabel)
    }

    /// Opens the episode of the event at `index` of ``lines``.
    public func select(at index: Int) {
        guard let records = page.value?.records, records.indices.contains(index) else { return }
        select(records[index])
    }

    /// The release of the event at `index` of ``lines``, when it can be marked failed.
    public func failing(at index: Int) -> FailingRelease? {
        guard let records = page.value?.records, records.indices.contains(index), Self.canMarkFailed(records[index])
        else { return nil }
        return FailingRelease(historyId: records[index].id, release: records[index].sourceTitle, server: "Sonarr")
    }
}

extension Episode {
    /// The episode as a list across series shows it.
    var listLine: EpisodeListLine {
        EpisodeListLine(
            airDate: airDateUtc, series: series?.title ?? "", code: code, title: title ?? "TBA", hasFile: hasFile,
            monitored: monitored)
    }
}
