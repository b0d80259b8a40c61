import ArrKit
import Foundation
import ServerKit
import SonarrAPI

extension SonarrService {
    /// Sonarr's history as the shared history reads it — every series', or with `seriesId` one
    /// series' (which Sonarr gives whole: it is paged here, newest first) — filtered by Sonarr's
    /// event types.
    public func historySource(seriesId: Int? = nil) -> ArrHistorySource {
        ArrHistorySource(
            service: "Sonarr", opensNoun: "episode", namesSubjects: true,
            filters: SonarrHistoryEventType.knownCases.map {
                HistoryFilter(value: $0.wireName, label: SonarrLabels.event($0).text)
            },
            page: { number, size, filter in
                let type = filter.map(SonarrHistoryEventType.init(wireName:))
                guard let seriesId else {
                    let page = try await client().history(page: number, pageSize: size, eventType: type)
                    return ArrHistoryPage(
                        entries: page.records.map(SonarrHistory.entry), total: page.totalRecords,
                        pageCount: page.pageCount)
                }
                let all = try await client().seriesHistory(seriesId: seriesId).filter {
                    type == nil || $0.eventType == type
                }
                return SonarrHistory.page(number, of: all, size: size)
            }, client: { try await client() })
    }
}

/// How Sonarr's history records read as entries.
enum SonarrHistory {
    /// The entry `record` is.
    static func entry(_ record: SonarrHistoryRecord) -> ArrHistoryEntry {
        ArrHistoryEntry(
            line: HistoryEventLine(
                date: record.date, event: SonarrLabels.event(record.eventType),
                subject: SonarrLabels.subject(of: record),
                source: record.sourceTitle ?? "",
                canMarkFailed: ArrHistorySource.canMarkFailed(record.eventType?.wireName)),
            row: SonarrActivity.row(record), subjectId: record.episodeId.flatMap { $0 > 0 ? $0 : nil },
            historyId: record.id, release: record.sourceTitle)
    }

    /// Page `number` of `records` (all of one series'), `size` a page, newest first.
    static func page(_ number: Int, of records: [SonarrHistoryRecord], size: Int) -> ArrHistoryPage {
        let sorted = records.sorted { ($0.date ?? .distantPast) > ($1.date ?? .distantPast) }
        let start = min(sorted.count, (number - 1) * size)
        return ArrHistoryPage(
            entries: sorted[start..<min(sorted.count, start + size)].map(entry), total: ServerCount(sorted.count),
            pageCount: max(1, sorted.count.adding(saturating: size - 1) / max(1, size)))
    }
}
