import ArrDemoKit
import ArrKit
import AsyncHTTPClient
import DownloadDemoServer
import DownloadKit
import Foundation
import NIOCore
import NIOFoundationCompat
import ServerKit
import Synchronization
import Testing

/// Transmission 4.1's JSON-RPC 2.0 dialect (snake-case names), chosen from the version its 409
/// states, beside the legacy form up to 4.0.
@Suite("Transmission's two dialects")
struct TransmissionJSONRPCTests {
    @Test("Legacy names become snake case for 4.1, by Transmission's own rule")
    func names() {
        let jsonRPC = TransmissionDialect.jsonRPC
        #expect(jsonRPC.name("hashString") == "hash_string")
        #expect(jsonRPC.name("delete-local-data") == "delete_local_data")
        #expect(jsonRPC.name("torrent-start-now") == "torrent_start_now")
        #expect(jsonRPC.name("peersGettingFromUs") == "peers_getting_from_us")
        #expect(jsonRPC.name("speed-limit-down-enabled") == "speed_limit_down_enabled")
        #expect(TransmissionDialect.legacy.name("hashString") == "hashString")
        #expect(TransmissionDialect(rpcVersionHeader: "6.0.0") == .jsonRPC)
        #expect(TransmissionDialect(rpcVersionHeader: "6.1.0") == .jsonRPC)
        #expect(TransmissionDialect(rpcVersionHeader: nil) == .legacy)
        #expect(TransmissionDialect(rpcVersionHeader: "5.3.0") == .legacy)
    }

    /// A 4.1 daemon as its RPC document describes it: the 409 names RPC 6.0.0; calls must be
    /// JSON-RPC 2.0 with snake-case methods; answers are `result` or `error` objects.
    static func daemon41() -> InMemoryTransport {
        InMemoryTransport { request in
            guard request.header("X-Transmission-Session-Id") == "s41" else {
                return .answer(
                    TransportAnswer(
                        status: 409, contentType: "text/html", body: ByteBuffer(string: "<h1>409: Conflict</h1>"),
                        headers: ["x-transmission-session-id": "s41", "x-transmission-rpc-version": "6.0.0"]))
            }
            let call = request.body.flatMap { try? JSONDecoder().decode(JSONValue.self, from: Data(buffer: $0)) }
            guard let call, call["jsonrpc"] == .string("2.0"), let id = call["id"] else {
                return .json(#"{"result": "method name not recognized", "arguments": {}}"#)
            }
            let idText = id.int64.map(String.init) ?? "null"
            switch call["method"]?.text {
            case "session_get":
                return .json(
                    #"{"jsonrpc": "2.0", "id": \#(idText), "result": {"version": "4.1.0 (ae226418eb)", "rpc_version_semver": "6.0.0", "speed_limit_down": 250, "speed_limit_down_enabled": true, "download_dir_free_space": 5000, "units": {"speed_bytes": 1000}}}"#
                )
            case "session_stats":
                return .json(
                    #"{"jsonrpc": "2.0", "id": \#(idText), "result": {"download_speed": 2048, "upload_speed": 512}}"#)
            case "torrent_get":
                return .json(
                    #"{"jsonrpc": "2.0", "id": \#(idText), "result": {"torrents": [{"hash_string": "ab12", "name": "Sintel.2010.720p", "status": 4, "percent_done": 0.25, "size_when_done": 4000, "left_until_done": 3000, "is_stalled": true, "queue_position": 0, "labels": ["movies"], "upload_ratio": -1, "bandwidth_priority": 1, "eta": -1, "error": 0}]}}"#
                )
            case "torrent_stop":
                return .json(#"{"jsonrpc": "2.0", "id": \#(idText), "result": {}}"#)
            default:
                return .json(
                    #"{"jsonrpc": "2.0", "id": \#(idText), "error": {"code": -32601, "message": "Method not found", "data": {"error_string": "no such method"}}}"#
                )
            }
        }
    }

    @Test("A 4.1 daemon is spoken to in JSON-RPC 2.0 and its snake-case answers are read")
    func speaks41() async throws {
        let transport = Self.daemon41()
        let client = TransmissionClient(connection: memoryConnection(key: "u:p"), transport: transport)
        let queue = try await client.queue()
        let item = try #require(queue.items.first)
        #expect(item.id == "ab12")
        #expect(item.state == .stalled)
        #expect(item.category == "movies")
        #expect(item.priority == .high)
        #expect(item.progress == 0.25)
        #expect(queue.status.limit == .bytesPerSecond(250_000))
        #expect(queue.status.speedBytesPerSecond == 2048)
        #expect(queue.status.version == "4.1.0 (ae226418eb)")
        try await client.pause(["ab12"])
        let sent = TorrentDetailsRecordedTests.sentJSON(transport)
        let stop = try #require(sent.last)
        #expect(stop["method"] == .string("torrent_stop"))
        #expect(stop["params"]?["ids"] == .array([.string("ab12")]))
        let get = try #require(sent.first { $0["method"] == .string("torrent_get") })
        #expect(get["params"]?["fields"]?.elements?.contains(.string("hash_string")) == true)
        let refused = await #expect(throws: DownloadError.self) { try await client.moveToTop("ab12") }
        #expect(refused?.description == "Transmission said: Method not found: no such method")
    }

    @Test("The demo as 4.1 answers both forms; the client speaks JSON-RPC to it end to end")
    func demo41() async throws {
        let recording = Mutex<RecordingTransport?>(nil)
        try await withDemo(
            .transmission, version: "4.1.0 (ae226418eb)",
            wrapping: { live in
                let wrapped = RecordingTransport(live)
                recording.withLock { $0 = wrapped }
                return wrapped
            }
        ) { client, _ in
            let queue = try await client.queue()
            #expect(queue.status.version == "4.1.0 (ae226418eb)")
            let first = try #require(queue.items.first)
            try await client.setCategory("tv", of: [first.id])
            try await client.setItemSpeedLimit(.bytesPerSecond(1_000_000), of: [first.id])
            let details = try await client.details(first.id)
            #expect(details.item.category == "tv")
            #expect(details.downloadLimit == 1_000_000)
            #expect(!details.files.isEmpty && !details.trackers.isEmpty)
            // The first call goes out in the legacy form and meets the 409 that names the dialect.
            let bodies = recording.withLock { $0?.bodies() } ?? []
            let calls = bodies.compactMap { try? JSONDecoder().decode(JSONValue.self, from: Data($0.utf8)) }
            #expect(calls.first?["jsonrpc"] == nil)
            #expect(calls.dropFirst().allSatisfy { $0["jsonrpc"] == .string("2.0") && $0["params"] != nil })
            #expect(calls.contains { $0["method"] == .string("torrent_set") })
        }
    }
}

/// A transport that keeps the bodies it sends, over another.
final class RecordingTransport: HTTPTransport {
    let inner: any HTTPTransport
    let sent = Mutex<[String]>([])

    init(_ inner: any HTTPTransport) { self.inner = inner }

    func bodies() -> [String] { sent.withLock { $0 } }

    func send(_ request: TransportRequest) async throws(TransportFailure) -> TransportAnswer {
        if let body = request.body { sent.withLock { $0.append(String(buffer: body)) } }
        return try await inner.send(request)
    }
}
