import ArrKit
import Foundation
import RadarrAPI

extension RadarrService {
    /// Radarr's history as the shared history reads it: each record with its movie, so a row
    /// names the movie (not "Movie 12"), filtered by Radarr's event types.
    public var historySource: ArrHistorySource {
        ArrHistorySource(
            service: "Radarr", opensNoun: "movie", namesSubjects: false,
            filters: HistoryEventType.knownCases.map {
                HistoryFilter(value: $0.wireName, label: RadarrLabels.event($0).text)
            },
            page: { number, size, filter in
                let page = try await client().history(
                    page: number, pageSize: size, eventType: filter.map(HistoryEventType.init(wireName:)),
                    includeMovie: true)
                return ArrHistoryPage(
                    entries: page.records.map(RadarrHistory.entry), total: page.totalRecords, pageCount: page.pageCount)
            }, client: { try await client() })
    }
}

/// How Radarr's history records read as entries.
enum RadarrHistory {
    /// The entry `record` is.
    static func entry(_ record: HistoryRecord) -> ArrHistoryEntry {
        ArrHistoryEntry(
            line: HistoryEventLine(
                date: record.date, event: RadarrLabels.event(record.eventType), subject: "",
                source: record.sourceTitle ?? "",
                canMarkFailed: ArrHistorySource.canMarkFailed(record.eventType?.wireName)),
            row: RadarrActivity.row(record), subjectId: record.movieId, historyId: record.id,
            release: record.sourceTitle)
    }
}
