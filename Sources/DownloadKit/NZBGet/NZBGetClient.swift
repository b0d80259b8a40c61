import ArrKit
import Foundation
import NIOHTTP1
import ServerKit

/// NZBGet 21 and later through its JSON-RPC interface: `POST /jsonrpc` with HTTP Basic auth
/// (the connection's key holds `user:password`), positional parameters, 401 with an empty body
/// for wrong credentials, `"result": false` for arguments it did not take.
public struct NZBGetClient: DownloadClient {
    /// "NZBGet".
    public static let name = "NZBGet"
    /// "NZBGet".
    public var serviceName: String { Self.name }
    /// NZBGet pauses items, pauses for a while, deletes with or without files, sets categories
    /// and retries (redownloads) history entries.
    public var capabilities: Set<DownloadCapability> {
        [.pauseItem, .timedPause, .deleteFiles, .category, .retry, .history]
    }

    let requester: DownloadRequester
    let credentials: (user: String, password: String)

    /// Creates a client for the NZBGet at `connection`; its `apiKey` is `user:password`
    /// (``NZBGetClient/credentialKey(user:password:)``).
    public init(connection: ServerConnection, transport: any HTTPTransport) {
        requester = DownloadRequester(service: Self.name, connection: connection, transport: transport)
        credentials = Self.credentials(in: connection.apiKey)
    }

    /// The key a profile stores for NZBGet's user and password.
    public static func credentialKey(user: String, password: String) -> String { "\(user):\(password)" }

    /// The user and password a stored key holds (everything after the first colon is the password).
    public static func credentials(in key: String) -> (user: String, password: String) {
        guard let colon = key.firstIndex(of: ":") else { return ("nzbget", key) }
        return (String(key[..<colon]), String(key[key.index(after: colon)...]))
    }

    /// The server's version; a wrong kind of server at the address is refused.
    public func version() async throws(DownloadError) -> String {
        do throws(DownloadError) {
            guard let version = try await call("version").text else {
                throw DownloadError(Self.name, .unreadable("it did not say its version"))
            }
            return version
        } catch  where error.problem.statusCode == 404 {
            // Not JSON-RPC here: say what it is when it is the other usenet client.
            let probe = try? await requester.send(
                .GET, "/api", query: DownloadRequester.query([("mode", "version"), ("output", "json")]))
            if let probe, probe.status == 200, (try? requester.json(probe)["version"]) != nil {
                throw DownloadError(Self.name, .wrongService(found: "SABnzbd"))
            }
            throw DownloadError(Self.name, .wrongService(found: "a server without /jsonrpc"))
        }
    }

    /// The status and the queue, in queue order.
    public func queue() async throws(DownloadError) -> DownloadQueue {
        let status = try await call("status")
        let records = try await call("listgroups", [.number(0)]).elements ?? []
        var items: [DownloadItem] = []
        var unreadable = 0
        for (position, record) in records.enumerated() {
            if let item = NZBGetRecords.item(record, position: position) { items.append(item) } else { unreadable += 1 }
        }
        return DownloadQueue(status: NZBGetRecords.status(status), items: items, unreadable: unreadable)
    }

    /// The newest history entries, newest first.
    public func history(limit: Int, failedOnly: Bool) async throws(DownloadError) -> [DownloadHistoryEntry] {
        let records = try await call("history", [.bool(false)]).elements ?? []
        let entries = records.compactMap(NZBGetRecords.historyEntry)
        return Array((failedOnly ? entries.filter { $0.outcome == .failed } : entries).prefix(max(1, limit)))
    }

    /// Pauses the items.
    public func pause(_ ids: [String]) async throws(DownloadError) { try await edit("GroupPause", ids: ids) }

    /// Resumes the items.
    public func resume(_ ids: [String]) async throws(DownloadError) { try await edit("GroupResume", ids: ids) }

    /// Pauses the whole client, for a while when given.
    public func pauseAll(forMinutes minutes: Int?) async throws(DownloadError) {
        try await expectTrue(call("pausedownload"), "pause")
        if let minutes {
            try await expectTrue(call("scheduleresume", [.number(Double(max(1, minutes) * 60))]), "schedule the resume")
        }
    }

    /// Resumes the whole client.
    public func resumeAll() async throws(DownloadError) { try await expectTrue(call("resumedownload"), "resume") }

    /// Removes items from the queue.
    public func remove(_ ids: [String], deleteFiles: Bool) async throws(DownloadError) {
        try await edit(deleteFiles ? "GroupFinalDelete" : "GroupDelete", ids: ids)
    }

    /// Removes history entries.
    public func removeHistory(_ ids: [String]) async throws(DownloadError) { try await edit("HistoryDelete", ids: ids) }

    /// Sets the items' priority.
    public func setPriority(_ priority: DownloadPriority, of ids: [String]) async throws(DownloadError) {
        try await edit("GroupSetPriority", parameter: String(priority.nzbgetNumber), ids: ids)
    }

    /// Moves an item to the top of the queue.
    public func moveToTop(_ id: String) async throws(DownloadError) { try await edit("GroupMoveTop", ids: [id]) }

    /// Sets the items' category.
    public func setCategory(_ category: String, of ids: [String]) async throws(DownloadError) {
        try await edit("GroupApplyCategory", parameter: category, ids: ids)
    }

    /// Sets or clears the speed limit.
    public func setSpeedLimit(_ limit: SpeedLimit) async throws(DownloadError) {
        let kilobytes: Int64
        switch limit {
        case .off: kilobytes = 0
        case .bytesPerSecond(let bytes): kilobytes = max(1, bytes / 1024)
        case .percent:
            throw DownloadError(Self.name, .unsupported("limit the speed to a percentage; give a rate such as 5M"))
        }
        try await expectTrue(call("rate", [.number(Double(kilobytes))]), "set the speed limit")
    }

    /// Retries a failed history entry; returns its id in the queue.
    public func retry(_ id: String) async throws(DownloadError) -> String {
        try await edit("HistoryRedownload", ids: [id])
        return id
    }

    /// Adds an NZB by its link or an .nzb file's contents (base64), paused when asked
    /// (`append`'s AddPaused); returns its id.
    public func add(_ addition: DownloadAddition) async throws(DownloadError) -> String? {
        try addition.check(for: Self.name, takes: .usenet)
        let (name, content): (String, String) =
            switch addition.source {
            case .link(let url), .magnet(let url): (URL(string: url)?.lastPathComponent ?? "", url)
            case .file(let name, let contents): (name, contents.base64EncodedString())
            }
        let result = try await call(
            "append",
            [
                .string(name), .string(content), .string(addition.category ?? ""), .number(0), .bool(false),
                .bool(addition.paused), .string(""), .number(0), .string("SCORE"), .array([]),
            ])
        guard let id = result.int64, id > 0 else {
            throw DownloadError(Self.name, .server("it did not add \(addition.source.description)"))
        }
        return String(id)
    }

    /// `editqueue(command, parameter, ids)`; a `false` answer means NZBGet did not apply it.
    func edit(_ command: String, parameter: String = "", ids: [String]) async throws(DownloadError) {
        let numbers = try ids.map { id throws(DownloadError) -> JSONValue in
            guard let number = Int64(id), number > 0 else { throw DownloadError(Self.name, .notFound(id)) }
            return .number(Double(number))
        }
        let result = try await call("editqueue", [.string(command), .string(parameter), .array(numbers)])
        guard result.flag == true else {
            throw DownloadError(
                Self.name, .server("it did not apply \(command) to \(ids.joined(separator: ", ")) (no such download?)"))
        }
    }

    func expectTrue(_ result: JSONValue, _ what: String) throws(DownloadError) {
        guard result.flag == true else { throw DownloadError(Self.name, .server("it did not \(what)")) }
    }

    /// One JSON-RPC call; returns its `result`.
    /// The calls that only read: another address of the daemon may be asked again.
    static let reads: Set<String> = [
        "version", "status", "listgroups", "listfiles", "history", "config", "loadconfig", "log", "sysinfo",
    ]

    func call(_ method: String, _ parameters: [JSONValue] = []) async throws(DownloadError) -> JSONValue {
        let request: JSONValue = .object(["method": .string(method), "params": .array(parameters)])
        let body: Data
        do {
            body = try JSONEncoder().encode(request)
        } catch {
            throw DownloadError(Self.name, .unreadable("the request could not be written: \(error)"))
        }
        let basic = Data("\(credentials.user):\(credentials.password)".utf8).base64EncodedString()
        let answer = try await requester.send(
            .POST, "/jsonrpc", headers: [("Authorization", "Basic \(basic)")], body: body,
            isRead: Self.reads.contains(method))
        switch answer.status {
        case 200: break
        case 401, 403: throw DownloadError(Self.name, .refusedCredentials)
        default: throw DownloadError(Self.name, .status(UnexpectedStatus(answer)))
        }
        let json = try requester.json(answer)
        if let error = json["error"], error != .null {
            throw DownloadError(Self.name, .server(error.nonEmpty("message") ?? "an error without a message"))
        }
        return json["result"] ?? .null
    }
}
