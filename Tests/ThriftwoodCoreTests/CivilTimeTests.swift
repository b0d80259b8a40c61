import Foundation
import Testing

@testable import ThriftwoodCore

@Suite("A moment on the wall clock, by arithmetic")
struct CivilTimeTests {
    private static let zones = [
        "UTC", "America/New_York", "Europe/Berlin", "Asia/Kolkata", "Australia/Lord_Howe", "Pacific/Chatham",
        "America/St_Johns", "Pacific/Kiritimati",
    ]

    private static func byCalendar(_ date: Date, in zone: TimeZone) -> CivilTime? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents(in: zone, from: date)
        guard let year = parts.year, let month = parts.month, let day = parts.day, let hour = parts.hour,
            let minute = parts.minute, let weekday = parts.weekday
        else { return nil }
        var time = CivilTime(date, in: zone)
        (time.year, time.month, time.day, time.hour, time.minute, time.weekday) = (
            year, month, day, hour, minute, weekday
        )
        return time
    }

    @Test("agrees with the Gregorian calendar on 20,000 moments across eight time zones", arguments: zones)
    func agreesWithTheCalendar(zoneName: String) throws {
        let zone = try #require(TimeZone(identifier: zoneName))
        var generator = SplitMix(seed: UInt64(zoneName.utf8.count))
        for _ in 0..<2_500 {
            // From 1583 to 2200, whole and fractional seconds.
            let seconds =
                Double(generator.next() % 19_470_000_000) - 12_212_553_600 + Double(generator.next() % 1000) / 1000
            let date = Date(timeIntervalSince1970: seconds)
            #expect(CivilTime(date, in: zone) == Self.byCalendar(date, in: zone), "\(date) in \(zoneName)")
        }
    }

    @Test("agrees at the edges: the epoch, a second before it, a leap day, daylight saving changes, 1582")
    func agreesAtTheEdges() throws {
        let zone = try #require(TimeZone(identifier: "America/New_York"))
        let moments: [TimeInterval] = [
            0, -1, -0.5, 951_782_400, 951_868_799, 1_710_054_000, 1_710_053_999, 1_730_613_600, 1_730_613_599,
            -12_212_553_600, -12_212_553_601, -12_219_292_800, -62_135_596_800,
        ]
        for seconds in moments {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(CivilTime(date, in: zone) == Self.byCalendar(date, in: zone), "\(date)")
            #expect(CivilTime(date, in: .gmt) == Self.byCalendar(date, in: .gmt), "\(date) in UTC")
        }
    }
}

/// A small seeded generator, so a failing moment can be found again.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
