import Testing

@testable import ThriftwoodCore

@Suite("An add form's options by their keys")
@MainActor
struct AddOptionKeysTests {
    @Test("each option a key names changes the form; a name the form lacks changes nothing; keys are unique")
    func optionsChangeTheForm() {
        let series = AddSeriesViewModel(query: nil, sonarr: NoSonarrService(.sonarr))
        let folders = series.choice.seasonFolder
        let searches = series.choice.searchForMissing
        series.change(option: "seasonFolder")
        series.change(option: "search")
        #expect(series.choice.seasonFolder != folders && series.choice.searchForMissing != searches)
        let before = series.optionsLine
        series.change(option: "no such option")
        #expect(series.optionsLine == before)
        // Languages only on a server that has language profiles (none read here).
        #expect(!series.addOptions.contains { $0.name == "language" })
        for form in [
            series,
            AddArtistViewModel(server: ServerRef(kind: .lidarr), query: nil) { throw CoreError.noService(.lidarr) },
        ] as [any LookupAddForm] {
            let keys = form.addOptions.map(\.key)
            #expect(Set(keys).count == keys.count && !keys.contains("/"), "\(keys)")
        }
    }
}
