import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import ServerKit
import Testing
import ThriftwoodCore

@testable import ThriftwoodWeb

/// The picture addresses on a page (`/_/picture/<id>?w=…`), in order.
private func pictureSources(_ body: String) -> [String] {
    body.components(separatedBy: "src=\"").dropFirst().compactMap { part in
        part.split(separator: "\"", maxSplits: 1).first.map(String.init)
    }.filter { $0.contains("/_/picture/") }
}

@Suite("Pictures in the browser")
struct WebPictureTests {
    @Test("A movie's page shows its poster from serve itself: no server address or key, a JPEG cached for a day")
    func moviePoster() async throws {
        try await WebWorld.with { client, world in
            let browser = Browser()
            let page = try await browser.get("/radarr/movies/2", client)
            let source = try #require(pictureSources(page.body).first)
            #expect(source.hasPrefix("/_/picture/") && source.hasSuffix("?w=240"))
            #expect(page.body.contains("srcset=\"/_/picture/"))
            let host = try #require(URLComponents(string: world.radarr.baseURL)?.port.map(String.init))
            for shown in pictureSources(page.body) + [page.body] {
                #expect(!shown.contains(world.radarr.apiKey))
                #expect(!shown.contains("mediacover"))
                #expect(!shown.contains(":" + host))
            }
            let picture = try await client.execute(uri: source, method: .get, headers: browser.headers()) { $0 }
            #expect(picture.status == .ok)
            #expect(picture.headers[.contentType] == "image/jpeg")
            #expect(picture.headers[.cacheControl] == "private, max-age=86400")
            let bytes = Array(buffer: picture.body)
            #expect(bytes.starts(with: [0xFF, 0xD8, 0xFF]))
            let etag = try #require(picture.headers[.eTag])
            var again = browser.headers()
            again[.ifNoneMatch] = etag
            let revalidated = try await client.execute(uri: source, method: .get, headers: again) { $0 }
            #expect(revalidated.status == .notModified)
            #expect(revalidated.body.readableBytes == 0)
        }
    }

    @Test("An id no page handed out names nothing, and a movie without a poster shows no picture")
    func unknown() async throws {
        try await WebWorld.with { client, _ in
            let browser = Browser()
            let made = try await client.execute(
                uri: "/_/picture/AAAAAAAAAAAAAAAAAAAAAAAA?w=240", method: .get, headers: browser.headers()
            ) { $0 }
            #expect(made.status == .notFound)
            let missing = try await browser.get("/radarr/movies/99999", client)
            #expect(pictureSources(missing.body).isEmpty)
        }
    }

    @Test("Where sign-in is set up, a picture needs it like any page")
    func signedIn() async throws {
        try await WebWorld.with(users: [("ann", .household)]) { client, _ in
            let stranger = try await client.execute(
                uri: "/_/picture/AAAAAAAAAAAAAAAAAAAAAAAA?w=240", method: .get, headers: Browser().headers()
            ) { $0 }
            #expect(stranger.status == .forbidden)
        }
    }
}

@Suite("Posters in the library pages")
struct WebLibraryPictureTests {
    @Test("The movies' rows carry small posters; the grid shows each as a tile and the switch keeps the search")
    func rowsAndGrid() async throws {
        try await WebWorld.with { client, _ in
            let browser = Browser()
            let rows = try await browser.get("/radarr/movies?q=alien", client)
            #expect(rows.body.contains("class=\"thumb\""))
            #expect(rows.body.contains("?w=96"))
            let toGrid = try #require(rows.link(matching: "/radarr/movies\\?.*view=grid.*"))
            #expect(toGrid.contains("q=alien"))
            let grid = try await browser.get(toGrid.replacingOccurrences(of: "&amp;", with: "&"), client)
            #expect(grid.body.contains("<ul class=\"grid\">"))
            #expect(grid.body.components(separatedBy: "class=\"poster-tile\"").count - 1 == 2)
            #expect(grid.body.contains("name=\"view\" value=\"grid\""), "the search form keeps the grid")
        }
    }

    @Test("With pictures turned off, the library has no posters and no switch")
    func off() async throws {
        try await WebWorld.with { client, world in
            var preferences = Preferences()
            preferences.pictures.shown = false
            try await world.dependencies.preferences.save(preferences)
            let rows = try await Browser().get("/radarr/movies?view=grid", client)
            #expect(!rows.body.contains("/_/picture/"))
            #expect(!rows.body.contains(">Posters<"))
            #expect(rows.body.contains("<ul class=\"rows\">"))
        }
    }
}

@Suite("Posters of what is playing")
struct WebStreamPictureTests {
    @Test("Now playing shows each stream's poster through Tautulli's image proxy, served by serve")
    func nowPlaying() async throws {
        try await WebWorld.with(everyKind: true) { client, _ in
            let browser = Browser()
            let page = try await browser.get("/tautulli", client)
            let sources = pictureSources(page.body)
            #expect(sources.count == 3, "one small poster a stream")
            let picture = try await client.execute(
                uri: try #require(sources.first), method: .get, headers: browser.headers()
            ) { $0 }
            #expect(picture.status == .ok)
            #expect(Array(buffer: picture.body).starts(with: [0xFF, 0xD8, 0xFF]))
        }
    }
}

@Suite("Posters of what is asked for")
struct WebRequestPictureTests {
    @Test("Seerr's requests carry their titles' posters through Seerr's own image proxy, served by serve")
    func requests() async throws {
        try await WebWorld.with(everyKind: true) { client, _ in
            let browser = Browser()
            let page = try await browser.get("/seerr", client)
            let sources = pictureSources(page.body)
            #expect(sources.count >= 3, "a small poster a request")
            #expect(!page.body.contains("image.tmdb.org") && !page.body.contains("imageproxy"))
            let picture = try await client.execute(
                uri: try #require(sources.first), method: .get, headers: browser.headers()
            ) { $0 }
            #expect(picture.status == .ok)
            #expect(Array(buffer: picture.body).starts(with: [0xFF, 0xD8, 0xFF]))
        }
    }
}
