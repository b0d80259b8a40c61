import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
import ThriftwoodCore
import ThriftwoodWeb

@Suite("A download client's screens in the browser: the queue, a download, the history and every action")
struct WebDownloadsTests {
    static let magnet = "magnet:?xt=urn:btih:0123456789ABCDEF0123456789ABCDEF01234567&dn=Cosmos.Laundromat"
    /// A whole .torrent named "a" (its info-hash is 0a9e3e27…).
    static let torrent = Data(
        ("d8:announce27:http://127.0.0.1:9/announce4:infod6:lengthi5e4:name1:a12:piece lengthi16384e"
            + "6:pieces20:\(String(repeating: "A", count: 20))ee").utf8)

    /// The first download's id on a queue page (its own page's link).
    static func firstItem(_ page: Page, kind: String) -> String? {
        page.link(matching: "/\(kind)/queue/items/[^/]+").map { String($0.split(separator: "/").last ?? "") }
    }

    @Test("The queue shows the header and each download with its progress, each linked to its own page")
    func queue() async throws {
        try await WebWorld.with(everyKind: true) { client, _ in
            let page = try await Browser().get("/qbittorrent/queue", client)
            #expect(page.status == .ok)
            #expect(page.body.contains("free"))
            #expect(page.body.contains("<progress"))
            #expect(page.body.contains("data-live="))
            #expect(Self.firstItem(page, kind: "qbittorrent") != nil)
            #expect(page.body.contains("Upload and add"))
            #expect(!page.body.contains(" checked>"))
            let all = try await Browser().get("/qbittorrent/queue?check=all", client)
            #expect(
                all.body.components(separatedBy: " checked>").count - 1
                    == page.links.filter { $0.contains("/items/") }.count)
        }
    }

    @Test("Each client screen's controls are the actions the core publishes for it, no more and no fewer")
    func actionsFromTheCore() async throws {
        try await WebWorld.with(everyKind: true) { client, world in
            let queue = try await Browser().get("/qbittorrent/queue", client)
            let item = try #require(Self.firstItem(queue, kind: "qbittorrent"))
            for path in [
                "/qbittorrent/queue", "/qbittorrent/queue/items/\(item)", "/sabnzbd/queue", "/sabnzbd/history",
            ] {
                let page = try await Browser().get(path, client)
                let posted = Set(page.body.matches(of: /name="action" value="([^"]+)"/).map { String($0.1) })
                let offered = try await Self.offered(path, world)
                #expect(!offered.isEmpty, "\(path)")
                #expect(posted == offered, "\(path)")
            }
        }
    }

    /// The ids of the actions the core offers on the screen at `path`, opened by a coordinator.
    @MainActor
    static func offered(_ path: String, _ world: WebWorld) async throws -> Set<String> {
        let coordinator = AppCoordinator(
            dependencies: world.dependencies, dataDirectory: FileManager.default.temporaryDirectory)
        await coordinator.start()
        #expect(await coordinator.open("thriftwood:/" + path), "\(path)")
        await coordinator.visibleModel.load()
        return Set(coordinator.visibleModel.actionable?.actions.map(\.id) ?? [])
    }

    @Test("A magnet link added through the form is in the list, said as added")
    func addMagnet() async throws {
        try await WebWorld.with(everyKind: true) { client, _ in
            let browser = Browser()
            let queue = try await browser.get("/qbittorrent/queue", client)
            let token = try #require(queue.field("csrf"))
            let added = try await browser.post(
                "/_/do", ["action": "add", "at": "/qbittorrent/queue", "csrf": token, "link": Self.magnet], client)
            #expect(added.headers[.location] == "/qbittorrent/queue")
            let after = try await browser.get("/qbittorrent/queue", client)
            #expect(after.body.contains("✓ Added"))
            #expect(after.body.contains("Cosmos.Laundromat"))
        }
    }

    @Test("A .torrent uploaded from the phone is added; a file of another kind is refused in words")
    func uploadFile() async throws {
        try await WebWorld.with(everyKind: true) { client, _ in
            let browser = Browser()
            let token = try #require(try await browser.get("/qbittorrent/queue", client).field("csrf"))
            let fields = ["csrf": token, "at": "/qbittorrent/queue"]
            let added = try await browser.upload(
                "/_/upload", fields, file: ("file", "a.torrent", Self.torrent), client)
            #expect(added.status == .seeOther)
            let after = try await browser.get("/qbittorrent/queue", client)
            #expect(after.body.contains("✓ Added"))
            #expect(after.links.contains("/qbittorrent/queue/items/0a9e3e273a9c62626a57c63be187222044589d3b"))
            _ = try await browser.upload("/_/upload", fields, file: ("file", "notes.txt", Data("hi".utf8)), client)
            let refused = try await browser.get("/qbittorrent/queue", client)
            #expect(refused.body.contains("is not a .torrent or .nzb file"))
            let forged = try await browser.upload(
                "/_/upload", ["csrf": "forged", "at": "/qbittorrent/queue"], file: ("file", "a.torrent", Self.torrent),
                client)
            #expect(forged.status == .forbidden)
        }
    }

    @Test("Pausing a checked download pauses it; removing it asks first, naming it and its size")
    func pauseAndRemove() async throws {
        try await WebWorld.with(everyKind: true) { client, _ in
            let browser = Browser()
            let queue = try await browser.get("/qbittorrent/queue", client)
            let token = try #require(queue.field("csrf"))
            let id = try #require(Self.firstItem(queue, kind: "qbittorrent"))
            let item = try await browser.get("/qbittorrent/queue/items/\(id)", client)
            let name = try #require(
                item.body.range(of: "<h1>").map { String(item.body[$0.upperBound...].prefix { $0 != "<" }) })
            _ = try await browser.post(
                "/_/do", ["action": "pause", "at": "/qbittorrent/queue", "csrf": token, "pick-\(id)": "on"], client)
            let paused = try await browser.get("/qbittorrent/queue/items/\(id)", client)
            #expect(paused.body.contains(">paused<"))
            #expect(paused.body.contains(">Resume<"))
            let asked = try await browser.post(
                "/_/do", ["action": "remove", "at": "/qbittorrent/queue", "csrf": token, "pick-\(id)": "on"], client)
            let question = try await browser.get(try #require(asked.headers[.location]), client)
            #expect(question.body.contains("Remove “\(name)” ("))
            #expect(question.body.contains("from qBittorrent?"))
            #expect(question.body.contains("Also delete what it downloaded"))
            #expect(
                try await browser.get("/qbittorrent/queue", client).links.contains("/qbittorrent/queue/items/\(id)"))
            _ = try await browser.post(
                "/_/do",
                [
                    "action": "remove", "at": "/qbittorrent/queue", "csrf": token, "pick-\(id)": "on",
                    "confirmed": "yes",
                ],
                client)
            let after = try await browser.get("/qbittorrent/queue", client)
            #expect(after.body.contains("✓ Removed"))
            #expect(!after.links.contains("/qbittorrent/queue/items/\(id)"))
        }
    }

    @Test(
        "A download's own page shows its facts, trackers and files; recheck asks first; removing it returns to the queue"
    )
    func itemPage() async throws {
        try await WebWorld.with(everyKind: true) { client, _ in
            let browser = Browser()
            let queue = try await browser.get("/qbittorrent/queue", client)
            let id = try #require(Self.firstItem(queue, kind: "qbittorrent"))
            let at = "/qbittorrent/queue/items/\(id)"
            let item = try await browser.get(at, client)
            #expect(item.status == .ok)
            #expect(item.body.contains("<dt>State</dt>"))
            #expect(item.body.contains("<h2>Trackers</h2>"))
            #expect(item.body.contains("<h2>Files"))
            #expect(item.body.contains("Recheck…"))
            let token = try #require(item.field("csrf"))
            let asked = try await browser.post(
                "/_/do", ["action": "recheck", "at": at, "csrf": token, "id": id], client)
            let question = try await browser.get(try #require(asked.headers[.location]), client)
            #expect(question.body.contains("reads all of its data again"))
            let removed = try await browser.post(
                "/_/do", ["action": "remove", "at": at, "csrf": token, "id": id, "confirmed": "yes"], client)
            #expect(removed.headers[.location] == "/qbittorrent/queue")
        }
    }

    @Test("The speed limit and the timed pause are set from the queue's header forms")
    func limitAndPause() async throws {
        try await WebWorld.with(everyKind: true) { client, _ in
            let browser = Browser()
            let token = try #require(try await browser.get("/sabnzbd/queue", client).field("csrf"))
            _ = try await browser.post(
                "/_/do", ["action": "limit", "at": "/sabnzbd/queue", "csrf": token, "limit": "5M"], client)
            let limited = try await browser.get("/sabnzbd/queue", client)
            // SABnzbd keeps a limit as a share of the line speed, and says both.
            #expect(limited.body.contains("limit 41% (5.2 MB/s)"))
            #expect(limited.body.contains("✓ Limited"))
            _ = try await browser.post(
                "/_/do", ["action": "pauseAll", "at": "/sabnzbd/queue", "csrf": token, "minutes": "30"], client)
            let paused = try await browser.get("/sabnzbd/queue", client)
            #expect(paused.body.contains("paused"))
            #expect(paused.body.contains("Resume all"))
            _ = try await browser.post(
                "/_/do", ["action": "limit", "at": "/sabnzbd/queue", "csrf": token, "limit": "fast"], client)
            #expect(try await browser.get("/sabnzbd/queue", client).body.contains("is not a speed limit"))
        }
    }

    @Test("The history shows failures with their reason; failures alone; a failed one is retried")
    func history() async throws {
        try await WebWorld.with(everyKind: true) { client, _ in
            let browser = Browser()
            let history = try await browser.get("/sabnzbd/history", client)
            #expect(history.status == .ok)
            #expect(history.body.contains("failed"))
            let token = try #require(history.field("csrf"))
            _ = try await browser.post(
                "/_/do", ["action": "failedOnly", "at": "/sabnzbd/history", "csrf": token], client)
            let failures = try await browser.get("/sabnzbd/history", client)
            #expect(failures.body.contains("failures only"))
            #expect(!failures.body.contains(">completed<"))
            let retry = try #require(
                failures.body.range(of: "name=\"id\" value=\"").map { range in
                    String(failures.body[range.upperBound...].prefix { $0 != "\"" })
                })
            _ = try await browser.post(
                "/_/do", ["action": "retry", "at": "/sabnzbd/history", "csrf": token, "id": retry], client)
            #expect(try await browser.get("/sabnzbd/history", client).body.contains("✓ Retrying"))
        }
    }

    @Test("A household user sees the queue but every change is a 403 page in words")
    func householdRefused() async throws {
        try await WebWorld.with(users: [("sam", .household)], everyKind: true) { client, _ in
            let browser = Browser()
            let token = try await browser.signIn("sam", client)
            let queue = try await browser.get("/qbittorrent/queue", client)
            #expect(queue.status == .ok)
            #expect(!queue.body.contains("Upload and add"))
            let id = try #require(Self.firstItem(queue, kind: "qbittorrent"))
            for action in ["pause", "remove", "add", "limit", "pauseAll", "up", "category"] {
                let refused = try await browser.post(
                    "/_/do", ["action": action, "at": "/qbittorrent/queue", "csrf": token, "id": id], client)
                #expect(refused.status == .forbidden, "\(action)")
                #expect(refused.body.contains("A household user cannot change this"), "\(action)")
            }
            let upload = try await browser.upload(
                "/_/upload", ["csrf": token, "at": "/qbittorrent/queue"], file: ("file", "a.torrent", Self.torrent),
                client)
            #expect(upload.status == .forbidden)
        }
    }
}
