import Testing
import ThriftwoodCore

@Suite("A grab of a rejected release")
struct ReleaseRefusalTests {
    func offer(rejected: Bool, reasons: [String]) -> ReleaseOffer {
        ReleaseOffer(
            guid: "g", indexerId: 1, indexer: "Nyaa", title: "Heat.1995.2160p", quality: "Bluray-2160p",
            qualityWeight: 10, size: 1, ageHours: 1, seeders: 3, protocol: nil, approved: !rejected,
            rejected: rejected, rejections: reasons)
    }

    @Test("is refused naming the release and each of the server's reasons on its own line")
    func refusalNamesReasons() {
        let refusal = offer(rejected: true, reasons: ["Not an upgrade", "Size too large"]).grabRefusal(by: "Radarr 4K")
        #expect(refusal == "Radarr 4K rejected Heat.1995.2160p:\n  - Not an upgrade\n  - Size too large")
    }

    @Test("an approved release goes ahead, and a rejection without reasons still says so")
    func approvedGoesAhead() {
        #expect(offer(rejected: false, reasons: []).grabRefusal(by: "Radarr") == nil)
        #expect(offer(rejected: true, reasons: []).grabRefusal(by: "Radarr")?.contains("gave no reason") == true)
    }
}
