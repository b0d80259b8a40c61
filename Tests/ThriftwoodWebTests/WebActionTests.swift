import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
import ThriftwoodCore
import ThriftwoodWeb

@Suite("Actions that delete or cost something ask first, naming what they act on")
struct WebActionTests {
    @Test("Deleting a movie asks, naming it and its size on disk, then deletes and returns to the list")
    func deleteMovie() async throws {
        try await WebWorld.with { client, _ in
            let browser = Browser()
            let movie = try await browser.get("/radarr/movies/7", client)
            let name = try #require(
                movie.body.range(of: "<h1>").map { String(movie.body[$0.upperBound...].prefix { $0 != "<" }) })
            let token = try #require(movie.field("csrf"))
            let asked = try await browser.post(
                "/_/do", ["action": "delete", "at": "/radarr/movies/7", "csrf": token], client)
            #expect(asked.status == .seeOther)
            let questionAt = try #require(asked.headers[.location])
            let question = try await browser.get(questionAt, client)
            #expect(question.status == .ok)
            #expect(question.body.contains("Delete \(name)? It has "))
            #expect(question.body.contains("on disk."))
            #expect(question.body.contains("name=\"deleteFiles\""))
            // Nothing happened yet: the movie is still there.
            #expect(try await browser.get("/radarr/movies/7", client).status == .ok)
            let done = try await browser.post(
                "/_/do", ["action": "delete", "at": "/radarr/movies/7", "csrf": token, "confirmed": "yes"], client)
            #expect(done.status == .seeOther)
            #expect(done.headers[.location] == "/radarr/movies")
            let list = try await browser.get("/radarr/movies", client)
            #expect(list.body.contains("✓ Deleted"))
            #expect(!list.links.contains("/radarr/movies/7"))
            // Back to the question (or a reload of it) asks nothing: the movie is gone, and its
            // address says so with a 404.
            let again = try await browser.get(questionAt, client)
            #expect(again.status == .seeOther)
            #expect(again.headers[.location] == "/radarr/movies/7")
            let gone = try await browser.get("/radarr/movies/7", client)
            #expect(gone.status == .notFound)
            #expect(!gone.body.contains("Delete…"))
        }
    }

    @Test("Grabbing a release asks, naming it, its size and its indexer; a rejected one says why first")
    func grabRelease() async throws {
        try await WebWorld.with { client, _ in
            let browser = Browser()
            let page = try await browser.get("/radarr/movies/2/releases/2", client)
            #expect(page.status == .ok)
            let token = try #require(page.field("csrf"))
            let guid = try #require(page.field("guid"))
            let fields = ["action": "grab", "at": "/radarr/movies/2/releases/2", "csrf": token, "guid": guid]
            let asked = try await browser.post("/_/do", fields, client)
            let confirmAt = try #require(asked.headers[.location])
            #expect(confirmAt.hasPrefix("/_/confirm?"))
            #expect(!confirmAt.contains(token))
            let question = try await browser.get(confirmAt, client)
            #expect(question.body.contains("Grab Fight.Club.1999."))
            // Asking again (a reload, the back button) changes nothing.
            #expect(try await browser.get(confirmAt, client).body == question.body)
            #expect(question.body.contains(" GB, "))
            #expect(question.body.contains("rejected") == question.body.contains("anyway"))
            var confirmed = fields
            confirmed["confirmed"] = "yes"
            let done = try await browser.post("/_/do", confirmed, client)
            #expect(done.status == .seeOther)
            let after = try await browser.get("/radarr/movies/2/releases/2", client)
            #expect(after.body.contains("✓ Grabbed Fight.Club.1999."))
        }
    }
}

@Suite("Forms are sheets over their screen: they save and return, or keep what was typed")
struct WebFormTests {
    @Test("Editing a movie opens as a sheet at its own address, saves, and returns to the movie")
    func editMovie() async throws {
        try await WebWorld.with { client, _ in
            let browser = Browser()
            let movie = try await browser.get("/radarr/movies/1", client)
            let edit = try #require(movie.links.first { $0.contains("?sheet=") })
            #expect(edit == "/radarr/movies/1?sheet=edit/1")
            let form = try await browser.get(edit, client)
            #expect(form.body.contains("data-guard"))
            #expect(form.links.contains("/radarr/movies/1"))  // Cancel: the page under the sheet
            var fields = ["action": "save", "at": edit, "csrf": try #require(form.field("csrf"))]
            fields["quality"] = "3"
            fields["availability"] = "released"
            fields["path"] =
                form.body.range(of: "name=\"path\" value=\"").map { range in
                    String(form.body[range.upperBound...].prefix { $0 != "\"" })
                } ?? ""
            fields["monitored"] = "on"
            let saved = try await browser.post("/_/do", fields, client)
            #expect(saved.headers[.location] == "/radarr/movies/1")
            let after = try await browser.get("/radarr/movies/1", client)
            #expect(after.body.contains("✓ Saved"))
            #expect(after.body.contains("<dt>Quality profile</dt><dd>Any</dd>"))
        }
    }

    @Test("A refused save stays on the form with the reason and everything typed")
    func refusedSave() async throws {
        try await WebWorld.with { client, _ in
            let browser = Browser()
            let form = try await browser.get("/radarr/movies/1?sheet=edit/1", client)
            let fields = [
                "action": "save", "at": "/radarr/movies/1?sheet=edit/1", "csrf": try #require(form.field("csrf")),
                "quality": "3", "availability": "announced", "path": "movies/somewhere relative",
            ]
            let refused = try await browser.post("/_/do", fields, client)
            #expect(refused.headers[.location] == "/radarr/movies/1?sheet=edit/1")
            let again = try await browser.get("/radarr/movies/1?sheet=edit/1", client)
            #expect(again.body.contains("value=\"movies/somewhere relative\""))
            #expect(again.body.contains("<option value=\"3\" selected>"))
            #expect(again.body.contains("<option value=\"announced\" selected>"))
            #expect(again.body.contains("Type the folder as the server sees it"))
        }
    }
}

@Suite("Marks and the actions on many at once")
struct WebBulkTests {
    @Test(
        "Two marked movies changed together: the question names both, the change reaches both, the list keeps its search"
    )
    func bulkEdit() async throws {
        try await WebWorld.with { client, _ in
            let browser = Browser()
            let list = try await browser.get("/radarr/movies?q=alien", client)
            let token = try #require(list.field("csrf"))
            let shown = try #require(list.field("shown"))
            #expect(shown == "15,16")
            let fields = [
                "action": "bulk", "at": "/radarr/movies?q=alien", "csrf": token, "intent": "edit", "shown": shown,
                "mark-15": "on", "mark-16": "on",
            ]
            let asked = try await browser.post("/_/do", fields, client)
            let question = try await browser.get(try #require(asked.headers[.location]), client)
            #expect(question.body.contains("Change 2 movies"))
            #expect(question.body.contains("<li>Alien (1979)</li><li>Aliens (1986)</li>"))
            #expect(question.body.contains("<select name=\"quality\">"))
            var confirmed = fields
            confirmed["confirmed"] = "yes"
            confirmed["quality"] = "3"
            let done = try await browser.post("/_/do", confirmed, client)
            #expect(done.headers[.location] == "/radarr/movies?q=alien")
            let after = try await browser.get("/radarr/movies?q=alien", client)
            #expect(after.body.contains("✓ 2 movies changed"))
            #expect(after.body.contains("name=\"mark-15\" checked"))
            for id in [15, 16] {
                #expect(try await browser.get("/radarr/movies/\(id)", client).body.contains("<dd>Any</dd>"))
            }
        }
    }

    @Test("Unmarking a row on the page unmarks it; marks on other pages stay")
    func marksPerPage() async throws {
        try await WebWorld.with { client, _ in
            let browser = Browser()
            let list = try await browser.get("/radarr/movies?q=alien", client)
            let token = try #require(list.field("csrf"))
            var fields = [
                "action": "bulk", "at": "/radarr/movies?q=alien", "csrf": token, "intent": "monitor",
                "shown": "15,16", "mark-15": "on", "mark-16": "on",
            ]
            _ = try await browser.post("/_/do", fields, client)
            fields["mark-16"] = nil
            fields["shown"] = "16"
            let asked = try await browser.post("/_/do", fields, client)
            let question = try await browser.get(try #require(asked.headers[.location]), client)
            #expect(question.body.contains("Monitor 1 movie?"))
            #expect(question.body.contains("<li>Alien (1979)</li></ul>"))
        }
    }
}

@Suite("Adding from a lookup")
struct WebAddTests {
    @Test("A film found by lookup is added after a question naming it, with the options, and opens")
    func addMovie() async throws {
        try await WebWorld.with { client, _ in
            let browser = Browser()
            let lookup = try await browser.get("/radarr/add?q=dune", client)
            #expect(lookup.body.contains("Dune: Part Two (2024)"))
            #expect(lookup.body.contains("In the library"))  // Dune (2021) is there already
            let tmdb = try #require(lookup.field("tmdb"))
            let fields = [
                "action": "add", "at": "/radarr/add", "csrf": try #require(lookup.field("csrf")), "tmdb": tmdb,
            ]
            let asked = try await browser.post("/_/do", fields, client)
            let question = try await browser.get(try #require(asked.headers[.location]), client)
            #expect(question.body.contains("Add Dune: Part Two (2024) to Radarr?"))
            #expect(question.body.contains("<select name=\"folder\">"))
            #expect(!question.body.contains("class=\"danger\""))
            var confirmed = fields
            confirmed["confirmed"] = "yes"
            confirmed["monitored"] = "on"
            let added = try await browser.post("/_/do", confirmed, client)
            let movie = try #require(added.headers[.location])
            #expect(movie.hasPrefix("/radarr/"))
            let page = try await browser.get(movie, client)
            #expect(page.body.contains("<h1>Dune: Part Two (2024)</h1>"))
        }
    }
}

@Suite("Adding a series from a lookup")
struct WebAddSeriesTests {
    @Test("A series found by lookup is added after a question naming it, and opens")
    func addSeries() async throws {
        try await WebWorld.with(alsoSonarrAndLidarr: true) { client, _ in
            let browser = Browser()
            let lookup = try await browser.get("/sonarr/add?q=the", client)
            let tvdb = try #require(lookup.field("tvdb"))
            let fields = [
                "action": "add", "at": "/sonarr/add", "csrf": try #require(lookup.field("csrf")), "tvdb": tvdb,
            ]
            let asked = try await browser.post("/_/do", fields, client)
            let question = try await browser.get(try #require(asked.headers[.location]), client)
            #expect(question.body.contains(" to Sonarr?"))
            #expect(question.body.contains("<select name=\"monitor\">"))
            var confirmed = fields
            confirmed["confirmed"] = "yes"
            confirmed["seasonFolder"] = "on"
            let added = try await browser.post("/_/do", confirmed, client)
            let series = try #require(added.headers[.location])
            #expect(series.hasPrefix("/sonarr/"))
            #expect(try await browser.get(series, client).body.contains("<h2>Seasons</h2>"))
        }
    }
}

@Suite("Adding an artist from a lookup")
struct WebAddArtistTests {
    @Test("An artist found by lookup is added after a question naming them, and opens")
    func addArtist() async throws {
        try await WebWorld.with(alsoSonarrAndLidarr: true) { client, _ in
            let browser = Browser()
            let lookup = try await browser.get("/lidarr/add?q=a", client)
            let mbid = try #require(lookup.field("mbid"))
            let fields = [
                "action": "add", "at": "/lidarr/add", "csrf": try #require(lookup.field("csrf")), "mbid": mbid,
            ]
            let asked = try await browser.post("/_/do", fields, client)
            let question = try await browser.get(try #require(asked.headers[.location]), client)
            #expect(question.body.contains(" to Lidarr?"))
            #expect(question.body.contains("<select name=\"metadata\">"))
            var confirmed = fields
            confirmed["confirmed"] = "yes"
            let added = try await browser.post("/_/do", confirmed, client)
            let artist = try #require(added.headers[.location])
            #expect(artist.hasPrefix("/lidarr/"))
            #expect(try await browser.get(artist, client).body.contains("<h2>Albums</h2>"))
        }
    }
}

@Suite("Editing a series and an artist")
struct WebEditOthersTests {
    @Test("A series' edit sheet saves and returns to the series")
    func editSeries() async throws {
        try await WebWorld.with(alsoSonarrAndLidarr: true) { client, _ in
            let browser = Browser()
            let series = try await browser.get("/sonarr/series/3", client)
            let edit = try #require(series.links.first { $0.contains("?sheet=") })
            let form = try await browser.get(edit, client)
            #expect(form.body.contains("<select name=\"type\">"))
            let path = try #require(
                form.body.range(of: "name=\"path\" value=\"").map {
                    String(form.body[$0.upperBound...].prefix { $0 != "\"" })
                })
            let saved = try await browser.post(
                "/_/do",
                [
                    "action": "save", "at": edit, "csrf": try #require(form.field("csrf")), "quality": "1",
                    "type": "anime", "path": path, "monitored": "on",
                ], client)
            #expect(saved.headers[.location] == "/sonarr/series/3")
            #expect(try await browser.get("/sonarr/series/3", client).body.contains("✓ Saved"))
            // Sonarr's own fields were saved: the type chosen, season folders off (its box left clear).
            let again = try await browser.get(edit, client).body
            #expect(again.contains("<option value=\"anime\" selected>"))
            #expect(again.contains("<input type=\"checkbox\" name=\"seasonFolder\"> Season folders"))
        }
    }

    @Test("An artist's settings are changed after a page that shows them")
    func editArtist() async throws {
        try await WebWorld.with(alsoSonarrAndLidarr: true) { client, _ in
            let browser = Browser()
            let artist = try await browser.get("/lidarr/artists/1", client)
            let fields = ["action": "edit", "at": "/lidarr/artists/1", "csrf": try #require(artist.field("csrf"))]
            let asked = try await browser.post("/_/do", fields, client)
            let question = try await browser.get(try #require(asked.headers[.location]), client)
            #expect(question.body.contains("Change Radiohead&#39;s settings"))
            #expect(question.body.contains("<select name=\"metadata\">"))
            var confirmed = fields
            confirmed["confirmed"] = "yes"
            confirmed["monitored"] = "on"
            confirmed["monitorNew"] = "none"
            _ = try await browser.post("/_/do", confirmed, client)
            #expect(try await browser.get("/lidarr/artists/1", client).body.contains("Saved Radiohead"))
        }
    }
}
