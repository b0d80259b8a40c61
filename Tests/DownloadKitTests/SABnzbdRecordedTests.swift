import ArrKit
import DownloadKit
import Foundation
import ServerKit
import Testing

/// SABnzbd's client on answers recorded from a real SABnzbd 5.0.0RC3 (see Fixtures/README.md).
@Suite("SABnzbd on recorded answers")
struct SABnzbdRecordedTests {
    func client(_ replies: [String: InMemoryTransport.Reply]) -> (SABnzbdClient, InMemoryTransport) {
        let transport = InMemoryTransport { request in
            replies[query(request, "mode") ?? ""] ?? .json(#"{"status":false,"error":"not implemented"}"#)
        }
        return (SABnzbdClient(connection: memoryConnection(), transport: transport), transport)
    }

    @Test("A paused queue reads with its limit, free disk, words and the one numeric priority")
    func pausedQueue() async throws {
        let (client, transport) = client(["queue": try recorded("sabnzbd-5.0.0RC3/queue-paused.json")])
        let queue = try await client.queue()
        #expect(queue.status.paused)
        #expect(queue.status.limit == .percent(50))
        #expect(queue.status.limitBytesPerSecond == 5_242_880)
        #expect(queue.status.freeDiskBytes.map { $0 / 1_000_000_000 } == 80)
        #expect(queue.items.map(\.name) == ["The.Expanse.S02E03.1080p", "br", "Ubuntu.24.04.Desktop"])
        #expect(queue.items.map(\.state) == [.queued, .paused, .queued])
        #expect(queue.items.map(\.priority) == [.high, .normal, .low])
        #expect(queue.items[0].category == "tv")
        #expect(queue.items[2].category == nil, "SABnzbd's '*' is no category")
        #expect(queue.items[0].sizeBytes.map { $0 / 1_048_576 } == 1430, "\"1430.51\" MiB")
        #expect(queue.items[0].downloadIds == [queue.items[0].id])
        #expect(queue.unreadable == 0)
        let request = try #require(transport.requests.first)
        #expect(query(request, "apikey") == "key")
        #expect(query(request, "output") == "json")
    }

    @Test("A timed pause says how long is left")
    func timedPause() async throws {
        let (client, _) = client(["queue": try recorded("sabnzbd-5.0.0RC3/queue-timed-pause.json")])
        let status = try await client.queue().status
        #expect(status.paused)
        #expect(status.pausedForSeconds == 1798, "29:58 is minutes and seconds")
    }

    @Test("Failed downloads read with their reason and stage log")
    func failedHistory() async throws {
        let (client, _) = client(["history": try recorded("sabnzbd-5.0.0RC3/history.json")])
        let history = try await client.history(limit: 10, failedOnly: false)
        #expect(history.count == 2)
        let first = try #require(history.first)
        #expect(first.outcome == .failed)
        #expect(first.failMessage == "Aborted, cannot be completed - https://sabnzbd.org/not-complete")
        #expect(first.stageLog == ["Source: big.nzb", "Download: 7 articles were missing"])
        #expect(first.completedAt == Date(timeIntervalSince1970: 1_795_450_283))
    }

    @Test("A missing or wrong key is SABnzbd's plain-text 403, said as a refused key")
    func refusedKey() async throws {
        for body in ["no-key.body", "wrong-key.body"] {
            let (client, _) = client(["queue": try recorded("sabnzbd-5.0.0RC3/\(body)", status: 403, type: "text/html")]
            )
            let error = await #expect(throws: DownloadError.self) { try await client.queue() }
            #expect(error?.problem == .refusedKey)
            #expect(error?.description.hasPrefix("SABnzbd refused the API key") == true)
        }
    }

    @Test("An unknown mode's error is SABnzbd's own words")
    func serverError() async throws {
        let (client, _) = client(["resume": try recorded("sabnzbd-5.0.0RC3/unknown-mode.json")])
        let error = await #expect(throws: DownloadError.self) { try await client.resumeAll() }
        #expect(error?.description == "SABnzbd said: not implemented")
    }

    @Test("Retry answers with the new id the item has in the queue")
    func retryGivesNewId() async throws {
        let (client, transport) = client(["retry": try recorded("sabnzbd-5.0.0RC3/retry.json")])
        #expect(try await client.retry("SABnzbd_nzo_hm139_qt") == "SABnzbd_nzo_ad8za08l")
        #expect(query(try #require(transport.requests.first), "value") == "SABnzbd_nzo_hm139_qt")
    }

    @Test("Actions send SABnzbd's modes: priority as a number, limits in percent or K, several ids joined")
    func actionShapes() async throws {
        let (client, transport) = client([
            "queue": .json(#"{"status":true}"#), "config": .json(#"{"status":true}"#),
            "switch": try recorded("sabnzbd-5.0.0RC3/switch.json"),
        ])
        try await client.setPriority(.force, of: ["a", "b"])
        try await client.setSpeedLimit(.percent(40))
        try await client.setSpeedLimit(.bytesPerSecond(5 * 1_048_576))
        try await client.setSpeedLimit(.off)
        try await client.remove(["a"], deleteFiles: true)
        try await client.moveToTop("a")
        let sent = transport.requests.map {
            [query($0, "mode"), query($0, "name"), query($0, "value"), query($0, "value2")]
        }
        #expect(sent[0] == ["queue", "priority", "a,b", "2"])
        #expect(sent[1] == ["config", "speedlimit", "40", nil])
        #expect(sent[2] == ["config", "speedlimit", "5120K", nil])
        #expect(sent[3] == ["config", "speedlimit", "100", nil])
        #expect(sent[4] == ["queue", "delete", "a", nil])
        #expect(query(transport.requests[4], "del_files") == "1")
        #expect(sent[5] == ["switch", nil, "a", "0"])
    }

    @Test("One unreadable slot is left out and counted; the others stay")
    func oddSlot() async throws {
        let body =
            #"{"queue":{"paused":"False","kbpersec":"1024.5","slots":[{"filename":"no id"},{"nzo_id":"x","filename":"ok","mb":"2","mbleft":"1","percentage":"50","status":"Sleeping","priority":null}]}}"#
        let (client, _) = client(["queue": .json(body)])
        let queue = try await client.queue()
        #expect(queue.items.map(\.id) == ["x"])
        #expect(queue.unreadable == 1)
        #expect(queue.items[0].state == .other("Sleeping"))
        #expect(queue.items[0].progress == 0.5)
        #expect(queue.status.speedBytesPerSecond == 1_049_088)
        #expect(!queue.status.paused)
    }
}
