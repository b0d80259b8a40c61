import ArrKit
import Foundation
import PropertyBased
import ServerKit
import Testing

@testable import RadarrAPI

@Suite("Numbers from a server never trap")
struct ServerNumberTests {
    @Test("TimeSpan text that is infinite, not a number or past .NET's maximum is not a TimeSpan")
    func absurdTimeSpansAreRejected() {
        for text in ["inf:00:00", "nan:00:00", "1000000000000000.00:00:00", "00:00:inf", "-inf:00:00"] {
            #expect(TimeSpan(parsing: text) == nil, "\(text)")
        }
        #expect(TimeSpan(parsing: "1.02:03:04")?.seconds == 93_784)
    }

    @Test("any TimeSpan prints, however large, infinite or negative its seconds")
    func anyTimeSpanPrints() async {
        await propertyCheck(input: Gen.double(in: -1e300...1e300)) { seconds in
            #expect(!TimeSpan(seconds: seconds).description.isEmpty)
        }
        #expect(TimeSpan(seconds: .infinity).description == TimeSpan(seconds: TimeSpan.maxSeconds).description)
        #expect(!TimeSpan(seconds: .nan).description.isEmpty)
    }

    @Test("a queue size of 1e19 or infinity gives progress 0…1, and disks with absurd figures give 0…1 used")
    func fractionsStayInRange() {
        for (size, left) in [(1e19, 5e18), (Double.infinity, 1.0), (1.0, Double.nan), (-5.0, 1.0)] {
            let progress = QueueItem(id: 1, size: size, sizeleft: left).progress
            #expect((0...1).contains(progress), "\(size) \(left)")
        }
        let disk = DiskSpace(path: "/", freeSpace: ServerCount(Int.max), totalSpace: 1)
        #expect((0...1).contains(disk.usedFraction))
    }

    @Test("a date far outside years 1–9999 formats without trapping")
    func farDatesFormat() {
        #expect(ArrDate.format(Date(timeIntervalSince1970: 1e20)).hasPrefix("9999-12-31"))
        #expect(ArrDate.format(Date(timeIntervalSince1970: -1e20)).hasPrefix("0001-01-01"))
    }
}
