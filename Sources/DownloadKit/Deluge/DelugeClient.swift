import ArrKit
import Foundation
import NIOCore
import NIOFoundationCompat
import NIOHTTP1
import ServerKit
import Synchronization

/// Deluge 2.x through deluge-web's JSON API: `POST /json` with `{"method", "params", "id"}`,
/// `auth.login([password])` setting a `_session_id` cookie (signed in again on "Not
/// authenticated"), then the web UI connected to a daemon when it is not (the first of its
/// hosts that is online; none online is said, naming the Connection Manager). Torrents are
/// named by their info-hash; `web.update_ui` reads the list.
public struct DelugeClient: DownloadClient {
    /// "Deluge".
    public static let name = "Deluge"
    /// "Deluge".
    public var serviceName: String { Self.name }
    /// Deleting with or without data, labels as categories (through its Label plugin), rechecks
    /// and per-torrent limits; no timed pause, history or retry.
    public var capabilities: Set<DownloadCapability> { [.pauseItem, .deleteFiles, .category, .recheck, .itemLimit] }

    let requester: DownloadRequester
    let password: String
    let session = DelugeSession()

    /// The fields read for the list.
    static let keys = [
        "name", "hash", "state", "progress", "download_payload_rate", "upload_payload_rate", "eta", "total_wanted",
        "total_done", "queue", "label", "ratio", "num_seeds", "num_peers", "time_added", "save_path", "message",
    ]

    /// Creates a client for the deluge-web at `connection`; its `apiKey` is the web UI's password.
    public init(connection: ServerConnection, transport: any HTTPTransport) {
        requester = DownloadRequester(service: Self.name, connection: connection, transport: transport)
        password = connection.apiKey
    }

    /// The daemon's version, once the web UI is connected to it.
    public func version() async throws(DownloadError) -> String {
        try await ensureConnected()
        return try await call("daemon.get_version").text ?? "2"
    }

    /// The torrents and the session's speeds, from `web.update_ui`.
    public func queue() async throws(DownloadError) -> DownloadQueue {
        try await ensureConnected()
        let answer = try await call("web.update_ui", [.array(Self.keys.map(JSONValue.string)), .object([:])])
        var items: [DownloadItem] = []
        var unreadable = 0
        if case .object(let torrents)? = answer["torrents"] {
            for (index, entry) in torrents.enumerated() {
                if let item = DelugeRecords.item(hash: entry.key, entry.value, position: index) {
                    items.append(item)
                } else {
                    unreadable += 1
                }
            }
        }
        items.sort { lhs, rhs in
            let (left, right) = (lhs.position < 0 ? Int.max : lhs.position, rhs.position < 0 ? Int.max : rhs.position)
            return (left, lhs.name) < (right, rhs.name)
        }
        return DownloadQueue(
            status: DelugeRecords.status(answer["stats"] ?? .null), items: items, unreadable: unreadable)
    }

    /// Deluge keeps no history: finished torrents stay in the list, seeding.
    public func history(limit: Int, failedOnly: Bool) async throws(DownloadError) -> [DownloadHistoryEntry] { [] }

    /// Pauses the torrents.
    public func pause(_ ids: [String]) async throws(DownloadError) {
        _ = try await call("core.pause_torrent", [.array(ids.map(JSONValue.string))])
    }

    /// Resumes the torrents.
    public func resume(_ ids: [String]) async throws(DownloadError) {
        _ = try await call("core.resume_torrent", [.array(ids.map(JSONValue.string))])
    }

    /// Pauses the whole session (Deluge has no timed pause).
    public func pauseAll(forMinutes minutes: Int?) async throws(DownloadError) {
        if minutes != nil {
            throw DownloadError(Self.name, .unsupported("pause for a while; pause everything, then resume"))
        }
        _ = try await call("core.pause_session")
    }

    /// Resumes the whole session.
    public func resumeAll() async throws(DownloadError) { _ = try await call("core.resume_session") }

    /// Removes the torrents, with their data when `deleteFiles`.
    public func remove(_ ids: [String], deleteFiles: Bool) async throws(DownloadError) {
        for id in ids { _ = try await call("core.remove_torrent", [.string(id), .bool(deleteFiles)]) }
    }

    /// Deluge keeps no history to remove from.
    public func removeHistory(_ ids: [String]) async throws(DownloadError) {
        throw DownloadError(Self.name, .unsupported("keep a history"))
    }

    /// Moves the torrents up (high, force: to the top) or down (low) the queue.
    public func setPriority(_ priority: DownloadPriority, of ids: [String]) async throws(DownloadError) {
        let list: JSONValue = .array(ids.map(JSONValue.string))
        switch priority {
        case .force: _ = try await call("core.queue_top", [list])
        case .high, .veryHigh: _ = try await call("core.queue_up", [list])
        case .low, .veryLow: _ = try await call("core.queue_down", [list])
        case .normal: break
        }
    }

    /// Moves a torrent to the top of the queue.
    public func moveToTop(_ id: String) async throws(DownloadError) {
        _ = try await call("core.queue_top", [.array([.string(id)])])
    }

    /// Sets or clears the download limit (Deluge counts in KiB/s, −1 for none).
    public func setSpeedLimit(_ limit: SpeedLimit) async throws(DownloadError) {
        let kibibytes: Double
        switch limit {
        case .off: kibibytes = -1
        case .bytesPerSecond(let bytes): kibibytes = Double(max(1, bytes / 1024))
        case .percent:
            throw DownloadError(Self.name, .unsupported("limit the speed to a percentage; give a rate such as 5M"))
        }
        _ = try await call("core.set_config", [.object(["max_download_speed": .number(kibibytes)])])
    }

    /// Deluge has nothing to retry; a torrent resumes.
    public func retry(_ id: String) async throws(DownloadError) -> String {
        throw DownloadError(Self.name, .unsupported("retry a download; resume the torrent instead"))
    }

    /// Adds a magnet link (`core.add_torrent_magnet`), a .torrent link (`core.add_torrent_url`)
    /// or a .torrent file (`core.add_torrent_file`, base64), paused when asked (`add_paused`);
    /// returns its hash.
    public func add(_ addition: DownloadAddition) async throws(DownloadError) -> String? {
        try addition.check(for: Self.name, takes: .torrent)
        try await ensureConnected()
        let options: JSONValue = .object(addition.paused ? ["add_paused": .bool(true)] : [:])
        let hash: String?
        switch addition.source {
        case .magnet(let url): hash = try await call("core.add_torrent_magnet", [.string(url), options]).text
        case .link(let url): hash = try await call("core.add_torrent_url", [.string(url), options]).text
        case .file(let name, let contents):
            hash = try await call(
                "core.add_torrent_file", [.string(name), .string(contents.base64EncodedString()), options]
            ).text
        }
        if let hash, let category = addition.category, !category.isEmpty { try await setCategory(category, of: [hash]) }
        return hash
    }

    /// Connects the web UI to a daemon when it is not: the first host that is online.
    func ensureConnected() async throws(DownloadError) {
        guard try await call("web.connected").flag != true else { return }
        let hosts = try await call("web.get_hosts").elements ?? []
        for host in hosts {
            guard let id = host.elements?.first?.text else { continue }
            let status = try await call("web.get_host_status", [.string(id)]).elements ?? []
            guard status.count > 1, status[1].text == "Online" || status[1].text == "Connected" else { continue }
            _ = try await call("web.connect", [.string(id)])
            if try await call("web.connected").flag == true { return }
        }
        throw DownloadError(
            Self.name,
            .server(
                hosts.isEmpty
                    ? "its web UI knows no daemon; add one in Deluge's Connection Manager"
                    : "none of the daemons its web UI knows is online; start deluged or check the Connection Manager"))
    }

    /// One JSON-API call; returns its `result`. "Not authenticated" signs in and tries once more.
    func call(_ method: String, _ params: [JSONValue] = []) async throws(DownloadError) -> JSONValue {
        for attempt in 0..<2 {
            let answer = try await send(method, params)
            if let error = answer["error"], error != .null {
                let code = error["code"]?.int64 ?? 0
                if code == 1 && attempt == 0 {
                    try await signIn()
                    continue
                }
                // Deluge's error is an object with a text message; anything else is a damaged
                // answer, not words of Deluge's to repeat.
                guard case .object = error else {
                    throw DownloadError(Self.name, .unreadable("its error to \(method) is not in Deluge's form"))
                }
                guard case .string(let text)? = error["message"], !text.isEmpty else {
                    throw DownloadError(Self.name, .server("an error without a message"))
                }
                throw DownloadError(Self.name, .server(DelugeRecords.plain(text)))
            }
            return answer["result"] ?? .null
        }
        throw DownloadError(Self.name, .refusedCredentials)
    }

    /// `auth.login`: true, or false for a wrong password.
    func signIn() async throws(DownloadError) {
        let answer = try await send("auth.login", [.string(password)])
        guard answer["result"]?.flag == true else { throw DownloadError(Self.name, .refusedCredentials) }
    }

    /// Whether a call only reads (or signs in), so another address of the daemon may be asked again.
    static func reads(_ method: String) -> Bool {
        ["core.get_", "web.get_", "daemon.get_", "label.get_"].contains { method.hasPrefix($0) }
            || ["web.update_ui", "web.connected", "auth.check_session", "auth.login", "daemon.info"].contains(method)
    }

    func send(_ method: String, _ params: [JSONValue]) async throws(DownloadError) -> JSONValue {
        let id = session.nextId()
        let request: JSONValue = .object([
            "method": .string(method), "params": .array(params), "id": .number(Double(id)),
        ])
        let body: Data
        do {
            body = try JSONEncoder().encode(request)
        } catch {
            throw DownloadError(Self.name, .unreadable("the request could not be written: \(error)"))
        }
        let cookie = session.cookie.withLock { $0 }
        let answer = try await requester.send(
            .POST, "/json", headers: cookie.map { [("Cookie", $0)] } ?? [], body: body, isRead: Self.reads(method))
        if let set = answer.setCookies.lazy.compactMap({ $0.split(separator: ";").first.map(String.init) })
            .first(where: { $0.hasPrefix("_session_id=") })
        {
            session.cookie.withLock { $0 = set }
        }
        switch answer.status {
        case 200: return try requester.json(answer)
        case 404: throw DownloadError(Self.name, .wrongService(found: "a server without /json (deluge-web has it)"))
        default: throw DownloadError(Self.name, .status(UnexpectedStatus(answer)))
        }
    }
}

/// What a Deluge client keeps between calls: its session cookie and the next request id.
final class DelugeSession: Sendable {
    /// The `_session_id` cookie, once signed in.
    let cookie = Mutex<String?>(nil)
    let counter = Mutex(0)

    /// The next request id.
    func nextId() -> Int {
        counter.withLock {
            $0 += 1; return $0
        }
    }
}
