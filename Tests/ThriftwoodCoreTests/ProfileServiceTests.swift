import Foundation
import RadarrAPI
import ServerKit
import Testing

@testable import ThriftwoodCore

@Suite("Profiles")
struct ProfileServiceTests {
    @Test("the first profile becomes active and names are unique regardless of case")
    func firstIsActiveAndNamesUnique() async throws {
        let service = LiveProfileService(database: try AppDatabase.inMemory(), kinds: .standard)
        let home = try await service.create(ProfileDraft(name: "Home"))
        #expect(try await service.activeProfile()?.id == home.id)
        await #expect(
            throws: CoreError.invalid([ProfileDraft.Field.name: "Another profile is already called \"home\"."])
        ) {
            _ = try await service.create(ProfileDraft(name: "home"))
        }
    }

    @Test("a malformed address and a missing key are reported per field")
    func fieldsAreValidated() {
        let problems = ProfileDraft(name: "", radarr: ConnectionDraft(.radarr, url: "nas:7878", apiKey: "")).validate(
            otherNames: [])
        #expect(
            Set(problems.keys) == [
                ProfileDraft.Field.name, ProfileDraft.Field.url(.radarr), ProfileDraft.Field.apiKey(.radarr),
            ])
        let headers = ProfileDraft(name: "x", radarr: ConnectionDraft(.radarr, headers: "no colon here")).validate(
            otherNames: [])
        #expect(headers[ProfileDraft.Field.headers(.radarr)] != nil)
    }

    @Test("a Radarr connection with headers and a TLS policy survives a round trip")
    func connectionRoundTrips() async throws {
        let service = LiveProfileService(database: try AppDatabase.inMemory(), kinds: .standard)
        let draft = ProfileDraft(
            name: "NAS",
            radarr: ConnectionDraft(
                .radarr, url: "https://nas.local/radarr", apiKey: "k" + String(repeating: "0", count: 31),
                headers: "CF-Access-Client-Id: abc\nX-Extra: 1", tls: .acceptSelfSigned))
        let created = try await service.create(draft)
        let loaded = try #require(try await service.profile(id: created.id))
        #expect(loaded.radarr?.connection.headers == ["CF-Access-Client-Id": "abc", "X-Extra": "1"])
        #expect(loaded.radarr?.connection.tls == .acceptSelfSigned)
        let reloaded = ProfileDraft(loaded)
        #expect(reloaded.name == draft.name)
        #expect(
            [reloaded.radarr.url, reloaded.radarr.apiKey, reloaded.radarr.headers]
                == [draft.radarr.url, draft.radarr.apiKey, draft.radarr.headers])
        #expect(reloaded.radarr.tls == draft.radarr.tls && reloaded.radarr.enabled == draft.radarr.enabled)
        #expect(reloaded.radarr.serverId == loaded.radarr?.id && reloaded.radarr.serverName == "Radarr")
    }

    @Test("deleting the active profile makes another one active")
    func deletingActiveSwitches() async throws {
        let service = LiveProfileService(database: try AppDatabase.inMemory(), kinds: .standard)
        let home = try await service.create(ProfileDraft(name: "Home"))
        let away = try await service.create(ProfileDraft(name: "Away"))
        try await service.delete(id: home.id)
        #expect(try await service.activeProfile()?.id == away.id)
        await #expect(throws: CoreError.profileNotFound(home.id)) { try await service.setActive(id: home.id) }
    }

    @Test("renaming keeps the id and rejects another profile's name")
    func renaming() async throws {
        let service = LiveProfileService(database: try AppDatabase.inMemory(), kinds: .standard)
        let home = try await service.create(ProfileDraft(name: "Home"))
        _ = try await service.create(ProfileDraft(name: "Away"))
        let renamed = try await service.update(id: home.id, with: ProfileDraft(name: "House"))
        #expect(renamed.id == home.id)
        await #expect(throws: CoreError.self) {
            _ = try await service.update(id: home.id, with: ProfileDraft(name: "away"))
        }
    }
}

@Suite("The library index")
struct LibraryIndexTests {
    func movie(_ id: Int, _ title: String, year: Int, original: String? = nil) -> MovieSummary? {
        var movie = RadarrAPIMovie(id: id, title: title, year: year, tmdbId: id)
        movie.originalTitle = original
        movie.sortTitle = title.lowercased()
        return MovieSummary(movie)
    }

    @Test("search matches every word in title, original title or year, ignoring case and accents")
    func searchFolds() throws {
        let index = LibraryIndex(
            [
                movie(1, "Amélie", year: 2001, original: "Le Fabuleux Destin d'Amélie Poulain"),
                movie(2, "Alien", year: 1979), movie(3, "Aliens", year: 1986),
            ].compactMap { $0 })
        #expect(index.movies(MovieListOptions(), search: "AMELIE").map(\.id) == [1])
        #expect(index.movies(MovieListOptions(), search: "destin poulain").map(\.id) == [1])
        #expect(index.movies(MovieListOptions(), search: "alien 1986").map(\.id) == [3])
        #expect(index.movies(MovieListOptions(), search: "ali").map(\.id) == [2, 3])
        #expect(index.movies(MovieListOptions(), search: "zzz").isEmpty)
    }

    @Test("an index made without search prepared answers every query as the prepared one does")
    func unpreparedSearch() {
        let movies =
            sampleMovies(12)
            + [
                movie(101, "Amélie", year: 2001, original: "Le Fabuleux Destin d'Amélie Poulain"),
                movie(102, "Alien", year: 1979),
            ].compactMap { $0 }
        let prepared = LibraryIndex(movies)
        let unprepared = LibraryIndex(movies, sortedBy: [.title], preparingSearch: false)
        for search in ["", "amelie", "destin poulain", "alien 1979", "zzz"] {
            for filter in MovieFilter.allCases {
                for sort in MovieSortKey.allCases {
                    let options = MovieListOptions(sort: sort, filter: filter)
                    #expect(
                        unprepared.query(options, search: search) == prepared.query(options, search: search),
                        "\(search) \(filter) \(sort)")
                }
            }
        }
        #expect(unprepared.movies(MovieListOptions(), search: "AMELIE").map(\.id) == [101])
    }

    @Test("each sort key orders ascending and descending, ties broken by title")
    func sorting() {
        let movies = sampleMovies(6)
        let index = LibraryIndex(movies.reversed())
        #expect(index.movies(MovieListOptions(sort: .year)).map(\.id) == [1, 2, 3, 4, 5, 6])
        #expect(index.movies(MovieListOptions(sort: .size, ascending: false)).map(\.id) == [6, 5, 4, 3, 2, 1])
        #expect(index.movies(MovieListOptions(sort: .added)).map(\.id) == [1, 2, 3, 4, 5, 6])
        #expect(index.movies(MovieListOptions(sort: .title)).map(\.title) == movies.map(\.title).sorted())
    }

    @Test("filters agree with the summary's own definitions")
    func filtering() {
        let movies = sampleMovies(12)
        let index = LibraryIndex(movies)
        for filter in MovieFilter.allCases {
            let expected = Set(movies.filter(filter.includes).map(\.id))
            #expect(Set(index.movies(MovieListOptions(filter: filter)).map(\.id)) == expected)
        }
        #expect(index.movies(MovieListOptions(filter: .missing)).allSatisfy { $0.monitored && !$0.hasFile })
    }
}
