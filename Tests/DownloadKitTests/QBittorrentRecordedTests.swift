import ArrKit
import DownloadKit
import Foundation
import NIOCore
import NIOFoundationCompat
import NIOHTTP1
import ServerKit
import Synchronization
import Testing

/// qBittorrent's client on answers recorded from Debian's qBittorrent 4.5.2 (see Fixtures/README.md).
@Suite("qBittorrent on recorded answers")
struct QBittorrentRecordedTests {
    static let base = "qbittorrent-4.5.2/"

    /// A transport answering like the recorded server: sign-in sets a cookie; calls without it
    /// are refused (403) until then; `maindata` gives the full answer first and the diff after.
    final class Server: Sendable {
        let signedIn = Mutex(0)
        let maindataCalls = Mutex(0)
        let apiVersion: String
        let password: String

        init(apiVersion: String = "2.8.19", password: String = "adminadmin") {
            self.apiVersion = apiVersion
            self.password = password
        }

        func reply(_ request: TransportRequest) -> InMemoryTransport.Reply {
            let path = InMemoryTransport.path(of: request.url)
            let body = request.body.map { String(buffer: $0) } ?? ""
            if path == "/api/v2/auth/login" {
                guard body.contains("password=\(password)") else { return text("Fails.") }
                signedIn.withLock { $0 += 1 }
                return .answer(
                    TransportAnswer(
                        status: 200, contentType: "text/plain", body: ByteBuffer(string: "Ok."),
                        setCookies: ["SID=abc\(signedIn.withLock { $0 }); HttpOnly; path=/; SameSite=Strict"]))
            }
            guard request.header("Cookie") == "SID=abc\(signedIn.withLock { $0 })" else {
                return text("Forbidden", 403)
            }
            switch path {
            case "/api/v2/app/version": return text("v4.5.2")
            case "/api/v2/app/webapiVersion": return text(apiVersion)
            case "/api/v2/sync/maindata":
                let call = maindataCalls.withLock {
                    $0 += 1; return $0
                }
                return
                    (try? recorded(
                        QBittorrentRecordedTests.base + (call == 1 ? "maindata-full.json" : "maindata-diff.json")))
                    ?? text("", 500)
            case "/api/v2/torrents/properties": return text("Not Found", 404)
            default: return text("")
            }
        }

        func text(_ text: String, _ status: Int = 200) -> InMemoryTransport.Reply {
            .answer(TransportAnswer(status: status, contentType: "text/plain", body: ByteBuffer(string: text)))
        }
    }

    func client(_ server: Server, password: String = "adminadmin") -> (QBittorrentClient, InMemoryTransport) {
        let transport = InMemoryTransport { server.reply($0) }
        return (
            QBittorrentClient(connection: memoryConnection(key: "admin:\(password)"), transport: transport), transport
        )
    }

    @Test("Signs in with a Referer, keeps the SID cookie, and reads the full list then the diff")
    func liveList() async throws {
        let server = Server()
        let (client, transport) = client(server)
        let first = try await client.queue()
        #expect(
            first.items.map(\.name).sorted() == [
                "Big.Buck.Bunny.2008.1080p", "Sintel.2010.720p", "Tears.of.Steel.2012.1080p",
            ])
        let states = Dictionary(uniqueKeysWithValues: first.items.map { ($0.name, $0.state) })
        #expect(states["Big.Buck.Bunny.2008.1080p"] == .seeding)
        #expect(states["Sintel.2010.720p"] == .stalled)
        #expect(states["Tears.of.Steel.2012.1080p"] == .paused)
        let sintel = try #require(first.items.first { $0.name == "Sintel.2010.720p" })
        #expect(sintel.id == "b40535d6bab9d227271f22d5af7b3fdb9c800e47")
        #expect(sintel.category == "movies")
        #expect(sintel.timeLeftSeconds == nil, "8640000 is qBittorrent's 'never'")
        #expect(sintel.matches(downloadId: sintel.id.uppercased()), "the *arrs report hashes in capitals")
        #expect(first.status.freeDiskBytes == 80_330_764_288)
        #expect(first.status.uploadBytesPerSecond == 0)
        // The second read is the recorded diff: only Sintel's state changed, the rest stays.
        let second = try await client.queue()
        #expect(second.items.count == 3)
        #expect(second.items.first { $0.id == sintel.id }?.state == .paused)
        #expect(
            second.items.first { $0.id == sintel.id }?.name == "Sintel.2010.720p", "a diff keeps the fields it omits")
        let login = try #require(transport.requests.first)
        #expect(login.header("Referer") == "http://usenet.local:8080")
        #expect(
            transport.requests.filter { InMemoryTransport.path(of: $0.url) == "/api/v2/sync/maindata" }.map {
                query($0, "rid")
            } == ["0", "1"])
    }

    @Test("A wrong password is qBittorrent's 200 \"Fails.\", said as refused credentials")
    func wrongPassword() async throws {
        let (client, _) = client(Server(), password: "wrong")
        let error = await #expect(throws: DownloadError.self) { try await client.version() }
        #expect(error?.description == "qBittorrent refused the user name or password.")
        #expect(try fixture(Self.base + "login-wrong.txt") == Data("Fails.".utf8))
    }

    @Test("An expired session (403) signs in again once and the call goes through")
    func expiredSession() async throws {
        let server = Server()
        let (client, _) = client(server)
        #expect(try await client.version() == "4.5.2")
        server.signedIn.withLock { $0 += 10 }  // the server forgot the session: the old cookie is refused
        #expect(try await client.version() == "4.5.2")
        #expect(server.signedIn.withLock { $0 } == 12)
        #expect(try fixture(Self.base + "no-cookie.txt") == Data("Forbidden".utf8))
    }

    @Test("Pause and resume are pause/resume up to Web API 2.10 and stop/start from 2.11 (qBittorrent 5)")
    func verbsByVersion() async throws {
        for (version, verbs) in [("2.8.19", ["pause", "resume"]), ("2.11.2", ["stop", "start"])] {
            let (client, transport) = client(Server(apiVersion: version))
            try await client.pause(["h1", "h2"])
            try await client.resume(["h1"])
            let sent = transport.requests.map { InMemoryTransport.path(of: $0.url) }.filter {
                $0.hasPrefix("/api/v2/torrents/")
            }
            #expect(sent == verbs.map { "/api/v2/torrents/\($0)" }, "\(version)")
            let body = transport.requests.first { InMemoryTransport.path(of: $0.url).hasSuffix(verbs[0]) }?.body
            #expect(body.map { String(buffer: $0) } == "hashes=h1%7Ch2")
        }
    }

    @Test("Delete with data, limits in bytes, force start; percentages and timed pauses are refused")
    func actions() async throws {
        let (client, transport) = client(Server())
        try await client.remove(["h1"], deleteFiles: true)
        try await client.setSpeedLimit(.bytesPerSecond(5_242_880))
        try await client.setPriority(.force, of: ["h1"])
        let bodies = transport.requests.filter { $0.method == .POST && !$0.url.hasSuffix("login") }.map {
            (InMemoryTransport.path(of: $0.url), $0.body.map { String(buffer: $0) } ?? "")
        }
        #expect(
            bodies.map(\.0) == [
                "/api/v2/torrents/delete", "/api/v2/transfer/setDownloadLimit", "/api/v2/torrents/setForceStart",
            ])
        #expect(bodies.map(\.1) == ["hashes=h1&deleteFiles=true", "limit=5242880", "hashes=h1&value=true"])
        await #expect(throws: DownloadError.self) { try await client.setSpeedLimit(.percent(50)) }
        await #expect(throws: DownloadError.self) { try await client.pauseAll(forMinutes: 30) }
        #expect(try await client.history(limit: 10, failedOnly: false).isEmpty)
    }

    @Test("Free space a client does not know (qBittorrent's free_space_on_disk -1) is unknown, never a full disk")
    func unknownFreeSpace() {
        #expect(DownloadClientStatus(freeDiskBytes: -1).freeDiskBytes == nil)
        #expect(DownloadClientStatus(freeDiskBytes: 0).freeDiskBytes == 0)
        #expect(DownloadClientStatus(freeDiskBytes: 1_979_120_929_996).freeDiskBytes == 1_979_120_929_996)
    }
}
