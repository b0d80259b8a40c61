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
            let series = try #require(list.link(matching: "/sonarr/series/[0-9]+"))
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
            // The season's releases (season packs) and a season search that asks first.
            #expect(episodes.links.contains(season + "/releases"))
            let token = try #require(episodes.field("csrf"))
            let asked = try await browser.post("/_/do", ["action": "search", "at": season, "csrf": token], client)
            let question = try await browser.get(try #require(asked.headers[.location]), client)
            #expect(question.body.contains("Search for every monitored missing episode of season "))
        }
    }

    @Test("Lidarr: artists, an artist's albums, an album's tracks")
    func lidarr() async throws {
        try await WebWorld.with(alsoSonarrAndLidarr: true) { client, _ in
            let browser = Browser()
            let artists = try await browser.get("/lidarr?q=radiohead", client)
            #expect(artists.body.contains("Radiohead"))
            let artist = try #require(artists.link(matching: "/lidarr/artists/[0-9]+"))
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

    @Test("A title with a space, sent as a GET form sends it (`+`), is found by the search and the library filter")
    func plusIsASpace() async throws {
        try await WebWorld.with { client, _ in
            let browser = Browser()
            #expect(try await browser.get("/search?q=dark+knight", client).body.contains("The Dark Knight"))
            let filtered = try await browser.get("/radarr/movies?q=dark+knight", client)
            #expect(filtered.body.contains("The Dark Knight"))
            #expect(filtered.body.contains("value=\"dark knight\""))
            // A plus the person typed arrives as %2B and stays a plus.
            #expect(try await browser.get("/search?q=dark%2Bknight", client).body.contains("value=\"dark+knight\""))
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

    @Test("A download's row in the merged queue says its share, time left, size and its client's own view")
    func mergedQueueRowFacts() async throws {
        try await WebWorld.with(everyKind: true) { client, _ in
            let queue = try await Browser().get("/activity/queue", client)
            let facts = queue.body.components(separatedBy: "<span class=\"facts-line\">").dropFirst()
                .map { String($0.prefix { $0 != "<" }) }
            #expect(facts.contains { $0.contains("%") && $0.contains(" left") }, "\(facts)")
            #expect(facts.contains { $0.contains(" GB") || $0.contains(" MB") }, "\(facts)")
            // The client's name and state lead a joined row's detail, as in the terminal.
            #expect(
                queue.body.contains("<span class=\"muted\">SABnzbd: ")
                    || queue.body.contains("<span class=\"muted\">NZBGet: "))
        }
    }
}

@Suite("An episode's page and the app's keys in the browser")
struct WebEpisodeAndKeysTests {
    @Test("An episode shows its state, file and history; deleting its file asks, naming the file")
    func episode() async throws {
        try await WebWorld.with(alsoSonarrAndLidarr: true) { client, _ in
            let browser = Browser()
            let page = try await browser.get("/sonarr/series/2/season/1/episode/1", client)
            #expect(page.status == .ok)
            #expect(page.body.contains("<h2>File</h2>"))
            #expect(page.body.contains("<h2>History</h2>"))
            guard page.body.contains("Delete the file…") else { return }  // an episode with a file
            let token = try #require(page.field("csrf"))
            let asked = try await browser.post(
                "/_/do", ["action": "deleteFile", "at": "/sonarr/series/2/season/1/episode/1", "csrf": token], client)
            let question = try await browser.get(try #require(asked.headers[.location]), client)
            #expect(question.body.contains("Delete this episode&#39;s file "))
            #expect(question.body.contains("It is removed from disk."))
        }
    }

    @Test("Every page carries the app's key map, and a page's buttons say which action a key presses")
    func keys() async throws {
        try await WebWorld.with { client, _ in
            let movie = try await Browser().get("/radarr/movies/1", client)
            #expect(movie.body.contains("data-keys=\"{&quot;add&quot;:&quot;a&quot;"))
            #expect(movie.body.contains("&quot;back&quot;:&quot;Esc&quot;"))
            #expect(movie.body.contains("data-key-action=\"edit\""))
            #expect(movie.body.contains("data-key-action=\"monitor\""))
        }
    }
}

@Suite("Sonarr's and Lidarr's libraries act like Radarr's: marks, deletes that ask")
struct WebOtherLibrariesActionTests {
    @Test("Marked series are monitored together after a question naming each")
    func seriesBulk() async throws {
        try await WebWorld.with(alsoSonarrAndLidarr: true) { client, _ in
            let browser = Browser()
            let list = try await browser.get("/sonarr/series?q=the", client)
            let shown = try #require(list.field("shown")).split(separator: ",").map(String.init)
            let picked = Array(shown.prefix(2))
            var fields = [
                "action": "bulk", "at": "/sonarr/series?q=the", "csrf": try #require(list.field("csrf")),
                "intent": "unmonitor", "shown": shown.joined(separator: ","),
            ]
            for id in picked { fields["mark-\(id)"] = "on" }
            let asked = try await browser.post("/_/do", fields, client)
            let question = try await browser.get(try #require(asked.headers[.location]), client)
            #expect(question.body.contains("Stop monitoring 2 series?"))
            fields["confirmed"] = "yes"
            _ = try await browser.post("/_/do", fields, client)
            #expect(
                try await browser.get("/sonarr/series?q=the", client).body.contains("✓ 2 series no longer monitored"))
        }
    }

    @Test("Deleting a series and removing an artist ask first, naming them")
    func deletes() async throws {
        try await WebWorld.with(alsoSonarrAndLidarr: true) { client, _ in
            let browser = Browser()
            let series = try await browser.get("/sonarr/series/3", client)
            let asked = try await browser.post(
                "/_/do", ["action": "delete", "at": "/sonarr/series/3", "csrf": try #require(series.field("csrf"))],
                client)
            let question = try await browser.get(try #require(asked.headers[.location]), client)
            #expect(question.body.contains("Delete The Wire (2002)? It has "))
            let artist = try await browser.get("/lidarr/artists/1", client)
            let removal = try await browser.post(
                "/_/do", ["action": "delete", "at": "/lidarr/artists/1", "csrf": try #require(artist.field("csrf"))],
                client)
            let removalQuestion = try await browser.get(try #require(removal.headers[.location]), client)
            #expect(removalQuestion.body.contains("Radiohead"))
            #expect(removalQuestion.body.contains("class=\"danger\""))
        }
    }
}

@Suite("A Lidarr album: monitor, search, its releases and a grab that asks")
struct WebAlbumTests {
    @Test("An album's releases open from it; grabbing one asks first, naming it")
    func albumReleases() async throws {
        try await WebWorld.with(alsoSonarrAndLidarr: true) { client, _ in
            let browser = Browser()
            let album = try await browser.get("/lidarr/artists/1/albums/2", client)
            #expect(album.body.contains("data-key-action=\"monitor\""))
            let releases = try #require(album.links.first { $0.hasSuffix("/releases") })
            let page = try await browser.get(releases, client)
            #expect(page.status == .ok)
            let guid = try #require(page.field("guid"))
            let asked = try await browser.post(
                "/_/do", ["action": "grab", "at": releases, "csrf": try #require(page.field("csrf")), "guid": guid],
                client)
            let question = try await browser.get(try #require(asked.headers[.location]), client)
            #expect(question.body.contains("Grab "))
        }
    }
}
