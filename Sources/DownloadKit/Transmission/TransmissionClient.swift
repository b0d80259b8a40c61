import ArrKit
import Foundation
import NIOCore
import NIOFoundationCompat
import NIOHTTP1
import ServerKit
import Synchronization

/// Transmission 3.x and 4.x through its RPC: `POST /transmission/rpc` with optional Basic auth
/// (the key holds `user:password`) and the session-id handshake (a 409 carries the id to send,
/// again whenever it goes stale); `{"method", "arguments"}` answered `{"result": "success" |
/// error text, "arguments"}` up to 4.0, JSON-RPC 2.0 with snake-case names from 4.1 (the dialect is
/// read from the 409, see ``TransmissionDialect``). Torrents are named by their info-hash.
public struct TransmissionClient: DownloadClient {
    /// "Transmission".
    public static let name = "Transmission"
    /// "Transmission".
    public var serviceName: String { Self.name }
    /// Deleting with or without data, labels as categories; no timed pause, history or retry.
    public var capabilities: Set<DownloadCapability> {
        [.pauseItem, .deleteFiles, .category, .recheck, .itemLimit, .alternativeSpeed]
    }

    let requester: DownloadRequester
    let credentials: (user: String, password: String)?
    let session = TransmissionSession()

    /// The fields read for the list.
    static let fields = [
        "id", "hashString", "name", "status", "percentDone", "rateDownload", "rateUpload", "eta", "sizeWhenDone",
        "leftUntilDone", "error", "errorString", "isStalled", "queuePosition", "labels", "downloadDir", "addedDate",
        "uploadRatio", "peersConnected", "bandwidthPriority",
    ]

    /// Creates a client for the Transmission at `connection`; its `apiKey` is `user:password`,
    /// or empty when the daemon asks for none.
    public init(connection: ServerConnection, transport: any HTTPTransport) {
        requester = DownloadRequester(service: Self.name, connection: connection, transport: transport)
        credentials = connection.apiKey.isEmpty ? nil : NZBGetClient.credentials(in: connection.apiKey)
    }

    /// The daemon's version ("3.00 (bb6b5a062e)").
    public func version() async throws(DownloadError) -> String {
        guard let version = try await call("session-get").nonEmpty("version") else {
            throw DownloadError(Self.name, .unreadable("it did not say its version"))
        }
        return version
    }

    /// The torrents with the session's speeds, limit and free space.
    public func queue() async throws(DownloadError) -> DownloadQueue {
        let session = try await call("session-get")
        let stats = try await call("session-stats")
        self.session.learnSpeedUnit(from: session, dialect: dialect)
        let torrents =
            try await call("torrent-get", ["fields": .array(Self.fields.map(JSONValue.string))])["torrents"]?
            .elements ?? []
        let records = TransmissionRecords(dialect: dialect)
        var items: [DownloadItem] = []
        var unreadable = 0
        for (position, record) in torrents.enumerated() {
            if let item = records.item(record, position: position) {
                items.append(item)
            } else {
                unreadable += 1
            }
        }
        items.sort { ($0.position, $0.name) < ($1.position, $1.name) }
        return DownloadQueue(
            status: records.status(session: session, stats: stats), items: items, unreadable: unreadable)
    }

    /// Transmission keeps no history: finished torrents stay in the list.
    public func history(limit: Int, failedOnly: Bool) async throws(DownloadError) -> [DownloadHistoryEntry] { [] }

    /// Stops the torrents.
    public func pause(_ ids: [String]) async throws(DownloadError) { _ = try await call("torrent-stop", targets(ids)) }

    /// Starts the torrents.
    public func resume(_ ids: [String]) async throws(DownloadError) {
        _ = try await call("torrent-start", targets(ids))
    }

    /// Stops every torrent (Transmission has no timed pause).
    public func pauseAll(forMinutes minutes: Int?) async throws(DownloadError) {
        if minutes != nil {
            throw DownloadError(Self.name, .unsupported("pause for a while; stop everything, then start"))
        }
        _ = try await call("torrent-stop")
    }

    /// Starts every torrent.
    public func resumeAll() async throws(DownloadError) { _ = try await call("torrent-start") }

    /// Removes the torrents, with their data when `deleteFiles`.
    public func remove(_ ids: [String], deleteFiles: Bool) async throws(DownloadError) {
        var arguments = targets(ids)
        arguments["delete-local-data"] = .bool(deleteFiles)
        _ = try await call("torrent-remove", arguments)
    }

    /// Transmission keeps no history to remove from.
    public func removeHistory(_ ids: [String]) async throws(DownloadError) {
        throw DownloadError(Self.name, .unsupported("keep a history"))
    }

    /// Starts the torrents now, past the queue (force), or sets their bandwidth priority.
    public func setPriority(_ priority: DownloadPriority, of ids: [String]) async throws(DownloadError) {
        if priority == .force {
            _ = try await call("torrent-start-now", targets(ids))
            return
        }
        var arguments = targets(ids)
        arguments["bandwidthPriority"] = .number(Double(priority > .normal ? 1 : priority < .normal ? -1 : 0))
        _ = try await call("torrent-set", arguments)
    }

    /// Moves a torrent to the top of the queue.
    public func moveToTop(_ id: String) async throws(DownloadError) {
        _ = try await call("queue-move-top", targets([id]))
    }

    /// Sets the torrents' label (Transmission's categories).
    public func setCategory(_ category: String, of ids: [String]) async throws(DownloadError) {
        var arguments = targets(ids)
        arguments["labels"] = .array(category.isEmpty ? [] : [.string(category)])
        _ = try await call("torrent-set", arguments)
    }

    /// Sets or clears the download limit (Transmission counts in its `units.speed-bytes`: kB/s
    /// of 1,000 bytes).
    public func setSpeedLimit(_ limit: SpeedLimit) async throws(DownloadError) {
        switch limit {
        case .off: _ = try await call("session-set", ["speed-limit-down-enabled": .bool(false)])
        case .bytesPerSecond(let bytes):
            let unit = try await speedUnit()
            _ = try await call(
                "session-set",
                ["speed-limit-down": .number(Double(max(1, bytes / unit))), "speed-limit-down-enabled": .bool(true)])
        case .percent:
            throw DownloadError(Self.name, .unsupported("limit the speed to a percentage; give a rate such as 5M"))
        }
    }

    /// Transmission has nothing to retry; a torrent is started again.
    public func retry(_ id: String) async throws(DownloadError) -> String {
        throw DownloadError(Self.name, .unsupported("retry a download; start the torrent instead"))
    }

    /// Adds a magnet link, a .torrent link (`filename`) or a .torrent file (`metainfo`, base64),
    /// paused when asked; returns its hash (also when it was there already). 3.00 ignores
    /// labels given to `torrent-add`, so the category is set after.
    public func add(_ addition: DownloadAddition) async throws(DownloadError) -> String? {
        try addition.check(for: Self.name, takes: .torrent)
        var arguments: [String: JSONValue] = [:]
        switch addition.source {
        case .link(let url), .magnet(let url): arguments["filename"] = .string(url)
        case .file(_, let contents): arguments["metainfo"] = .string(contents.base64EncodedString())
        }
        if addition.paused { arguments["paused"] = .bool(true) }
        if let category = addition.category { arguments["labels"] = .array([.string(category)]) }
        let answer = try await call("torrent-add", arguments)
        let names = dialect
        let hash = (answer[names.name("torrent-added")] ?? answer[names.name("torrent-duplicate")])?
            .nonEmpty(names.name("hashString"))
        if let hash, let category = addition.category { try await setCategory(category, of: [hash]) }
        return hash
    }

    func targets(_ ids: [String]) -> [String: JSONValue] { ["ids": .array(ids.map(JSONValue.string))] }

    /// The dialect the daemon speaks, as its last 409 said (the legacy form until one has).
    var dialect: TransmissionDialect { session.state.withLock { $0.dialect } }

    /// One RPC call, named in the legacy form and sent in the daemon's dialect; returns its
    /// arguments (its `result`, in JSON-RPC). The session id is fetched (409) and refreshed when it
    /// goes stale, and the 409 says which dialect to speak; 401 is a refused user or password.
    /// The calls that only read: another address of the daemon may be asked again.
    static let reads: Set<String> = ["torrent-get", "session-get", "session-stats", "free-space"]

    func call(_ method: String, _ arguments: [String: JSONValue] = [:]) async throws(DownloadError) -> JSONValue {
        for attempt in 0..<2 {
            let (id, dialect) = session.state.withLock { ($0.id, $0.dialect) }
            let body: Data
            do {
                body = try JSONEncoder().encode(dialect.request(method, arguments, id: session.nextCall()))
            } catch {
                throw DownloadError(Self.name, .unreadable("the request could not be written: \(error)"))
            }
            var headers: [(name: String, value: String)] = []
            if let credentials {
                let basic = Data("\(credentials.user):\(credentials.password)".utf8).base64EncodedString()
                headers.append(("Authorization", "Basic \(basic)"))
            }
            if let id { headers.append(("X-Transmission-Session-Id", id)) }
            let answer = try await requester.send(
                .POST, "/transmission/rpc", headers: headers, body: body, isRead: Self.reads.contains(method))
            switch answer.status {
            case 200:
                switch dialect.outcome(try requester.json(answer)) {
                case .success(let arguments): return arguments
                case .failure(let refusal):
                    guard let text = refusal.text else {
                        throw DownloadError(Self.name, .unreadable("it did not say how the call went"))
                    }
                    throw DownloadError(Self.name, .server(text))
                }
            case 409 where attempt == 0:
                guard let id = answer.headers["x-transmission-session-id"] else {
                    throw DownloadError(
                        Self.name, .wrongService(found: "a server answering 409 without a session id"))
                }
                let spoken = TransmissionDialect(rpcVersionHeader: answer.headers["x-transmission-rpc-version"])
                session.state.withLock { $0 = TransmissionSession.State(id: id, dialect: spoken) }
            case 401: throw DownloadError(Self.name, .refusedCredentials)
            case 404:
                throw DownloadError(Self.name, .wrongService(found: "a server without /transmission/rpc"))
            default: throw DownloadError(Self.name, .status(UnexpectedStatus(answer)))
            }
        }
        throw DownloadError(Self.name, .server("it kept refusing the session id"))
    }
}

/// The session id a Transmission client sends and the dialect it speaks, shared by its copies.
final class TransmissionSession: Sendable {
    /// What the daemon's last 409 said.
    struct State {
        /// The id to send, if any.
        var id: String?
        /// The form to speak.
        var dialect: TransmissionDialect = .legacy
    }

    /// The id and the dialect.
    let state = Mutex(State())
    let calls = Mutex(0)
    /// Bytes in the daemon's "kB" of speed (`units.speed-bytes`), once a `session-get` said.
    let speedUnit = Mutex<Int64?>(nil)

    /// Keeps the speed unit a `session-get` answer states.
    func learnSpeedUnit(from session: JSONValue, dialect: TransmissionDialect) {
        let unit = session["units"]?[dialect.name("speed-bytes")]?.int64 ?? TransmissionRecords.defaultSpeedUnit
        speedUnit.withLock { $0 = unit > 0 ? unit : TransmissionRecords.defaultSpeedUnit }
    }

    /// A new id for a JSON-RPC call.
    func nextCall() -> Int {
        calls.withLock { count in
            count += 1
            return count
        }
    }
}
