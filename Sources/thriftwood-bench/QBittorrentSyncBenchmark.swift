import ArrDemoKit
import AsyncHTTPClient
import DownloadDemoServer
import DownloadKit
import Foundation
import NIOCore
import NIOHTTP1
import ServerKit
import Synchronization

/// A live qBittorrent list of 2,000 torrents: what one refresh through `sync/maindata` moves
/// (the diff since the last answer) against a full `torrents/info` re-read. Budget: under 5 %.
func qbittorrentSyncBenchmark() async throws {
    Report.line("qBittorrent list of 2,000 torrents, one refresh 2 s later (demo server, loopback)")
    let now = Mutex(Date(timeIntervalSince1970: 1_795_000_000))
    let demo = OnDemandDemoServer.downloadClient(
        .qbittorrent, configuration: DemoServerConfiguration(generatedItems: 2_000, clock: { now.withLock { $0 } }))
    let connection = try await demo.connection()
    let http = HTTPClient(eventLoopGroupProvider: .singleton)
    let transport = LiveHTTPTransport(http: http)
    func get(_ path: String, cookie: String) async throws -> TransportAnswer {
        try await transport.send(
            TransportRequest(
                method: .GET, url: connection.baseURL + path, host: "127.0.0.1",
                headers: [("Cookie", cookie), ("Referer", connection.baseURL)]))
    }
    let login = try await transport.send(
        TransportRequest(
            method: .POST, url: connection.baseURL + "/api/v2/auth/login", host: "127.0.0.1",
            headers: [("Referer", connection.baseURL), ("Content-Type", "application/x-www-form-urlencoded")],
            body: ByteBuffer(string: "username=admin&password=\(DemoServerConfiguration.defaultAPIKey)")))
    let cookie = login.setCookies.first?.split(separator: ";").first.map(String.init) ?? ""
    let full = try await get("/api/v2/sync/maindata?rid=0", cookie: cookie).body.readableBytes
    now.withLock { $0 = $0.addingTimeInterval(2) }
    let diff = try await get("/api/v2/sync/maindata?rid=1", cookie: cookie).body.readableBytes
    let info = try await get("/api/v2/torrents/info", cookie: cookie).body.readableBytes
    try await http.shutdown()
    await demo.stop()
    Measure.report("  first sync/maindata (everything), KB", Double(full) / 1000, "KB")
    Measure.report("  a torrents/info re-read, KB", Double(info) / 1000, "KB")
    Measure.report("  the next sync/maindata (what changed), KB", Double(diff) / 1000, "KB")
    Measure.report("  refresh by diff / by re-read", Double(diff) * 100 / Double(max(1, info)), "%", budget: (5, true))
    Report.line()
}
