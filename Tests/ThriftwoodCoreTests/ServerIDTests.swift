import Foundation
import Testing
import ThriftwoodNavigation

@testable import ThriftwoodCore

@Suite("Typed ids: a movie's id never opens a series, and saved places read as before")
struct ServerIDTests {
    @Test("a route's id encodes as the bare number, so a snapshot saved before typed ids restores")
    func snapshotsKeepTheirShape() throws {
        // As the build before typed ids wrote these routes.
        let saved = #"[{"movieDetail":{"movieId":42}},{"editMovie":{"movieId":7}}]"#
        let routes = try JSONDecoder().decode([RadarrRoute].self, from: Data(saved.utf8))
        #expect(routes == [.movieDetail(movieId: 42), .editMovie(movieId: 7)])
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(routes), as: UTF8.self) == saved)
        let series = try JSONDecoder().decode(
            SonarrRoute.self, from: Data(#"{"season":{"seriesId":3,"seasonNumber":2}}"#.utf8))
        #expect(series == .season(seriesId: 3, seasonNumber: 2))
    }

    @Test("links carry typed ids both ways, and the title prints the number")
    func linksAndTitles() throws {
        let path = try KindRegistry.standard.deepLinks.parse("thriftwood://radarr/movies/42").path
        #expect(path.last == .radarr(.movieDetail(movieId: MovieID(42))))
        #expect(RadarrRoute.movieDetail(movieId: 42).title == "Movie 42")
        #expect(RadarrRoute.releases(movieId: 9).movieId == MovieID(9))
        #expect(
            try KindRegistry.standard.deepLinks.parse("thriftwood://sonarr/series/12").path.last
                == .sonarr(.seriesDetail(seriesId: SeriesID(12))))
    }
}
