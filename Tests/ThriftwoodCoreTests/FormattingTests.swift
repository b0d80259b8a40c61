import Foundation
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
        #expect(Format.ago(.distantPast, now: Date()).hasSuffix("days ago"))
    }
}
