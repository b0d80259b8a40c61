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
