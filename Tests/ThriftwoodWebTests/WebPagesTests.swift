import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
import ThriftwoodCore
import ThriftwoodWeb

@Suite("Pages are the core's screens at their links' addresses")
struct WebPagesTests {
    @Test("Home names the profile's servers and links each screen at its route's link")
    func home() async throws {
        try await WebWorld.with { client, _ in
            let browser = Browser()
            let home = try await browser.get("/", client)
            #expect(home.status == .ok)
            #expect(home.body.contains("<h1>Home</h1>"))
            #expect(home.body.contains("Radarr ·"))
            #expect(home.links.contains("/radarr"))
            #expect(home.links.contains("/services"))
        }
    }

    @Test("On Home each server's line is the link to its screen, and the menu comes before the lists")
    func homeLinesLead() async throws {
        try await WebWorld.with(alsoSonarrAndLidarr: true) { client, _ in
            let home = try await Browser().get("/", client)
            let lines = try #require(home.body.range(of: "<ul class=\"lines\""))
            let linesEnd = try #require(home.body.range(of: "</ul>", range: lines.upperBound..<home.body.endIndex))
            let block = home.body[lines.upperBound..<linesEnd.lowerBound]
            #expect(block.contains("<a href=\"/radarr\">Radarr ·"))
            #expect(block.contains("<a href=\"/sonarr\">Sonarr ·"))
            let tiles = try #require(home.body.range(of: "<ul class=\"tiles\">"))
            let playing = try #require(home.body.range(of: "<h2>Downloading now</h2>"))
            #expect(tiles.lowerBound < playing.lowerBound)
            // The servers are not listed twice: the menu holds what spans them.
            #expect(!home.body[tiles.upperBound...].contains("<a class=\"tile\" href=\"/radarr\">"))
        }
    }

    @Test("A movie opens from its address, and its breadcrumb leads back up the stack")
    func movieByLink() async throws {
        try await WebWorld.with { client, _ in
            let browser = Browser()
            let list = try await browser.get("/radarr/movies", client)
            #expect(list.status == .ok)
            let movie = try #require(list.link(matching: "/radarr/movies/[0-9]+"))
            let page = try await browser.get(movie, client)
            #expect(page.status == .ok)
            #expect(page.body.contains("<dl class=\"facts\">"))
            // Home › Radarr › Movies › the movie: each crumb a link but the last.
            #expect(page.links.contains("/radarr"))
            #expect(page.links.contains("/radarr/movies"))
            #expect(page.body.contains("<li aria-current=\"page\">"))
        }
    }

    @Test("The library is searched, filtered and paged by the page's query, never sent whole")
    func libraryQuery() async throws {
        try await WebWorld.with { client, _ in
            let browser = Browser()
            let all = try await browser.get("/radarr/movies", client)
            let total = all.body.components(separatedBy: "<li><a href=\"/radarr/movies/").count - 1
            #expect(total == min(total, 100))
            let searched = try await browser.get("/radarr/movies?q=godfather", client)
            #expect(searched.body.contains("The Godfather"))
            #expect(!searched.body.contains(">Alien<"))
            let missing = try await browser.get("/radarr/movies?filter=missing", client)
            #expect(missing.body.contains("tone-attention\">Missing"))
            #expect(!missing.body.contains("tone-good\">Downloaded"))
        }
    }

    @Test("An address that names no screen is a 404 page that says so")
    func unknownAddress() async throws {
        try await WebWorld.with { client, _ in
            let browser = Browser()
            _ = try await browser.get("/radarr/movies/1", client)
            let page = try await browser.get("/nowhere/at/all", client)
            #expect(page.status == .notFound)
            #expect(page.body.contains("No such page"))
            #expect(page.body.contains("Cannot open thriftwood://nowhere/at/all"))
            // Its title and trail are its own, not the page seen before (a screen reader reads them first).
            #expect(page.body.contains("<title>No such page"), "\(page.body.prefix(300))")
            #expect(!page.body.contains("Alien"))
        }
    }

    @Test("A movie its server says does not exist is a 404 that says so, as an unknown address is")
    func goneMovie() async throws {
        try await WebWorld.with { client, _ in
            let browser = Browser()
            let page = try await browser.get("/radarr/movies/99999", client)
            #expect(page.status == .notFound)
            #expect(page.body.contains("doesn&#39;t exist on this server"))
            let there = try await browser.get("/radarr/movies/1", client)
            #expect(there.status == .ok)
        }
    }

    @Test("Every page's first link skips the header and the breadcrumb to the page itself")
    func skipLink() async throws {
        try await WebWorld.with { client, _ in
            let page = try await Browser().get("/radarr/movies", client)
            let body = try #require(page.body.range(of: "<body"))
            let firstLink = try #require(page.body.range(of: "<a ", range: body.upperBound..<page.body.endIndex))
            #expect(page.body[firstLink.lowerBound...].hasPrefix("<a class=\"skip\" href=\"#main\">"))
            #expect(page.body.contains("<main id=\"main\" tabindex=\"-1\""))
        }
    }

    @Test("Under a base path every link, form and file carries it")
    func basePath() async throws {
        try await WebWorld.with(options: WebOptions(basePath: "/thriftwood/")) { client, _ in
            let browser = Browser()
            let home = try await browser.get("/thriftwood/", client)
            #expect(home.status == .ok)
            #expect(home.links.contains("/thriftwood/radarr"))
            #expect(home.links.contains("/thriftwood/_/style.css"))
            // Every link but the skip link, which stays on the page.
            #expect(home.links.allSatisfy { $0.hasPrefix("/thriftwood/") || $0 == "#main" })
            #expect(browser.cookie != nil)
            let movies = try await browser.get("/thriftwood/radarr/movies", client)
            #expect(movies.link(matching: "/thriftwood/radarr/movies/[0-9]+") != nil)
        }
    }
}
