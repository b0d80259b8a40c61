import ArrKit
import Foundation
import SeerrKit
import ServerKit
import Testing

/// Reads a fixture page the way the client does.
func fixturePage(_ name: String) throws -> SeerrPage<SeerrRequest> {
    let url = try #require(Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: "json"))
    let page = try JSONDecoder().decode(JSONValue.self, from: Data(contentsOf: url))
    let records = page["results"]?.elements ?? []
    let items = records.compactMap(SeerrRequest.init(record:))
    return SeerrPage(
        items: items, total: page["pageInfo"]?["results"]?.serverCount ?? 0,
        unreadable: records.count - items.count)
}

@Suite("Requests as Overseerr, Jellyseerr and Seerr send them")
struct SeerrRecordTests {
    @Test("Overseerr 1.x: a Plex user's pending movie, an approved series with its seasons in order")
    func overseerr() throws {
        let page = try fixturePage("overseerr-1.34-requests")
        #expect(page.items.count == 2)
        #expect(page.unreadable == 1)
        let movie = page.items[0]
        #expect(movie.id == 41 && movie.status == .pending && movie.mediaType == .movie)
        #expect(movie.tmdbId == 693_134 && movie.availability == .pending)
        #expect(movie.requestedBy?.name == "jonas_p")
        #expect(movie.modifiedBy == nil && movie.serverId == nil && movie.rootFolder == nil)
        let series = page.items[1]
        #expect(series.seasons == [1, 2])
        #expect(series.tvdbId == 280_619 && series.availability == .partiallyAvailable)
        #expect(series.modifiedBy?.permissions.allows(.manageRequests) == true)
        #expect(series.profileId == 4 && series.rootFolder == "/tv")
    }

    @Test("Jellyseerr: ids and statuses as strings, a Jellyfin user without a display name, a failed 4K request")
    func jellyseerr() throws {
        let page = try fixturePage("jellyseerr-2.5-requests")
        #expect(page.items.count == 2 && page.unreadable == 0)
        let declined = page.items[0]
        #expect(declined.id == 12 && declined.status == .declined && declined.tmdbId == 792_307)
        #expect(declined.requestedBy?.name == "maria")
        #expect(declined.requestedBy?.permissions.contains(.request4K) == true)
        let failed = page.items[1]
        #expect(failed.status == .failed && failed.is4k)
        #expect(failed.modifiedBy == nil)
        #expect(failed.availability == .processing)
    }

    @Test("Seerr 3: a completed request, an unknown media type left out, odd fields read as far as they go")
    func seerr() throws {
        let page = try fixturePage("seerr-3.1-requests")
        #expect(page.items.map(\.id) == [7, 9])
        #expect(page.unreadable == 1)
        #expect(page.items[0].status == .completed)
        let odd = page.items[1]
        #expect(odd.seasons == [1, 2, 3])
        #expect(odd.availability == .other(99))
        #expect(odd.createdAt == nil && odd.requestedBy == nil && !odd.is4k)
        #expect(odd.tvdbId == 334_824)
    }

    @Test("Which server answered: Seerr from version 3, Jellyseerr by its media server type, else Overseerr")
    func flavours() {
        #expect(SeerrFlavour.from(version: "3.1.0", hasMediaServerType: true) == .seerr)
        #expect(SeerrFlavour.from(version: "2.5.2", hasMediaServerType: true) == .jellyseerr)
        #expect(SeerrFlavour.from(version: "1.34.0", hasMediaServerType: false) == .overseerr)
        #expect(SeerrFlavour.from(version: "develop-abc", hasMediaServerType: false) == .overseerr)
    }

    @Test("Seasons are read from “all” or a list; anything else is refused")
    func seasons() {
        #expect(SeerrSeasons(parsing: "all") == .all)
        #expect(SeerrSeasons(parsing: " 2, 1,2 ") == .numbers([1, 2]))
        #expect(SeerrSeasons(parsing: "1,x") == nil)
        #expect(SeerrSeasons(parsing: "") == nil)
    }
}
