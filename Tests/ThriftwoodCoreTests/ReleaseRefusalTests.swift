import ServerKit
import Testing
import ThriftwoodCore

@Suite("Release offers in words: rows and a rejected grab")
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

    @Test("a release row says its indexer, signed custom-format score and languages; unknown ones are blank")
    func rowText() {
        var release = offer(rejected: false, reasons: [])
        #expect(release.scoreText == "" && release.languagesText == "" && release.indexerText == "Nyaa")
        release.customFormatScore = 150
        release.languages = ["French", "English"]
        #expect(release.scoreText == "+150" && release.languagesText == "French, English")
        release.customFormatScore = -10_000
        #expect(release.scoreText == "-10000")
    }
}
