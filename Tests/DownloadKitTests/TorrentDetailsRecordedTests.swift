import ArrKit
import DownloadKit
import Foundation
import NIOCore
import NIOFoundationCompat
import ServerKit
import Synchronization
import Testing

/// A torrent's details, rechecks, own limits and categories on answers recorded from the real
/// daemons (qBittorrent 4.5.2, Transmission 3.00, Deluge 2.0.3; see Fixtures/README.md).
@Suite("Torrent details on recorded answers")
struct TorrentDetailsRecordedTests {
    static let sintel = "ba13b02beb4286f5eb37988c88a0b1f56e86d180"

    static func text(_ text: String, _ status: Int = 200) -> InMemoryTransport.Reply {
        .answer(TransportAnswer(status: status, contentType: "text/plain", body: ByteBuffer(string: text)))
    }

    static func sentJSON(_ transport: InMemoryTransport) -> [JSONValue] {
        transport.requests.compactMap { request in
            request.body.flatMap { try? JSONDecoder().decode(JSONValue.self, from: Data(buffer: $0)) }
        }
    }

    @Test("qBittorrent: properties, trackers without DHT/PeX/LSD, files, own limits (−1 and 0 are none)")
    func qBittorrentDetails() async throws {
        let transport = InMemoryTransport { request in
            let base = "qbittorrent-4.5.2/"
            switch InMemoryTransport.path(of: request.url) {
            case "/api/v2/auth/login":
                return .answer(
                    TransportAnswer(
                        status: 200, contentType: "text/plain", body: ByteBuffer(string: "Ok."),
                        setCookies: ["SID=abc; HttpOnly"]))
            case "/api/v2/torrents/info": return (try? recorded(base + "info-one.json")) ?? .json("[]")
            case "/api/v2/torrents/properties": return (try? recorded(base + "properties.json")) ?? .json("{}")
            case "/api/v2/torrents/trackers": return (try? recorded(base + "trackers.json")) ?? .json("[]")
            case "/api/v2/torrents/files": return (try? recorded(base + "files.json")) ?? .json("[]")
            default: return Self.text("")
            }
        }
        let client = QBittorrentClient(connection: memoryConnection(key: "admin:adminadmin"), transport: transport)
        let details = try await client.details(Self.sintel)
        #expect(details.item.name == "Sintel.2010.720p")
        #expect(details.item.state == .stalled)
        #expect(details.downloadLimit == 524_288)
        #expect(details.uploadLimit == 131_072)
        #expect(details.seeds == DownloadPeerCount(connected: 0, inSwarm: 0))
        #expect(details.savePath == "/tmp/rec/qb/downloads")
        #expect(details.trackers.map(\.url) == ["http://127.0.0.1:9/announce"])
        #expect(details.trackers.first?.standing == .failing)
        #expect(details.trackers.first?.message == "Connection refused")
        #expect(details.trackers.first?.seeds == nil, "−1 is unknown")
        #expect(details.files == [DownloadFile(name: "Sintel.2010.720p", sizeBytes: 2_097_152, progress: 0)])
        #expect(details.record["properties"]?["pieces_num"] == .number(8))
    }

    @Test("qBittorrent: an unknown category (its 409) is made, then set; recheck and own limit post the hashes")
    func qBittorrentCategoryAndActions() async throws {
        let made = Mutex(false)
        let transport = InMemoryTransport { request in
            switch InMemoryTransport.path(of: request.url) {
            case "/api/v2/auth/login":
                return .answer(
                    TransportAnswer(
                        status: 200, contentType: "text/plain", body: ByteBuffer(string: "Ok."),
                        setCookies: ["SID=abc; HttpOnly"]))
            case "/api/v2/torrents/createCategory":
                made.withLock { $0 = true }
                return Self.text("")
            case "/api/v2/torrents/setCategory":
                guard made.withLock({ $0 }) else {
                    return
                        (try? recorded("qbittorrent-4.5.2/set-category-unknown.txt", status: 409, type: "text/plain"))
                        ?? Self.text("", 409)
                }
                return Self.text("")
            default: return Self.text("")
            }
        }
        let client = QBittorrentClient(connection: memoryConnection(key: "admin:adminadmin"), transport: transport)
        try await client.setCategory("tv", of: [Self.sintel])
        let paths = transport.requests.map { InMemoryTransport.path(of: $0.url) }
        #expect(
            paths.filter { $0.hasPrefix("/api/v2/torrents/") }
                == ["/api/v2/torrents/setCategory", "/api/v2/torrents/createCategory", "/api/v2/torrents/setCategory"])
        try await client.recheck([Self.sintel])
        try await client.setItemSpeedLimit(.bytesPerSecond(524_288), of: [Self.sintel])
        let forms = transport.requests.suffix(2).map { $0.body.map { String(buffer: $0) } ?? "" }
        #expect(forms == ["hashes=\(Self.sintel)", "hashes=\(Self.sintel)&limit=524288"])
    }

    /// A Transmission 3.00 that answers the recorded details for any `torrent-get`.
    static func transmission() -> (TransmissionClient, InMemoryTransport) {
        let transport = InMemoryTransport { request in
            guard request.header("X-Transmission-Session-Id") == "s" else {
                return .answer(
                    TransportAnswer(
                        status: 409, contentType: "text/html", body: ByteBuffer(string: "<h1>409: Conflict</h1>"),
                        headers: ["x-transmission-session-id": "s"]))
            }
            let body = request.body.map { String(buffer: $0) } ?? ""
            let base = "transmission-3.00/"
            if body.contains("\"session-get\"") { return (try? recorded(base + "session-get.json")) ?? .json("{}") }
            if body.contains("\"torrent-get\"") {
                return (try? recorded(base + "torrent-get-details.json")) ?? .json("{}")
            }
            return (try? recorded(base + "torrent-verify.json")) ?? .json("{}")
        }
        return (
            TransmissionClient(connection: memoryConnection(key: "thriftwood:secret"), transport: transport), transport
        )
    }

    @Test("Transmission: one torrent's swarm, tracker, files and own limits in its kB/s of 1,000 bytes")
    func transmissionDetails() async throws {
        let (client, transport) = Self.transmission()
        let details = try await client.details(Self.sintel)
        #expect(details.item.name == "Sintel.2010.720p")
        #expect(details.downloadLimit == 512_000)
        #expect(details.uploadLimit == 128_000)
        #expect(details.seeds == DownloadPeerCount(connected: 0))
        #expect(details.trackers.first?.standing == .failing)
        #expect(details.trackers.first?.message == "Could not connect to tracker")
        #expect(details.files.first?.sizeBytes == 2_097_152)
        let get = try #require(Self.sentJSON(transport).first { $0["method"] == .string("torrent-get") })
        #expect(get["arguments"]?["ids"] == .array([.string(Self.sintel)]))
        try await client.setItemSpeedLimit(.bytesPerSecond(5_242_880), of: [Self.sintel])
        let set = try #require(Self.sentJSON(transport).last)
        #expect(set["method"] == .string("torrent-set"))
        #expect(set["arguments"]?["downloadLimit"] == .number(5242))
        #expect(set["arguments"]?["downloadLimited"] == .bool(true))
        try await client.recheck([Self.sintel])
        #expect(Self.sentJSON(transport).last?["method"] == .string("torrent-verify"))
    }

    /// A deluge-web signed in and connected, answering the recorded detail calls; `labels` is
    /// what `label.get_labels` answers (nil: the Label plugin is off).
    static func deluge(labels: String?) -> (DelugeClient, InMemoryTransport) {
        let transport = InMemoryTransport { request in
            let body = request.body.map { String(buffer: $0) } ?? ""
            func file(_ name: String) -> InMemoryTransport.Reply {
                (try? recorded("deluge-2.0.3/" + name)) ?? .json("{}")
            }
            if body.contains("\"auth.login\"") {
                return .answer(
                    TransportAnswer(
                        status: 200, contentType: "application/json",
                        body: ByteBuffer(string: #"{"result": true, "error": null, "id": 1}"#),
                        setCookies: ["_session_id=abc; Path=/json"]))
            }
            if body.contains("\"web.connected\"") { return .json(#"{"result": true, "error": null, "id": 1}"#) }
            if body.contains("\"core.get_torrent_status\"") {
                return file(
                    body.contains(TorrentDetailsRecordedTests.sintel)
                        ? "torrent-status.json" : "torrent-status-unknown.json")
            }
            if body.contains("\"label.get_labels\"") { return file(labels ?? "label-not-enabled.json") }
            if body.contains("\"label.add\"") { return file("label-add.json") }
            if body.contains("\"label.set_torrent\"") { return file("label-set-torrent.json") }
            return file("force-recheck.json")
        }
        return (DelugeClient(connection: memoryConnection(key: "deluge"), transport: transport), transport)
    }

    @Test("Deluge: one torrent's details, its tracker's error, own limits in KiB/s; an unknown hash is not found")
    func delugeDetails() async throws {
        let (client, _) = Self.deluge(labels: "label-get-labels.json")
        let details = try await client.details(Self.sintel)
        #expect(details.item.category == "movies")
        #expect(details.downloadLimit == 524_288, "512 KiB/s")
        #expect(details.uploadLimit == 131_072, "128 KiB/s")
        #expect(details.seeds == DownloadPeerCount(connected: 0), "−1 in the swarm is unknown")
        #expect(details.trackers.first?.standing == .failing)
        #expect(details.trackers.first?.message == "Connection refused")
        #expect(details.files.map(\.name) == ["Sintel.2010.720p"])
        let missing = await #expect(throws: DownloadError.self) {
            try await client.details("deadbeef00000000000000000000000000000000")
        }
        #expect(missing?.problem == .notFound("deadbeef00000000000000000000000000000000"))
    }

    @Test("Deluge: a label is made when new and set per torrent; with the Label plugin off, it says how to turn it on")
    func delugeLabels() async throws {
        let (client, transport) = Self.deluge(labels: "label-get-labels.json")
        try await client.setCategory("TV", of: [Self.sintel])
        let methods = Self.sentJSON(transport).compactMap { $0["method"]?.text }.filter { $0.hasPrefix("label.") }
        #expect(methods == ["label.get_labels", "label.add", "label.set_torrent"])
        #expect(Self.sentJSON(transport).last?["params"] == .array([.string(Self.sintel), .string("tv")]))
        let invalid = await #expect(throws: DownloadError.self) {
            try await client.setCategory("TV Shows", of: [Self.sintel])
        }
        #expect(invalid?.description.contains("a–z, 0–9, _ and -") == true)
        let (off, _) = Self.deluge(labels: nil)
        let error = await #expect(throws: DownloadError.self) { try await off.setCategory("movies", of: [Self.sintel]) }
        #expect(error?.description == "Deluge cannot label torrents while its Label plugin is off.")
        #expect(
            error?.problem
                == .switchedOff(
                    what: "label torrents", setting: "its Label plugin", place: "Preferences → Plugins → Label"))
    }

    @Test("The usenet clients refuse a recheck and an own limit in their words")
    func usenetRefusals() async throws {
        let client = SABnzbdClient(connection: memoryConnection(), transport: InMemoryTransport { _ in .json("{}") })
        let recheck = await #expect(throws: DownloadError.self) { try await client.recheck(["x"]) }
        #expect(recheck?.description == "SABnzbd cannot check a download's data again.")
        let limit = await #expect(throws: DownloadError.self) {
            try await client.setItemSpeedLimit(.bytesPerSecond(1024), of: ["x"])
        }
        #expect(limit?.problem == .unsupported("limit one download's speed; limit the whole client instead"))
    }
}
