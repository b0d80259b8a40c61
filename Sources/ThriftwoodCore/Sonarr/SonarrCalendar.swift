import ArrKit
import Foundation
import SonarrAPI

extension SonarrService {
    /// Sonarr's calendar as the shared calendar reads it: the episodes airing in the span, by air
    /// time, 14 days at once.
    public var calendarSource: ArrCalendarSource {
        ArrCalendarSource(days: 14, emptyWords: "Nothing airs in these days.") { start, end, unmonitored in
            try await client().calendar(start: start, end: end, unmonitored: unmonitored)
                .sorted { ($0.airDateUtc ?? .distantFuture, $0.id) < ($1.airDateUtc ?? .distantFuture, $1.id) }
                .map { episode in
                    ArrCalendarEntry(
                        line: ArrCalendarLine(
                            date: episode.airDateUtc, title: episode.series?.title ?? "", part: episode.code,
                            name: episode.title ?? "TBA", hasFile: episode.hasFile, monitored: episode.monitored),
                        row: SonarrActivity.row(episode), subjectId: episode.id)
                }
        }
    }
}
