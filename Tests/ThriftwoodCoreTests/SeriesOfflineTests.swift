import Foundation
import SonarrAPI
import Testing

@testable import ThriftwoodCore

@Suite("A series opened while Sonarr cannot be reached")
@MainActor
struct SeriesOfflineTests {
    @Test("shows the offline copy's record, named, with the error above it and the copy's date")
    func showsOfflineCopy() async {
        let copy = CachedSeriesLibrary(
            series: [Series(id: 12, title: "The Wire", year: 2002)],
            updatedAt: Date(timeIntervalSince1970: 1_700_000_000))
        let detail = SeriesDetailViewModel(seriesId: SeriesID(12), sonarr: NoSonarrService()) { copy }
        await detail.load()
        #expect(detail.series.error != nil, "the reason stays on screen")
        #expect(detail.loadedTitle == "The Wire (2002)")
        #expect(detail.offlineNote?.hasPrefix("Shown from the offline copy of ") == true)
    }

    @Test("with no copy of it, only the error shows, and no offline note promises one")
    func noCopy() async {
        let detail = SeriesDetailViewModel(seriesId: SeriesID(12), sonarr: NoSonarrService()) {
            CachedSeriesLibrary(series: [Series(id: 7, title: "Other")], updatedAt: Date())
        }
        await detail.load()
        #expect(detail.series.value == nil && detail.series.error != nil && detail.offlineNote == nil)
    }
}
