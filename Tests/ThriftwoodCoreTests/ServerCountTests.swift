import Foundation
import ServerKit
import Testing

@Suite("A server's count: arithmetic that cannot trap")
struct ServerCountTests {
    @Test("Adding, subtracting and multiplying stop at Int's bounds instead of ending the process")
    func saturates() {
        let most = ServerCount(Int.max)
        let least = ServerCount(Int.min)
        #expect(most + 1 == most)
        #expect(least - 1 == least)
        #expect(most * 10 == most)
        #expect(least * 10 == least)
        #expect(least * -1 == most)
        #expect([most, most, 5].sum() == most)
        #expect(["a", "bb"].sum { ServerCount($0.count) } == 3)
    }

    @Test("Dividing by a server's zero is zero, and Int.min divided by -1 does not trap")
    func divides() {
        #expect(ServerCount(7) / 0 == 0)
        #expect(ServerCount(7) / 2 == 3)
        #expect(ServerCount(Int.min) / -1 == ServerCount(Int.min))
    }

    @Test("It reads whole numbers, decimals past Int's range (clamped) and numeric strings; not words")
    func decodes() throws {
        let counts = try JSONDecoder().decode(
            [ServerCount].self, from: Data(#"[12, 1e30, -1e30, 2.9, " 42 "]"#.utf8))
        #expect(counts == [12, ServerCount(Int.max), ServerCount(Int.min), 2, 42])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([ServerCount].self, from: Data(#"["many"]"#.utf8))
        }
        #expect(ServerCount(clamping: Double.nan) == nil)
        #expect(ServerCount(UInt64.max) == ServerCount(Int.max))
    }
}
