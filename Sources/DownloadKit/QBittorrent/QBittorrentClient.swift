import ArrKit
import Foundation
import NIOCore
import NIOFoundationCompat
import NIOHTTP1
import ServerKit
import Synchronization

/// qBittorrent 4.1 to 5.x through its Web API v2: a cookie session (signed in again when it
/// expires; `SID`, or 5.x's `QBT_SID_<port>`), or 5.2's API key (`qbt_…`, sent as a bearer
/// token, no sign-in), a `Referer` on every call for its CSRF check, a wrong password as "Fails."
/// (up to 5.1) or 401 (5.2), the verbs of the server's API version (`pause`/`resume` up to 4.x,
/// `stop`/`start` from 5.0), and the list kept live from `sync/maindata` diffs. An item's id is
/// its info-hash.
public struct QBittorrentClient: DownloadClient {
    /// "qBittorrent".
    public static let name = "qBittorrent"
    /// "qBittorrent".
    public var serviceName: String { Self.name }
    /// Deleting with or without data and categories; no timed pause, history or retry, no
    /// percentage limits.
    public var capabilities: Set<DownloadCapability> {
        [.pauseItem, .deleteFiles, .category, .recheck, .itemLimit, .alternativeSpeed]
    }

    let requester: DownloadRequester
    let credentials: (user: String, password: String)
    /// 5.2's API key, when the connection holds one instead of a user and password.
    let apiKey: String?
    let session = QBittorrentSession()

    /// Creates a client for the qBittorrent at `connection`; its `apiKey` is `user:password`,
    /// or an API key of qBittorrent 5.2 (`qbt_…`: alone, or as the password with no user, as the
    /// profile form stores it).
    public init(connection: ServerConnection, transport: any HTTPTransport) {
        requester = DownloadRequester(service: Self.name, connection: connection, transport: transport)
        let key = connection.apiKey.trimmingCharacters(in: .whitespaces)
        credentials = NZBGetClient.credentials(in: key)
        if !key.isEmpty, !key.contains(":") {
            apiKey = key
        } else if credentials.user.isEmpty, credentials.password.hasPrefix("qbt_") {
            apiKey = credentials.password
        } else {
            apiKey = nil
        }
    }

    /// The server's version ("4.5.2", sent as "v4.5.2"); signing in proves the address and the password.
    public func version() async throws(DownloadError) -> String {
        let text = try await call(.GET, "app/version")
        guard text.hasPrefix("v") || text.first?.isNumber == true, text.count < 40 else {
            throw DownloadError(Self.name, .wrongService(found: "a server without /api/v2/app/version"))
        }
        return text.hasPrefix("v") ? String(text.dropFirst()) : text
    }

    /// The torrents and the transfer state, from `sync/maindata` (a full answer once, then diffs).
    public func queue() async throws(DownloadError) -> DownloadQueue {
        try await ensureAPIVersion()
        let rid = session.state.withLock { $0.rid }
        let answer = try await json(.GET, "sync/maindata", query: [("rid", String(rid))])
        let (torrents, server) = session.apply(answer)
        let (items, unreadable) = QBittorrentRecords.items(torrents)
        return DownloadQueue(
            status: QBittorrentRecords.status(server, version: nil), items: items, unreadable: unreadable)
    }

    /// qBittorrent keeps no history: finished torrents stay in the list, seeding or completed.
    public func history(limit: Int, failedOnly: Bool) async throws(DownloadError) -> [DownloadHistoryEntry] { [] }

    /// Pauses (4.x) or stops (5.x) the torrents.
    public func pause(_ ids: [String]) async throws(DownloadError) {
        try await ensureAPIVersion()
        _ = try await call(.POST, session.stopsAndStarts ? "torrents/stop" : "torrents/pause", form: hashes(ids))
    }

    /// Resumes (4.x) or starts (5.x) the torrents.
    public func resume(_ ids: [String]) async throws(DownloadError) {
        try await ensureAPIVersion()
        _ = try await call(.POST, session.stopsAndStarts ? "torrents/start" : "torrents/resume", form: hashes(ids))
    }

    /// Pauses every torrent (qBittorrent has no timed pause).
    public func pauseAll(forMinutes minutes: Int?) async throws(DownloadError) {
        if minutes != nil {
            throw DownloadError(Self.name, .unsupported("pause for a while; pause everything, then resume"))
        }
        try await pause(["all"])
    }

    /// Resumes every torrent.
    public func resumeAll() async throws(DownloadError) { try await resume(["all"]) }

    /// Deletes the torrents, with their data when `deleteFiles`.
    public func remove(_ ids: [String], deleteFiles: Bool) async throws(DownloadError) {
        _ = try await call(
            .POST, "torrents/delete", form: hashes(ids) + [("deleteFiles", deleteFiles ? "true" : "false")])
    }

    /// qBittorrent keeps no history to remove from.
    public func removeHistory(_ ids: [String]) async throws(DownloadError) {
        throw DownloadError(Self.name, .unsupported("keep a history"))
    }

    /// Force starts the torrents (force), or moves them up (high) or down (low) the queue. Only
    /// a force-started torrent is told to stop forcing: `setForceStart` with false puts any
    /// torrent back under the queue's control, which resumes a paused one (real 4.5.2).
    public func setPriority(_ priority: DownloadPriority, of ids: [String]) async throws(DownloadError) {
        if priority == .force {
            _ = try await call(.POST, "torrents/setForceStart", form: hashes(ids) + [("value", "true")])
            return
        }
        let forced = try await forceStarted(ids)
        if !forced.isEmpty {
            _ = try await call(.POST, "torrents/setForceStart", form: hashes(forced) + [("value", "false")])
        }
        switch priority {
        case .high, .veryHigh: _ = try await call(.POST, "torrents/increasePrio", form: hashes(ids))
        case .low, .veryLow: _ = try await call(.POST, "torrents/decreasePrio", form: hashes(ids))
        case .normal, .force: break
        }
    }

    /// Which of `ids` are force-started now, as `torrents/info` says.
    func forceStarted(_ ids: [String]) async throws(DownloadError) -> [String] {
        guard case .array(let records) = try await json(.GET, "torrents/info", query: hashes(ids)) else { return [] }
        return records.compactMap { record in
            guard record["force_start"]?.flag == true, case .string(let hash) = record["hash"] else { return nil }
            return hash
        }
    }

    /// Moves a torrent to the top of the queue.
    public func moveToTop(_ id: String) async throws(DownloadError) {
        _ = try await call(.POST, "torrents/topPrio", form: hashes([id]))
    }

    /// Sets the torrents' category, creating it first when qBittorrent has none of that name
    /// (it refuses an unknown one with 409 "Incorrect category name"); empty clears it.
    public func setCategory(_ category: String, of ids: [String]) async throws(DownloadError) {
        let form = hashes(ids) + [("category", category)]
        do {
            _ = try await call(.POST, "torrents/setCategory", form: form)
        } catch  where error.problem == .server(Self.refusal("Incorrect category name")) && !category.isEmpty {
            _ = try await call(.POST, "torrents/createCategory", form: [("category", category), ("savePath", "")])
            _ = try await call(.POST, "torrents/setCategory", form: form)
        }
    }

    /// Sets or clears the global download limit.
    public func setSpeedLimit(_ limit: SpeedLimit) async throws(DownloadError) {
        let bytes: Int64
        switch limit {
        case .off: bytes = 0
        case .bytesPerSecond(let value): bytes = value
        case .percent:
            throw DownloadError(Self.name, .unsupported("limit the speed to a percentage; give a rate such as 5M"))
        }
        _ = try await call(.POST, "transfer/setDownloadLimit", form: [("limit", String(bytes))])
    }

    /// qBittorrent has nothing to retry; a torrent resumes.
    public func retry(_ id: String) async throws(DownloadError) -> String {
        throw DownloadError(Self.name, .unsupported("retry a download; resume the torrent instead"))
    }

    /// Adds a magnet link, a .torrent link or an uploaded .torrent file. qBittorrent does not
    /// say the hash it added: a magnet link names it and a file's is computed, so those two
    /// are given back (a link's cannot be known before qBittorrent fetches it). Paused is sent
    /// in both 4.x's words (`paused`) and 5.x's (`stopped`); each ignores the other's.
    public func add(_ addition: DownloadAddition) async throws(DownloadError) -> String? {
        try addition.check(for: Self.name, takes: .torrent)
        var fields: [(String, String)] = []
        if let category = addition.category { fields.append(("category", category)) }
        if addition.paused { fields += [("paused", "true"), ("stopped", "true")] }
        let text: String
        switch addition.source {
        case .link(let url), .magnet(let url):
            text = try await call(.POST, "torrents/add", form: [("urls", url)] + fields)
        case .file(let name, let contents):
            let file = MultipartForm.File(
                field: "torrents", filename: name, contentType: "application/x-bittorrent", contents: contents)
            let answer = try await send(
                .POST, "torrents/add", query: [], form: nil, multipart: MultipartForm(fields: fields, files: [file]))
            text = String(buffer: answer.body).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        // 4.x answers "Fails." for a torrent it cannot read or already has; 5.x answers 409/415.
        if text == "Fails." {
            throw DownloadError(
                Self.name,
                .server("it did not add \(addition.source.description) (not a valid torrent, or one it has already)"))
        }
        return addition.source.torrentHash
    }

    func hashes(_ ids: [String]) -> [(String, String)] { [("hashes", ids.joined(separator: "|"))] }

    /// Learns the Web API version once (it decides the verbs).
    func ensureAPIVersion() async throws(DownloadError) {
        guard session.state.withLock({ $0.apiVersion == nil }) else { return }
        let text = try await call(.GET, "app/webapiVersion")
        let parts = text.split(separator: ".").compactMap { Int($0) }
        session.state.withLock { $0.apiVersion = parts.isEmpty ? [2, 0] : parts }
    }

    /// One call's JSON answer.
    func json(
        _ method: HTTPMethod, _ path: String, query: [(String, String)] = []
    ) async throws(DownloadError) -> JSONValue {
        let answer = try await send(method, path, query: query, form: nil)
        return try requester.json(answer)
    }

    /// One call's text answer.
    func call(
        _ method: HTTPMethod, _ path: String, query: [(String, String)] = [], form: [(String, String)]? = nil
    ) async throws(DownloadError) -> String {
        let answer = try await send(method, path, query: query, form: form)
        return String(buffer: answer.body).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Sends one call with the session cookie, signing in first (and again when the session has
    /// expired: 403), and checks qBittorrent's statuses.
    func send(
        _ method: HTTPMethod, _ path: String, query: [(String, String)], form: [(String, String)]?,
        multipart: MultipartForm? = nil
    ) async throws(DownloadError) -> TransportAnswer {
        var signedIn = apiKey != nil
        if apiKey == nil, session.state.withLock({ $0.cookie == nil }) {
            try await signIn()
            signedIn = true
        }
        while true {
            let authorization =
                apiKey.map { ("Authorization", "Bearer \($0)") }
                ?? ("Cookie", session.state.withLock { $0.cookie } ?? "")
            let answer = try await requester.send(
                method, "/api/v2/" + path, query: DownloadRequester.query(query),
                headers: [authorization, ("Referer", referer)],
                body: multipart?.body ?? form.map { Data(DownloadRequester.query($0).utf8) },
                contentType: multipart?.contentType ?? "application/x-www-form-urlencoded")
            switch answer.status {
            case 200: return answer
            case 403 where !signedIn:
                try await signIn()
                signedIn = true
            case 401, 403: throw DownloadError(Self.name, apiKey == nil ? .refusedCredentials : .refusedKey)
            case 404:
                // The torrent the call named (a form's `hashes`, a read's `hash`), never the path.
                let named = form?.first { $0.0 == "hashes" }?.1 ?? query.first { $0.0 == "hash" || $0.0 == "hashes" }?.1
                guard let named else { throw DownloadError(Self.name, .status(UnexpectedStatus(answer))) }
                throw DownloadError(Self.name, .notFound(named))
            case 409:
                let refusal = Self.refusal(String(buffer: answer.body).trimmingCharacters(in: .whitespacesAndNewlines))
                // The queue calls answer 409 with no words when queueing is off.
                throw DownloadError(
                    Self.name, .server(path.hasSuffix("Prio") ? refusal + " (is torrent queueing on?)" : refusal))
            case 415: throw DownloadError(Self.name, .server("the torrent is not valid"))
            default: throw DownloadError(Self.name, .status(UnexpectedStatus(answer)))
            }
        }
    }

    /// qBittorrent's 409 text as the error says it.
    static func refusal(_ text: String) -> String { "it refused: \(text)" }

    /// Signs in: "Ok." (up to 5.1) or an empty 204 (5.2) with the session cookie (`SID`, or
    /// `QBT_SID_<port>` from 5.x); "Fails." (up to 5.1) or 401 (5.2) for a wrong user or password.
    func signIn() async throws(DownloadError) {
        let answer = try await requester.send(
            .POST, "/api/v2/auth/login", headers: [("Referer", referer)],
            body: Data(
                DownloadRequester.query([("username", credentials.user), ("password", credentials.password)]).utf8),
            contentType: "application/x-www-form-urlencoded")
        let text = String(buffer: answer.body).trimmingCharacters(in: .whitespacesAndNewlines)
        switch answer.status {
        case 200 where text == "Fails.", 401: throw DownloadError(Self.name, .refusedCredentials)
        case 200, 204: break
        case 403 where text.lowercased().contains("banned"):
            // "Your IP address has been banned for too many failed login attempts."
            throw DownloadError(Self.name, .server("it banned this address after failed sign-ins"))
        case 404: throw DownloadError(Self.name, .wrongService(found: "a server without /api/v2/auth/login"))
        default: throw DownloadError(Self.name, .status(UnexpectedStatus(answer)))
        }
        let cookie = answer.setCookies.lazy.compactMap { $0.split(separator: ";").first.map(String.init) }
            .first { $0.hasPrefix("SID=") || $0.hasPrefix("QBT_SID_") }
        // With "bypass authentication for clients on localhost" no cookie comes, and none is needed.
        session.state.withLock { $0.cookie = cookie ?? "" }
        session.resetSync()
    }

    /// The server's own address, which its CSRF check wants in `Referer`.
    var referer: String {
        var base = requester.connection.baseURL.trimmingCharacters(in: .whitespaces)
        while base.hasSuffix("/") { base.removeLast() }
        return base
    }
}
