import ArrKit
import Foundation
import RadarrAPI

/// A download on a home: how far along it is and what it is.
public struct ProgressLine: Sendable, Hashable {
    /// How far along, 0…1.
    public let progress: Double
    /// The share done in words ("42%").
    public let percent: String
    /// What is downloading.
    public let title: String
}

/// A release on a home's week: its day, which release it is and the film.
public struct WeekLine: Sendable, Hashable {
    /// "Tue 3".
    public let day: String
    /// "In cinemas", "Digital", "Physical".
    public let kind: String
    /// The film's title.
    public let title: String
}

extension RadarrHomeViewModel.Summary {
    /// The library's counts in a line ("1,204 movies · 1,100 monitored · …"), with the offline
    /// copy's age when the counts come from it; nil when they could not be read.
    public func countsLine(now: Date) -> String? {
        guard let counts = counts.value else { return nil }
        let cached = counts.cachedAt.map { " (as of \(Format.ago($0, now: now)))" } ?? ""
        return "\(Format.plural(counts.total, "movie")) · \(counts.monitored) monitored · "
            + "\(counts.downloaded) downloaded · \(counts.missing) missing\(cached)"
    }

    /// The first downloads the home lists, or why the queue could not be read.
    public var downloadLines: LoadedPart<[ProgressLine]> {
        queue.map { queue in
            queue.records.prefix(RadarrHomeViewModel.downloadsShown).map { item in
                ProgressLine(progress: item.progress, percent: Format.percent(item.progress), title: item.title ?? "?")
            }
        }
    }

    /// The releases of the next seven days, or why the calendar could not be read.
    public var weekLines: LoadedPart<[WeekLine]> {
        thisWeek.map { week in
            week.map { WeekLine(day: Format.day($0.date), kind: $0.kind.label, title: $0.movie.title) }
        }
    }

    /// The health checks that are not ok, each its message in its level's tone, or why they
    /// could not be read.
    public var healthLines: LoadedPart<[StatusLabel]> {
        health.map { checks in
            checks.map { StatusLabel($0.message ?? "", RadarrLabels.health($0.type).tone) }
        }
    }

    /// The disks, worded (none when they could not be read).
    public var diskLines: [SystemStatusViewModel.Report.DiskLine] {
        (disks.value ?? []).map { .init(usedFraction: $0.usedFraction, text: RadarrLabels.disk($0)) }
    }
}
