import Foundation
import ServerKit
import Testing
import ThriftwoodCore

@Suite("Formats for people")
struct FormattingTests {
    @Test("a title with nothing on disk shows a dash, not '0 B', in the app and the CLI alike")
    func noFileIsADash() {
        #expect(Format.sizeOnDisk(0) == "–")
        #expect(Format.sizeOnDisk(-1) == "–")
        #expect(Format.sizeOnDisk(1_400_000_000) == "1.4 GB")
    }

    @Test("bytes, percentages and durations from absurd server numbers are clamped, never a trap")
    func absurdNumbersAreClamped() {
        #expect(Format.bytes(1e19) == Format.bytes(Int64.max))
        #expect(Format.bytes(.infinity) == "0 B")
        #expect(Format.bytes(-5.0) == "0 B")
        #expect(Format.percent(.nan) == "0%")
        #expect(Format.percent(7) == "100%")
        #expect(Format.duration(.infinity) == "–")
        #expect(Format.duration(1e15 * 86_400) == "–")
        #expect(Format.duration(3 * 3600 + 5 * 60) == "3h 05m")
        #expect(Format.ago(.distantPast, now: Date()) == "0001-01-01")
    }

    @Test("a speed limit reads as typed: 2M is 2 MiB/s, also as a client counting in thousands gives it back")
    func limitsAsTyped() {
        #expect(Format.limit(Int64(2 * 1024 * 1024)) == "2 MiB/s")
        #expect(Format.limit(Int64(2_097_000)) == "2 MiB/s")
        #expect(Format.limit(Int64(500 * 1024)) == "500 KiB/s")
        #expect(Format.limit(Int64(1_500_000)) == "1.5 MB/s")
    }

    @Test("how long ago reads in days for four weeks, then as the date")
    func agoBecomesADate() {
        let now = Date(timeIntervalSince1970: 1_764_000_000)  // 2025-11-24
        #expect(Format.ago(now.addingTimeInterval(-3 * 86_400), now: now) == "3 days ago")
        #expect(Format.ago(now.addingTimeInterval(-27 * 86_400), now: now) == "27 days ago")
        #expect(Format.ago(now.addingTimeInterval(-696 * 86_400), now: now) == "2023-12-29")
    }

    @Test("sizes read as printf's one decimal below 10 and none above, ties to even, at every unit")
    func sizesMatchPrintf() {
        var generator = SystemRandomNumberGenerator()
        let samples: [Int64] =
            [
                999, 1_000, 1_049, 1_050, 1_051, 9_949, 9_950, 9_951, 9_999, 10_000, 999_499, 999_500, 2_250_000_000,
                15_500,
            ]
            + (0..<20_000).map { _ in Int64.random(in: 1...Int64(1e16), using: &generator) }
        let units = ["B", "KB", "MB", "GB", "TB", "PB"]
        for bytes in samples {
            var value = Double(bytes)
            var unit = 0
            while value >= 1000 && unit < units.count - 1 {
                value /= 1000
                unit += 1
            }
            let printf =
                unit == 0 ? "\(bytes) B" : String(format: value < 10 ? "%.1f %@" : "%.0f %@", value, units[unit])
            #expect(Format.bytes(bytes) == printf, "\(bytes)")
        }
    }
}
