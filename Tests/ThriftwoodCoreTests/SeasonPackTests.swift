import Foundation
import SonarrAPI
import Testing

@testable import ThriftwoodCore

@Suite("A Sonarr season pack is one download, sized once")
struct SeasonPackTests {
    @Test("records that each carry the whole download's size (as real Sonarr sends them) give its size once")
    func sizeOnce() {
        let records = (1...8).map { index in
            SonarrQueueRecord(
                id: index, seriesId: 3, episodeId: 100 + index, title: "The.Wire.S02.1080p", size: 3.4e9,
                sizeleft: 1.7e9, downloadId: "SABnzbd_nzo_pack")
        }
        let downloads = SonarrDownload.group(records)
        #expect(downloads.count == 1)
        let pack = downloads[0]
        #expect(pack.size == 3.4e9)
        #expect(pack.progress == 0.5)
        #expect(Format.bytes(pack.size) == "3.4 GB")
        // No embedded series: the release title, never an empty row.
        #expect(pack.displayTitle == "The.Wire.S02.1080p")
        let row = SonarrActivity.row(pack)
        #expect(row.title == "The.Wire.S02.1080p" && row.progress == 0.5)
    }
}
