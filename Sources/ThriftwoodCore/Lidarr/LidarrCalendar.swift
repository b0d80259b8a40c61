import ArrKit
import Foundation
import LidarrAPI

/// How Lidarr's album releases read as the shared calendar.
enum LidarrCalendar {
    /// The albums the server `client` reads as releasing in a span, 30 days at once.
    static func source(_ client: @escaping @Sendable () async throws -> LidarrClient) -> ArrCalendarSource {
        ArrCalendarSource(days: 30, emptyWords: "No album is released in these days.") { start, end, unmonitored in
            try await client().calendar(start: start, end: end, unmonitored: unmonitored).compactMap { album in
                LidarrActivity.releaseRow(album).map { row in
                    ArrCalendarEntry(
                        line: ArrCalendarLine(
                            date: album.releaseDate, kind: album.albumType ?? "Album", title: row.title,
                            hasFile: row.label.text == "Downloaded", monitored: album.monitored),
                        row: row, subjectId: album.id)
                }
            }
        }
    }
}
