import ArrKit
import DownloadKit
import Foundation
import Testing

/// Adding a download by hand: a link, a magnet link or a file, against each client's demo.
@Suite("Adding a download by hand")
struct ManualAddTests {
    /// A whole .torrent: its info dictionary's SHA-1 is 0a9e3e27… (worked out by Python's hashlib).
    static let torrent = Data(
        ("d8:announce27:http://127.0.0.1:9/announce4:infod6:lengthi5e4:name1:a12:piece lengthi16384e"
            + "6:pieces20:\(String(repeating: "A", count: 20))ee").utf8)
    static let torrentHash = "0a9e3e273a9c62626a57c63be187222044589d3b"
    static let magnet = "magnet:?xt=urn:btih:0123456789ABCDEF0123456789ABCDEF01234567&dn=Cosmos.Laundromat"

    @Test("what a person types is read as a magnet link, a link or a file, and which protocol it needs")
    func parsing() throws {
        let read: (String) throws -> Data = { _ in Self.torrent }
        #expect(try DownloadInput.parse(Self.magnet, read: read) == .magnet(Self.magnet))
        #expect(try DownloadInput.parse("https://nas/x.nzb", read: read) == .link("https://nas/x.nzb"))
        #expect(try DownloadInput.parse("~/Downloads/a.torrent", read: read)?.protocol == .torrent)
        #expect(try DownloadInput.parse("movie.mkv", read: read) == nil)
        #expect(try DownloadInput.parse("https://", read: read) == nil)
        #expect(DownloadInput.link("https://nas/x.nzb?apikey=k").protocol == .usenet)
        #expect(DownloadInput.link("https://nas/get?id=4").protocol == nil)
    }

    @Test("a .torrent file's hash is its info dictionary's SHA-1; a broken file has none")
    func infoHash() {
        #expect(DownloadInput.file(name: "a.torrent", contents: Self.torrent).torrentHash == Self.torrentHash)
        #expect(DownloadInput.file(name: "a.torrent", contents: Data("d4:infoi3ee".utf8)).torrentHash == nil)
        #expect(DownloadInput.file(name: "a.torrent", contents: Data("d4:info".utf8)).torrentHash == nil)
        #expect(DownloadInput.magnet(Self.magnet).torrentHash == "0123456789abcdef0123456789abcdef01234567")
    }

    @Test(
        "a torrent client takes a .torrent file paused and a magnet link, each under its own hash, and refuses an .nzb",
        arguments: [DownloadClientKind.qbittorrent, .transmission, .deluge])
    func torrentClients(kind: DownloadClientKind) async throws {
        try await withDemo(kind) { client, _ in
            let file = try await client.add(
                DownloadAddition(.file(name: "a.torrent", contents: Self.torrent), paused: true))
            #expect(file == Self.torrentHash)
            let added = try #require(try await client.queue().items.first { $0.id.lowercased() == Self.torrentHash })
            #expect(added.state == .paused)
            let magnet = try await client.add(DownloadAddition(.magnet(Self.magnet)))
            #expect(magnet == "0123456789abcdef0123456789abcdef01234567")
            #expect(try await client.queue().items.contains { $0.id.lowercased() == magnet })
            let refused = await #expect(throws: DownloadError.self) {
                try await client.add(DownloadAddition(.file(name: "b.nzb", contents: Data("<nzb/>".utf8))))
            }
            #expect(refused?.description.hasSuffix("not the file b.nzb.") == true)
        }
    }

    @Test(
        "a Usenet client takes an uploaded .nzb paused and refuses a magnet link",
        arguments: [DownloadClientKind.sabnzbd, .nzbget])
    func usenetClients(kind: DownloadClientKind) async throws {
        try await withDemo(kind) { client, _ in
            let before = try await client.queue().items.count
            let id = try #require(
                try await client.add(
                    DownloadAddition(.file(name: "Heat.1995.nzb", contents: Data("<nzb/>".utf8)), paused: true)))
            let items = try await client.queue().items
            #expect(items.count == before + 1)
            #expect(items.first { $0.id == id }?.state == .paused)
            #expect(items.first { $0.id == id }?.name.hasPrefix("Heat.1995") == true)
            let refused = await #expect(throws: DownloadError.self) {
                try await client.add(DownloadAddition(.magnet(Self.magnet)))
            }
            #expect(refused?.problem == .wrongInput(given: "a magnet link", takes: "NZB links and .nzb files"))
        }
    }
}
