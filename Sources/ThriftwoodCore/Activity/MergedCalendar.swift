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
        var byDay: [Date: [ActivityRow]] = [:]
        for row in rows {
            guard let date = row.date, date >= start, date < end, !monitoredOnly || row.monitored else { continue }
            byDay[calendar.startOfDay(for: date), default: []].append(row)
        }
        var days: [CalendarDay] = []
        var day = calendar.startOfDay(for: start)
        while day < end {
            let rows = (byDay[day] ?? []).sorted { lhs, rhs in
                (lhs.date ?? .distantFuture, lhs.title, lhs.id) < (rhs.date ?? .distantFuture, rhs.title, rhs.id)
            }
            if includeEmpty || !rows.isEmpty { days.append(CalendarDay(date: day, rows: rows)) }
            guard let next = calendar.date(byAdding: .day, value: 1, to: day) else { break }
            day = next
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
