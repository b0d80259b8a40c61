import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
import ThriftwoodCore
import ThriftwoodWeb

@Suite("Every library by tap: Sonarr's series, seasons and episodes, Lidarr's artists and albums, search")
struct WebLibrariesTests {
    @Test("Sonarr: a series list, a series with its seasons, a season with its episodes, each by its link")
    func sonarr() async throws {
        try await WebWorld.with(alsoSonarrAndLidarr: true) { client, _ in
            let browser = Browser()
            let list = try await browser.get("/sonarr/series?q=wire", client)
            #expect(list.body.contains("The Wire (2002)"))
            let series = try #require(list.links.first { $0.hasPrefix("/sonarr/series/") })
            let detail = try await browser.get(series, client)
            #expect(detail.body.contains("<h2>Seasons</h2>"))
            #expect(detail.body.contains("HBO"))
            let season = try #require(detail.links.first { $0.contains("/season/") })
            let episodes = try await browser.get(season, client)
            #expect(episodes.status == .ok)
            #expect(episodes.body.contains("episodes"))
            #expect(episodes.links.contains { $0.hasPrefix(season + "/episode/") })
            // The breadcrumb walks back up: Home › Sonarr › Series › The Wire (2002) › Season N.
            #expect(episodes.links.contains("/sonarr/series"))
            #expect(episodes.links.contains(series))
        }
    }

    @Test("Lidarr: artists, an artist's albums, an album's tracks")
    func lidarr() async throws {
        try await WebWorld.with(alsoSonarrAndLidarr: true) { client, _ in
            let browser = Browser()
            let artists = try await browser.get("/lidarr?q=radiohead", client)
            #expect(artists.body.contains("Radiohead"))
            let artist = try #require(artists.links.first { $0.hasPrefix("/lidarr/artists/") })
            let albums = try await browser.get(artist, client)
            #expect(albums.body.contains("<h2>Albums</h2>"))
            let album = try #require(albums.links.first { $0.hasPrefix(artist + "/albums/") })
            let tracks = try await browser.get(album, client)
            #expect(tracks.body.contains("<h1>Radiohead — "))
            #expect(tracks.body.contains("1. "))
        }
    }

    @Test("Search everywhere finds a title in a library and links its screen; looking further is a button")
    func search() async throws {
        try await WebWorld.with { client, _ in
            let browser = Browser()
            let found = try await browser.get("/search?q=alien", client)
            #expect(found.body.contains("Alien (1979)"))
            let hit = try #require(found.links.first { $0.hasPrefix("/radarr/") })
            #expect(try await browser.get(hit, client).body.contains("<h1>Alien (1979)</h1>"))
            let nothing = try await browser.get("/search?q=zzzq", client)
            #expect(nothing.body.contains("Nothing in your libraries matches."))
            #expect(nothing.body.contains("name=\"lookup\""))
        }
    }

    @Test("The merged downloads list every server's rows, each naming its server")
    func mergedQueue() async throws {
        try await WebWorld.with(alsoSonarrAndLidarr: true) { client, _ in
            let queue = try await Browser().get("/activity/queue", client)
            #expect(queue.status == .ok)
            #expect(queue.body.contains("data-live=\"/_/live?at="))
            #expect(queue.body.contains("<span class=\"tag\">Radarr</span>"))
            #expect(queue.body.contains("<span class=\"tag\">Sonarr</span>"))
        }
    }
}
