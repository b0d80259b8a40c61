import ArrKit
import Foundation
import NIOCore
import NIOHTTP1
import ServerKit

/// Tautulli's API v2: `GET /api/v2?apikey=KEY&cmd=NAME&…`, every answer
/// `{"response": {"result", "message", "data"}}`; a wrong key is HTTP 400 "Invalid apikey".
public struct TautulliClient: Sendable {
    /// "Tautulli".
    public static let name = "Tautulli"

    let requester: ServiceRequester

    /// Creates a client for the Tautulli at `connection` (its `apiKey` is Tautulli's API key).
    public init(connection: ServerConnection, transport: any HTTPTransport) {
        requester = ServiceRequester(connection: connection, transport: transport)
    }

    /// Tautulli's version without its "v" ("2.17.2"); another kind of server or a wrong key is refused.
    public func version() async throws(TautulliError) -> String {
        let data = try await call("get_tautulli_info")
        guard let version = data.present("tautulli_version") else {
            throw TautulliError(.unreadable("it did not say its version"))
        }
        return version.hasPrefix("v") ? String(version.dropFirst()) : version
    }

    /// Whether Tautulli reaches Plex now.
    public func plexReachable() async throws(TautulliError) -> Bool {
        try await call("server_status")["connected"]?.flag ?? false
    }

    /// Every stream now, with the totals.
    public func activity() async throws(TautulliError) -> TautulliActivity {
        TautulliActivity(data: try await call("get_activity"))
    }

    /// Stops a stream, showing `message` to the viewer; Plex refuses without Plex Pass, and the
    /// refusal comes back in Tautulli's words.
    public func terminate(_ session: TautulliSession, message: String?) async throws(TautulliError) {
        var parameters = [("session_id", session.id)]
        if let key = session.key { parameters.append(("session_key", key)) }
        if let message, !message.isEmpty { parameters.append(("message", message)) }
        _ = try await call("terminate_session", parameters)
    }

    /// A page of history, newest first: `user` by id, `mediaType` ("movie", "episode"), `search`.
    public func history(
        start: Int = 0, length: Int = 25, userId: Int? = nil, mediaType: String? = nil, search: String? = nil
    ) async throws(TautulliError) -> TautulliHistoryPage {
        var parameters = [
            ("start", String(max(0, start))), ("length", String(max(1, length))), ("order_column", "date"),
            ("order_dir", "desc"),
        ]
        if let userId { parameters.append(("user_id", String(userId))) }
        if let mediaType { parameters.append(("media_type", mediaType)) }
        if let search, !search.isEmpty { parameters.append(("search", search)) }
        return TautulliHistoryPage(data: try await call("get_history", parameters))
    }

    /// The home statistics over the last `days`, `count` lines each.
    public func homeStats(days: Int = 30, count: Int = 5) async throws(TautulliError) -> [TautulliStat] {
        let data = try await call(
            "get_home_stats", [("time_range", String(max(1, days))), ("stats_count", String(max(1, count)))])
        return (data.elements ?? []).compactMap(TautulliStat.init(record:))
    }

    /// What was added to Plex lately.
    public func recentlyAdded(count: Int = 25) async throws(TautulliError) -> [TautulliAddition] {
        let data = try await call("get_recently_added", [("count", String(max(1, count)))])
        return (data["recently_added"]?.elements ?? []).compactMap(TautulliAddition.init(record:))
    }

    /// The Plex users Tautulli knows.
    public func users() async throws(TautulliError) -> [TautulliUser] {
        (try await call("get_users").elements ?? []).compactMap(TautulliUser.init(record:))
    }

    /// The Plex libraries Tautulli knows.
    public func libraries() async throws(TautulliError) -> [TautulliLibrary] {
        (try await call("get_libraries").elements ?? []).compactMap(TautulliLibrary.init(record:))
    }

    /// A Plex picture through Tautulli's `pms_image_proxy` (JPEG, `width × height` at most):
    /// `plexPath` is Plex's own path (`/library/metadata/…`), never an address — Tautulli fetches
    /// an `http…` one from wherever it points. Tautulli answers a picture it cannot get with an
    /// empty body (no fallback is asked for), which comes back as no bytes.
    public func image(plexPath: String, width: Int, height: Int) async throws(TautulliError) -> [UInt8] {
        guard plexPath.hasPrefix("/"), !plexPath.hasPrefix("//") else {
            throw TautulliError(.unreadable("\(plexPath) is not a Plex path"))
        }
        let answer = try await send(
            "pms_image_proxy",
            [
                ("img", plexPath), ("width", String(max(1, width))), ("height", String(max(1, height))),
                ("img_format", "jpg"),
            ])
        guard (200..<300).contains(answer.status) else {
            throw TautulliError(.status(UnexpectedStatus(answer)))
        }
        return Array(buffer: answer.body)
    }

    /// Sends `cmd` with the key and `parameters`; the answer unchecked, a failure to reach
    /// Tautulli in its words.
    private func send(
        _ command: String, _ parameters: [(String, String)]
    ) async throws(TautulliError)
        -> TransportAnswer
    {
        let query = ServiceRequester.query([("apikey", requester.connection.apiKey), ("cmd", command)] + parameters)
        do {
            return try await requester.send(.GET, "/api/v2", query: query)
        } catch {
            switch error {
            case .transport(let failure): throw TautulliError(.transport(failure))
            case .unreadable(let detail): throw TautulliError(.unreadable(detail))
            }
        }
    }

    /// Sends `cmd` and returns its `data`; Tautulli's errors in its words.
    func call(_ command: String, _ parameters: [(String, String)] = []) async throws(TautulliError) -> JSONValue {
        let answer = try await send(command, parameters)
        guard (200..<300).contains(answer.status) || answer.status == 400 || answer.status == 404 else {
            let message = (try? requester.json(answer))?["response"]?.present("message")
            throw TautulliError(.status(UnexpectedStatus(answer, message: message)))
        }
        let body: JSONValue
        do {
            body = try requester.json(answer)
        } catch {
            // JSON that breaks off is Tautulli's answer gone wrong; a page that is not JSON at all
            // (or a 404) is another program at this address.
            let text = String(buffer: answer.body).trimmingCharacters(in: .whitespacesAndNewlines)
            if answer.status != 404, text.hasPrefix("{") || text.hasPrefix("[") {
                throw TautulliError(.unreadable("its JSON is not valid (it breaks off or is malformed)"))
            }
            throw TautulliError(.wrongService(found: "another kind of server (it has no /api/v2)"))
        }
        guard let response = body["response"] else {
            throw TautulliError(.wrongService(found: "another kind of server (its answer has no “response”)"))
        }
        let message = response.present("message")
        guard response["result"]?.text == "success" else {
            if message?.lowercased().contains("apikey") == true { throw TautulliError(.refusedKey) }
            throw TautulliError(message.map { .server($0) } ?? .status(UnexpectedStatus(answer)))
        }
        return response["data"] ?? .null
    }
}
