import Foundation
import SonarrAPI
import Testing

@testable import ThriftwoodCore

@Suite("The series index answers the list's queries")
struct SeriesIndexTests {
    private func library() -> [Series] {
        var shogun = Series(id: 1, title: "Shōgun", year: 2024)
        shogun.network = "FX"
        var wire = Series(id: 2, title: "The Wire", year: 2002)
        wire.sortTitle = "wire"
        wire.network = "HBO"
        wire.alternateTitles = [AlternateTitle(title: "Sur écoute")]
        var bear = Series(id: 3, title: "The Bear", year: 2022)
        bear.sortTitle = "bear"
        bear.network = "FX"
        return [shogun, wire, bear]
    }

    @Test("search folds case and accents, and finds alternate titles and years")
    func search() {
        let index = SeriesIndex(library())
        #expect(index.apply(SeriesQuery(search: "SHOGUN")).map(\.id) == [1])
        #expect(index.apply(SeriesQuery(search: "ecoute")).map(\.id) == [2])
        #expect(index.apply(SeriesQuery(search: "2002")).map(\.id) == [2])
        #expect(index.apply(SeriesQuery(search: " the ")).map(\.id) == [3, 2])
    }

    @Test("sorts follow sort titles, then break ties by title")
    func sorts() {
        let index = SeriesIndex(library())
        #expect(index.apply(SeriesQuery(sort: .title)).map(\.id) == [3, 1, 2])
        #expect(index.apply(SeriesQuery(sort: .network)).map(\.id) == [3, 1, 2])
        #expect(index.apply(SeriesQuery(sort: .year)).map(\.id) == [1, 3, 2])
        #expect(SeriesQuery(sort: .year).apply(to: library()).map(\.id) == [1, 3, 2])
    }
}
