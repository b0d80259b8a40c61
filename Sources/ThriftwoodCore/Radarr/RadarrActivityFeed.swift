import ArrKit
import Foundation
import RadarrAPI

extension RadarrService {
    /// Radarr's part of the views across services: its queue, history, releases and wanted
    /// movies as rows, and its queue removal and wanted searches.
    public var activityFeed: ActivityFeed {
        ActivityFeed(
            kind: .radarr,
            queue: queueSource, wanted: wantedSource, calendar: calendarSource,
            history: { count, event in
                let type = event.map(RadarrActivity.eventType)
                return try await client().history(page: 1, pageSize: count, eventType: type, includeMovie: true).records
                    .map(RadarrActivity.row)
            })
    }
}

/// How Radarr's records read as rows of the views across services (also for the CLI).
public enum RadarrActivity {
    /// One row for the record.
    public static func row(_ item: QueueItem) -> ActivityRow {
        let messages = (item.statusMessages ?? []).flatMap { $0.messages ?? [] }
        return ActivityRow(
            service: .radarr, id: "queue/\(item.id)",
            title: item.movie.map { RadarrLabels.title($0.title, year: $0.year) } ?? item.title ?? "?",
            detail: ([item.title ?? ""] + messages).filter { !$0.isEmpty }.joined(separator: " · "),
            label: RadarrLabels.queueStatus(item), date: item.added, progress: item.progress,
            secondsLeft: item.timeleft?.seconds, queueId: item.id,
            route: item.movieId.map { .radarr(.movieDetail(movieId: MovieID($0))) }, downloadId: item.downloadId)
    }

    /// One row for the record.
    public static func row(_ record: HistoryRecord) -> ActivityRow {
        ActivityRow(
            service: .radarr, id: "history/\(record.id)",
            title: record.movie.map { RadarrLabels.title($0.title, year: $0.year) } ?? "Movie \(record.movieId ?? 0)",
            detail: record.sourceTitle ?? "", label: RadarrLabels.event(record.eventType), date: record.date,
            event: record.eventType.flatMap(event),
            route: record.movieId.map { .radarr(.movieDetail(movieId: MovieID($0))) })
    }

    /// One row for the record.
    public static func row(_ entry: CalendarEntry) -> ActivityRow {
        let movie = entry.movie
        return ActivityRow(
            service: .radarr, id: "release/\(movie.id ?? 0)/\(entry.kind.rawValue)",
            title: RadarrLabels.title(movie.title, year: movie.year),
            detail: movie.hasFile ? "Downloaded" : (movie.studio ?? ""),
            label: StatusLabel(entry.kind.label, movie.hasFile ? .good : .neutral), date: entry.date,
            monitored: movie.monitored, route: movie.id.map { .radarr(.movieDetail(movieId: MovieID($0))) })
    }

    /// The calendar's rows: each release of each movie that falls in `start..<end`.
    public static func calendarRows(_ movies: [Movie], from start: Date, to end: Date) -> [ActivityRow] {
        ReleaseCalendar.entries(movies, from: start, to: end).map(row)
    }

    /// One wanted row.
    public static func wantedRow(_ movie: Movie, cutoff: Bool, cutoffs: [Int: String] = [:]) -> ActivityRow {
        ActivityRow(
            service: .radarr, id: "wanted/\(movie.id ?? 0)", title: RadarrLabels.title(movie.title, year: movie.year),
            detail: cutoff
                ? UpgradeText.detail(
                    has: movie.movieFile?.quality?.quality?.name, cutoff: cutoffs[movie.qualityProfileId])
                : "No file",
            label: StatusLabel(cutoff ? "Upgrade" : "Missing", cutoff ? .attention : .problem),
            date: movie.digitalRelease ?? movie.physicalRelease ?? movie.inCinemas,
            route: movie.id.map { .radarr(.movieDetail(movieId: MovieID($0))) })
    }

    /// The shared kind of a Radarr event.
    public static func event(_ type: HistoryEventType) -> ActivityEvent? {
        switch type {
        case .grabbed: .grabbed
        case .downloadFolderImported, .movieFolderImported: .imported
        case .downloadFailed: .failed
        case .movieFileDeleted: .deleted
        case .movieFileRenamed: .renamed
        case .downloadIgnored: .ignored
        case .unknown: nil
        }
    }

    /// The Radarr event a shared kind is asked for by (imports from a download, the usual kind).
    public static func eventType(_ event: ActivityEvent) -> HistoryEventType {
        switch event {
        case .grabbed: .grabbed
        case .imported: .downloadFolderImported
        case .failed: .downloadFailed
        case .deleted: .movieFileDeleted
        case .renamed: .movieFileRenamed
        case .ignored: .downloadIgnored
        }
    }
}
