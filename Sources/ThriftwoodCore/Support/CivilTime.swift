import Foundation

/// A moment told as a wall clock in one time zone (year, month, day, hour, minute, weekday),
/// worked out by arithmetic on days since 1970 rather than through `Calendar`, which builds
/// every component and costs a microsecond or more per date: a table formats thousands.
///
/// The arithmetic is the proleptic Gregorian calendar's, which is `Calendar(identifier:
/// .gregorian)`'s from 1583 on; earlier moments are told by the calendar itself.
struct CivilTime: Equatable {
    /// The year, month (1–12) and day (1–31).
    var year: Int, month: Int, day: Int
    /// The hour (0–23) and minute (0–59).
    var hour: Int, minute: Int
    /// The weekday, 1 for Sunday through 7 for Saturday (as `DateComponents.weekday`).
    var weekday: Int

    /// The calendar earlier moments are told in (made once).
    private static let gregorian = Calendar(identifier: .gregorian)
    /// 1583-01-01T00:00:00Z, the first moment told by arithmetic.
    private static let arithmeticFrom: TimeInterval = -12_212_553_600

    /// `date` on the wall clock of `zone`.
    init(_ date: Date, in zone: TimeZone = .current) {
        let since1970 = date.timeIntervalSince1970
        guard since1970.isFinite, since1970 >= Self.arithmeticFrom, since1970 < 253_402_300_800 else {
            let parts = Self.gregorian.dateComponents(in: zone, from: date)
            self.init(
                year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0, hour: parts.hour ?? 0,
                minute: parts.minute ?? 0, weekday: parts.weekday ?? 1)
            return
        }
        let local = Int(clamping: (since1970 + Double(zone.secondsFromGMT(for: date))).rounded(.down))
        let (days, seconds) = Self.floorDivision(local, 86_400)
        self.init(days: days, seconds: seconds)
    }

    /// The wall clock `days` after 1970-01-01 and `seconds` into that day.
    private init(days: Int, seconds: Int) {
        // Days to a civil date (Howard Hinnant's days_from_civil, inverted).
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        // 1970-01-01 was a Thursday (5).
        let weekday = Self.floorDivision(days + 4, 7).remainder + 1
        self.init(
            year: year, month: month, day: day, hour: seconds / 3600, minute: seconds % 3600 / 60, weekday: weekday)
    }

    private init(year: Int, month: Int, day: Int, hour: Int, minute: Int, weekday: Int) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.weekday = weekday
    }

    private static func floorDivision(_ value: Int, _ divisor: Int) -> (quotient: Int, remainder: Int) {
        let quotient = value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
        return (quotient, value - quotient * divisor)
    }
}
