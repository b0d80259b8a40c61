import ArrKit
import DownloadKit
import Foundation
import NIOFoundationCompat
import ServerKit
import Testing

/// NZBGet's client on answers recorded from Debian's NZBGet 21.0 (see Fixtures/README.md).
@Suite("NZBGet on recorded answers")
struct NZBGetRecordedTests {
    func method(_ request: TransportRequest) -> String {
        guard let body = request.body, let call = try? JSONDecoder().decode(JSONValue.self, from: Data(buffer: body))
        else { return "" }
        return call["method"]?.text ?? ""
    }

    func client(_ replies: [String: InMemoryTransport.Reply]) -> (NZBGetClient, InMemoryTransport) {
        let transport = InMemoryTransport { request in
            replies[method(request)] ?? (try? recorded("nzbget-21.0/error-invalid-procedure.json")) ?? .json("{}")
        }
        let connection = memoryConnection(key: NZBGetClient.credentialKey(user: "thriftwood", password: "pa:ss"))
        return (NZBGetClient(connection: connection, transport: transport), transport)
    }

    @Test("The queue joins Hi/Lo sizes, keeps the drone id for the *arrs, and reads its states")
    func queue() async throws {
        let (client, transport) = client([
            "status": try recorded("nzbget-21.0/status.json"),
            "listgroups": try recorded("nzbget-21.0/listgroups.json"),
        ])
        let queue = try await client.queue()
        #expect(queue.items.map(\.name) == ["Blade.Runner.1982.1080p", "The.Expanse.S02E03.1080p"])
        #expect(queue.items.map(\.state) == [.paused, .queued])
        #expect(queue.items.map(\.priority) == [.normal, .low])
        #expect(queue.items[0].sizeBytes == 734_003_200)
        #expect(queue.items[0].downloadIds == ["a1b2c3d4e5", "1"])
        #expect(queue.items[0].matches(downloadId: "A1B2C3D4E5"))
        #expect(queue.items[1].health == 1)
        #expect(queue.status.paused)
        #expect(queue.status.limit == .bytesPerSecond(5_120_000))
        #expect(queue.status.freeDiskBytes == nil, "all ones is NZBGet's 'unknown'")
        let request = try #require(transport.requests.first)
        #expect(request.url == "http://usenet.local:8080/jsonrpc")
        #expect(request.header("Authorization") == "Basic " + Data("thriftwood:pa:ss".utf8).base64EncodedString())
    }

    @Test("History says why a job failed or was deleted, in words")
    func history() async throws {
        let (client, _) = client(["history": try recorded("nzbget-21.0/history.json")])
        let history = try await client.history(limit: 10, failedOnly: false)
        #expect(history.map(\.clientState) == ["DELETED/COPY", "FAILURE/HEALTH", "DELETED/COPY", "FAILURE/HEALTH"])
        #expect(history.map(\.outcome) == [.deleted, .failed, .deleted, .failed])
        #expect(history[0].failMessage == "it is a copy of a download already in the queue or history")
        #expect(history[1].failMessage == "too many articles are missing (health below critical)")
        #expect(history[3].downloadIds == ["f6e5d4c3b2", "2"])
        let failed = try await client.history(limit: 10, failedOnly: true)
        #expect(failed.count == 2)
    }

    @Test("Wrong credentials are NZBGet's empty 401, said as refused credentials")
    func refused() async throws {
        let (client, _) = client([
            "version": try recorded("nzbget-21.0/unauthorized.body", status: 401, type: "text/plain")
        ])
        let error = await #expect(throws: DownloadError.self) { try await client.version() }
        #expect(error?.description == "NZBGet refused the user name or password.")
    }

    @Test("A JSON-RPC error and a false result are both failures in NZBGet's words")
    func rpcErrors() async throws {
        let (client, _) = client(["editqueue": try recorded("nzbget-21.0/editqueue-unknown-id.json")])
        let error = await #expect(throws: DownloadError.self) { try await client.pause(["999"]) }
        #expect(error?.description.contains("did not apply GroupPause to 999") == true)
        let unknown = await #expect(throws: DownloadError.self) { try await client.resumeAll() }
        #expect(unknown?.description == "NZBGet said: Invalid procedure")
        let notNumber = await #expect(throws: DownloadError.self) { try await client.pause(["abc"]) }
        #expect(notNumber?.problem == .notFound("abc"))
    }

    @Test("Actions are positional JSON-RPC calls: editqueue, rate in KB/s, timed pause in seconds")
    func actionShapes() async throws {
        let ok = InMemoryTransport.Reply.json(#"{"version":"1.1","result":true}"#)
        let (client, transport) = client([
            "editqueue": ok, "rate": ok, "pausedownload": ok, "scheduleresume": ok,
        ])
        try await client.setPriority(.force, of: ["3", "4"])
        try await client.setSpeedLimit(.bytesPerSecond(5 * 1_048_576))
        try await client.pauseAll(forMinutes: 30)
        try await client.remove(["3"], deleteFiles: true)
        let calls = transport.requests.compactMap { request -> JSONValue? in
            request.body.flatMap { try? JSONDecoder().decode(JSONValue.self, from: Data(buffer: $0)) }
        }
        #expect(
            calls[0]["params"]
                == .array([.string("GroupSetPriority"), .string("900"), .array([.number(3), .number(4)])]))
        #expect(calls[1]["params"] == .array([.number(5120)]))
        #expect(calls[2]["method"] == .string("pausedownload"))
        #expect(calls[3]["params"] == .array([.number(1800)]))
        #expect(calls[4]["params"]?.elements?.first == .string("GroupFinalDelete"))
        await #expect(throws: DownloadError.self) { try await client.setSpeedLimit(.percent(50)) }
    }
}
