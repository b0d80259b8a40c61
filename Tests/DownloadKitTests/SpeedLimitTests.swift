import DownloadKit
import Testing

@Suite("Speed limits as typed")
struct SpeedLimitTests {
    @Test(
        "Rates, percentages and off read as the clients count them",
        arguments: [
            ("5M", SpeedLimit.bytesPerSecond(5_242_880)), ("500k", .bytesPerSecond(512_000)),
            ("1.5G", .bytesPerSecond(1_610_612_736)),
            ("750", .bytesPerSecond(768_000)), ("2MB/s", .bytesPerSecond(2_097_152)), ("50%", .percent(50)),
            ("100%", .off),
            ("off", .off), ("0", .off),
        ])
    func reads(_ text: String, _ limit: SpeedLimit) {
        #expect(SpeedLimit(typed: text) == limit)
    }

    @Test("Nonsense is refused, not read as no limit", arguments: ["fast", "-5M", "0%", "150%", "1e30G", ""])
    func refuses(_ text: String) {
        #expect(SpeedLimit(typed: text) == nil)
    }
}
