import Foundation

/// One day of the merged calendar and what releases or airs on it.
public struct CalendarDay: Sendable, Hashable {
    /// The day's start, in the calendar's time zone.
    public let date: Date
    /// Its releases and airings, by time then title.
    public let rows: [ActivityRow]
}

/// How the merged calendar groups releases and airings into days — pure, so it is measured.
public enum MergedCalendar {
    /// The days from `start` to `end` with their rows; `includeEmpty` keeps days with nothing
    /// (the week view), and `monitoredOnly` leaves out what is not monitored.
    public static func days(
        _ rows: [ActivityRow], from start: Date, to end: Date, monitoredOnly: Bool, includeEmpty: Bool,
        calendar: Calendar
    ) -> [CalendarDay] {
        // Each day's start is worked out once; a row finds its day by binary search, as
        // calendar arithmetic per row costs more than everything else together.
        var starts: [Date] = []
        var day = calendar.startOfDay(for: start)
        while day < end {
            starts.append(day)
            guard let next = calendar.date(byAdding: .day, value: 1, to: day) else { break }
            day = next
        }
        var byDay = [[ActivityRow]](repeating: [], count: starts.count)
        for row in rows {
            guard let date = row.date, date >= start, date < end, !monitoredOnly || row.monitored else { continue }
            var (low, high) = (0, starts.count - 1)
            while low < high {
                let middle = (low + high + 1) / 2
                if starts[middle] <= date { low = middle } else { high = middle - 1 }
            }
            if !starts.isEmpty { byDay[low].append(row) }
        }
        var days: [CalendarDay] = []
        for (index, dayStart) in starts.enumerated() {
            let rows = byDay[index].sorted { lhs, rhs in
                let (left, right) = (lhs.date ?? .distantFuture, rhs.date ?? .distantFuture)
                if left != right { return left < right }
                return (lhs.title, lhs.id) < (rhs.title, rhs.id)
            }
            if includeEmpty || !rows.isEmpty { days.append(CalendarDay(date: dayStart, rows: rows)) }
        }
        return days
    }

    /// The Monday that starts the week holding `date`.
    public static func weekStart(of date: Date, calendar: Calendar) -> Date {
        var monday = calendar
        monday.firstWeekday = 2
        return monday.dateInterval(of: .weekOfYear, for: date)?.start ?? calendar.startOfDay(for: date)
    }
}
