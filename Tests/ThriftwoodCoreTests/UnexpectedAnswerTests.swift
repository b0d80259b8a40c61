import DownloadKit
import Foundation
import NIOCore
import SeerrKit
import ServerKit
import TautulliKit
import Testing
import ThriftwoodCore

/// What the kinds that are not *arrs make of a proxy's refusal, a redirect, a server's failure and
/// text that is not UTF-8: each worded for that kind, classed for the exit code, never raw HTML.
@Suite("Unexpected answers from download clients, Seerr and Tautulli")
struct UnexpectedAnswerTests {
    private static func answering(_ status: Int, _ body: String = "", location: String? = nil) -> InMemoryTransport {
        InMemoryTransport { _ in
            .answer(
                TransportAnswer(
                    status: status, contentType: body.hasPrefix("<") ? "text/html" : "application/json",
                    location: location, body: ByteBuffer(string: body)))
        }
    }

    private static let connection = ServerConnection(baseURL: "http://127.0.0.1:9", apiKey: "user:secret")

    private func queueError(_ kind: DownloadClientKind, _ transport: InMemoryTransport) async -> DownloadError? {
        await #expect(throws: DownloadError.self) {
            _ = try await kind.client(Self.connection, transport: transport).queue()
        }
    }

    @Test("a 401 or 403 in front of Deluge, Transmission or qBittorrent is a refusal, worded without the page")
    func proxyRefusals() async throws {
        for kind in [DownloadClientKind.deluge, .transmission, .qbittorrent] {
            let error = try #require(
                await queueError(kind, Self.answering(403, "<html><body>Forbidden by nginx</body></html>")))
            if case .status(let status) = error.problem {
                #expect(status.kind == .refused)
            } else if kind != .transmission {
                Issue.record("\(kind.name): \(error.problem)")
            }
            #expect(!error.description.contains("<html>"))
        }
        let deluge = try #require(await queueError(.deluge, Self.answering(401, "<html>401</html>")))
        #expect(deluge.description == "Deluge, or a proxy in front of it, refused the request (401 Unauthorized).")
    }

    @Test("a redirect says where it pointed and that it was not followed, for every download client")
    func redirects() async throws {
        for kind in DownloadClientKind.all {
            let error = try #require(
                await queueError(kind, Self.answering(302, location: "https://auth.example/login")))
            #expect(
                error.description
                    == "\(kind.name) redirected to https://auth.example/login (HTTP 302) instead of answering; "
                    + "Thriftwood did not follow it.")
            #expect(CoreError(error).recoverySuggestion.hasPrefix("A proxy wants you to log in"))
        }
    }

    @Test("a redirect that echoes the API key (http→https, an auth portal's return address) never prints it")
    func redirectsHideTheKey() async throws {
        let key = "0123456789abcdef0123456789abcdef"
        let echoes = [
            "https://sab.example/sabnzbd/api?mode=queue&output=json&apikey=\(key)",
            "https://auth.example/login?rd=https%3A%2F%2Fsab.example%2Fapi%3Fmode%3Dqueue%26apikey%3D\(key)",
            "https://tautulli.example/api/v2?cmd=get_activity&X-Plex-Token=\(key)#top",
        ]
        for location in echoes {
            let error = try #require(await queueError(.sabnzbd, Self.answering(301, location: location)))
            #expect(!error.description.contains(key), "\(error.description)")
            #expect(!CoreError(error).recoverySuggestion.contains(key))
            #expect(error.description.contains("[redacted]"))
        }
        #expect(
            AddressSecrets.masked("https://sab.example/api?mode=queue&apikey=\(key)&output=json")
                == "https://sab.example/api?mode=queue&apikey=[redacted]&output=json")
        #expect(
            AddressSecrets.masked("https://radarr.example/login?returnUrl=/movies")
                == "https://radarr.example/login?returnUrl=/movies")
    }

    @Test("a setting that is off is said once: what cannot be done in the message, where to turn it on in the advice")
    func switchedOffSaidOnce() {
        let error = DownloadError(
            "Deluge",
            .switchedOff(what: "label torrents", setting: "its Label plugin", place: "Preferences → Plugins → Label"))
        #expect(error.description == "Deluge cannot label torrents while its Label plugin is off.")
        #expect(
            CoreError(error).recoverySuggestion
                == "Turn it on in Deluge (Preferences → Plugins → Label), then try again.")
    }

    @Test(
        "a 401 or 403 in front of SABnzbd or Seerr is a refusal (exit 77), not another kind of server; NZBGet's realm is NZBGet"
    )
    func refusalsAtTheFirstQuestion() async throws {
        for status in [401, 403] {
            let sab = try #require(
                await #expect(throws: DownloadError.self) {
                    _ = try await DownloadClientKind.sabnzbd.client(Self.connection, transport: Self.answering(status))
                        .version()
                })
            guard case .status(let refusal) = sab.problem else {
                Issue.record("SABnzbd \(status): \(sab.problem)")
                continue
            }
            #expect(refusal.kind == .refused)
            let seerr = await #expect(throws: SeerrError.self) {
                _ = try await SeerrClient(connection: Self.connection, transport: Self.answering(status)).serverInfo()
            }
            guard case .status(let seerrRefusal)? = seerr?.problem else {
                Issue.record("Seerr \(status): \(String(describing: seerr))")
                continue
            }
            #expect(seerrRefusal.kind == .refused)
        }
        let nzbget = InMemoryTransport { _ in
            .answer(TransportAnswer(status: 401, headers: ["www-authenticate": #"Basic realm="NZBGet""#]))
        }
        let atNZBGet = await #expect(throws: DownloadError.self) {
            _ = try await DownloadClientKind.sabnzbd.client(Self.connection, transport: nzbget).version()
        }
        #expect(atNZBGet?.description == "That address is NZBGet, not SABnzbd.")
    }

    @Test("a refused credential names where that kind keeps it")
    func credentialAdvice() async throws {
        let sab = try #require(await queueError(.sabnzbd, Self.answering(403)))
        #expect(sab.description == "SABnzbd refused the API key.")
        #expect(CoreError(sab).recoverySuggestion.contains("Config → General → Security"))
        #expect(DownloadClientKind.deluge.refusalAdvice.contains("Preferences → Interface → Password"))
        #expect(!DownloadClientKind.deluge.refusalAdvice.contains("user:password"))
        #expect(DownloadClientKind.qbittorrent.refusalAdvice.contains("Tools → Options → Web UI"))
    }

    @Test("Seerr's 500 is its failure (not its refusal), with its words; an answer without results is an error")
    func seerrFailures() async throws {
        let failing = SeerrClient(connection: Self.connection, transport: Self.answering(500, #"{"message":"boom"}"#))
        let error = await #expect(throws: SeerrError.self) { _ = try await failing.requests() }
        guard case .status(let status) = error?.problem else {
            Issue.record("expected a status, got \(String(describing: error))")
            return
        }
        #expect(status.kind == .serverError && error?.description.hasSuffix("It said: boom") == true)
        let empty = SeerrClient(connection: Self.connection, transport: Self.answering(200, #"{"x": 1}"#))
        await #expect(throws: SeerrError(.unreadable("it has no list of results"))) { _ = try await empty.requests() }
    }

    @Test("text that is not UTF-8 is repaired, not refused")
    func invalidUTF8() async throws {
        let bytes: [UInt8] =
            Array(#"{"results": [], "pageInfo": {"results": 0}, "note": ""#.utf8) + [0xFF, 0xFE] + Array(#""}"#.utf8)
        let seerr = SeerrClient(connection: Self.connection, transport: InMemoryTransport { _ in .json(bytes: bytes) })
        #expect(try await seerr.requests().items.isEmpty)
    }

    @Test("Tautulli's JSON that breaks off is unreadable, not another kind of server; an HTML page is")
    func tautulliAnswers() async throws {
        let broken = TautulliClient(
            connection: Self.connection, transport: Self.answering(200, #"{"response": {"result": "succ"#))
        let error = await #expect(throws: TautulliError.self) { _ = try await broken.activity() }
        guard case .unreadable = error?.problem else {
            Issue.record("expected unreadable, got \(String(describing: error))")
            return
        }
        let page = TautulliClient(connection: Self.connection, transport: Self.answering(200, "<html>Plex</html>"))
        let other = await #expect(throws: TautulliError.self) { _ = try await page.activity() }
        guard case .wrongService = other?.problem else {
            Issue.record("expected wrongService, got \(String(describing: other))")
            return
        }
    }
}
