import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
import ThriftwoodCore

@testable import ThriftwoodWeb

@Suite("The browser's admin pages")
struct WebAdminTests {
    @Test("The system page links each admin page; the blocklist removes one after a question naming it")
    func blocklist() async throws {
        try await WebWorld.with { client, _ in
            let browser = Browser()
            let system = try await browser.get("/radarr/system", client)
            #expect(system.links.contains("/radarr/system/admin/blocklist"))
            #expect(system.links.contains("/radarr/system/admin/tasks"))
            let page = try await browser.get("/radarr/admin/blocklist", client)
            #expect(page.status == .ok)
            #expect(page.body.contains("<table class=\"admin\">"))
            #expect(page.body.contains("Fight.Club.1999.1080p.BluRay.x264-FAKE"))
            let token = try #require(page.field("csrf"))
            let at = "/radarr/admin/blocklist"
            let asked = try await browser.post(
                "/_/do", ["action": "admin", "at": at, "csrf": token, "row": "block-1", "index": "0"], client)
            let question = try await browser.get(try #require(asked.headers[.location]), client)
            #expect(question.body.contains("Remove “Fight.Club.1999.1080p.BluRay.x264-FAKE” from Radarr"))
            #expect(question.body.contains("may grab it again"))
            #expect(try await browser.get(at, client).body.contains("Fight.Club.1999"))
            _ = try await browser.post(
                "/_/do",
                ["action": "admin", "at": at, "csrf": token, "row": "block-1", "index": "0", "confirmed": "yes"], client
            )
            let after = try await browser.get(at, client)
            #expect(after.body.contains("✓ Removed"))
            #expect(!after.body.contains("Fight.Club.1999.1080p.BluRay.x264-FAKE</td>"))
        }
    }

    @Test("An action the page does not offer is refused, not made up from the form")
    func forgedAction() async throws {
        try await WebWorld.with { client, _ in
            let browser = Browser()
            let at = "/radarr/admin/blocklist"
            let token = try #require(try await browser.get(at, client).field("csrf"))
            let forged = try await browser.post(
                "/_/do",
                ["action": "admin", "at": at, "csrf": token, "row": "block-99", "index": "0", "confirmed": "yes"],
                client)
            let after = try await browser.get(try #require(forged.headers[.location]), client)
            #expect(after.body.contains("no longer on the page"))
            #expect(after.body.contains("Fight.Club.1999.1080p.BluRay.x264-FAKE</td>"))
        }
    }

    @Test("Testing every indexer shows the failing one with the server's words")
    func indexers() async throws {
        try await WebWorld.with { client, _ in
            let browser = Browser()
            let at = "/radarr/admin/indexers"
            let page = try await browser.get(at, client)
            #expect(page.body.contains("DemoUsenet"))
            let token = try #require(page.field("csrf"))
            _ = try await browser.post("/_/do", ["action": "admin", "at": at, "csrf": token, "index": "0"], client)
            let after = try await browser.get(at, client)
            #expect(after.body.contains("Test failed: Unable to connect to indexer"))
            #expect(after.body.contains("Test passed."))
        }
    }
}

@Suite("The browser's manual import")
struct WebManualImportTests {
    @Test("The queue offers the import of the download that waits; importing it asks first and empties the queue of it")
    func importFromQueue() async throws {
        try await WebWorld.with { client, _ in
            let browser = Browser()
            let queue = try await browser.get("/radarr/queue", client)
            #expect(queue.body.contains("Needs manual import"))
            let link = try #require(queue.links.first { $0.contains("/admin/import/") })
            let page = try await browser.get(link, client)
            #expect(page.status == .ok)
            #expect(page.body.contains("GoodFellas.1990.1080p.WEB-DL.DDP5.1-NOGRP.sample.mkv"))
            #expect(page.body.contains("Radarr: Sample"))
            let token = try #require(page.field("csrf"))
            let asked = try await browser.post(
                "/_/do", ["action": "admin", "at": link, "csrf": token, "index": "0"], client)
            let question = try await browser.get(try #require(asked.headers[.location]), client)
            #expect(question.body.contains("moving it?"))
            let done = try await browser.post(
                "/_/do", ["action": "admin", "at": link, "csrf": token, "index": "0", "confirmed": "yes"], client)
            let landed = try await browser.get(try #require(done.headers[.location]), client)
            #expect(landed.body.contains("✓ Imported"), "\(landed.body.suffix(1500))")
            let after = try await browser.get("/radarr/queue", client)
            #expect(
                !after.body.contains("GoodFellas.1990.1080p.WEB-DL.DDP5.1-NOGRP"),
                "\(after.body.components(separatedBy: "GoodFellas").dropFirst().first?.prefix(400) ?? "")")
        }
    }
}

@Suite("The browser's log files")
struct WebLogFileTests {
    @Test("The logs page links each log file; its page shows the lines, the server's text escaped")
    func logFile() async throws {
        try await WebWorld.with { client, _ in
            let browser = Browser()
            let logs = try await browser.get("/radarr/admin/logs", client)
            let link = try #require(logs.links.first { $0.hasSuffix("/admin/logs/radarr.txt") })
            let file = try await browser.get(link, client)
            #expect(file.status == .ok)
            #expect(file.body.contains("|Info|RssSyncService|"))
        }
    }
}

@Suite("A backup saved from the browser")
struct WebBackupDownloadTests {
    @Test("An admin saves a backup as a zip download, read by serve from the server; a household user may not")
    func saveBackup() async throws {
        try await WebWorld.with(users: [("maria", .admin), ("sam", .household)]) { client, _ in
            let admin = Browser()
            _ = try await admin.signIn("maria", client)
            let page = try await admin.get("/radarr/admin/backups", client)
            let link = try #require(page.links.first { $0.contains("/_/backup?") })
            let saved = try await admin.get(link.replacingOccurrences(of: "&amp;", with: "&"), client)
            #expect(saved.status == .ok)
            #expect(saved.headers[.contentType] == "application/zip")
            #expect(saved.headers[.contentDisposition]?.hasPrefix("attachment; filename=\"radarr_backup_v") == true)
            #expect(saved.body.hasPrefix("PK"))
            #expect(!saved.body.contains("thriftwood-demo-key"))
            let household = Browser()
            _ = try await household.signIn("sam", client)
            let refused = try await household.get(link.replacingOccurrences(of: "&amp;", with: "&"), client)
            #expect(refused.status == .forbidden)
        }
    }
}

@Suite("A backup is never written where serve runs")
struct WebBackupNotWrittenTests {
    @Test("Posting the app's save action for a backup is refused: the browser's Save is a download")
    func saveActionRefused() async throws {
        try await WebWorld.with { client, _ in
            let browser = Browser()
            let at = "/radarr/admin/backups"
            let page = try await browser.get(at, client)
            let token = try #require(page.field("csrf"))
            #expect(page.body.contains("/_/backup?"))
            // The first backup's row, whose one action is the save the browser offers as a link.
            let posted = try await browser.post(
                "/_/do",
                ["action": "admin", "at": at, "csrf": token, "row": "backup-1", "index": "0", "confirmed": "yes"],
                client)
            let after = try await browser.get(try #require(posted.headers[.location]), client)
            #expect(after.body.contains("no longer on the page"))
        }
    }
}
