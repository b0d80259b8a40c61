import ArrKit
import Foundation
import NIOHTTP1
import ServerKit

/// SABnzbd 3.x to 5.x through its `/api?mode=…` interface: the API key in the query, 403 with a
/// plain-text body for a wrong key, `{"status": false, "error": …}` for other errors, numbers
/// as strings.
public struct SABnzbdClient: DownloadClient {
    /// "SABnzbd".
    public static let name = "SABnzbd"
    /// "SABnzbd".
    public var serviceName: String { Self.name }
    /// SABnzbd has timed pauses, categories, retries and limits in percent; its delete always
    /// deletes the files (`del_files`), so there is no separate final delete.
    public var capabilities: Set<DownloadCapability> {
        [.pauseItem, .timedPause, .category, .retry, .percentLimit, .history]
    }

    let requester: DownloadRequester
    let connection: ServerConnection

    /// Creates a client for the SABnzbd at `connection` (its `apiKey` is SABnzbd's API key).
    public init(connection: ServerConnection, transport: any HTTPTransport) {
        self.connection = connection
        requester = DownloadRequester(service: Self.name, connection: connection, transport: transport)
    }

    /// The server's version; a wrong kind of server at the address is refused.
    public func version() async throws(DownloadError) -> String {
        let answer = try await requester.send(
            .GET, "/api",
            query: DownloadRequester.query([
                ("mode", "version"), ("output", "json"),
            ]))
        // NZBGet answers /api with its own Basic realm; any other 401 or 403 is a proxy's (or
        // the server's) refusal, said as one.
        if answer.status == 401, answer.headers["www-authenticate"]?.contains("NZBGet") == true {
            throw DownloadError(Self.name, .wrongService(found: "NZBGet"))
        }
        if answer.status == 401 || answer.status == 403 {
            throw DownloadError(Self.name, .status(UnexpectedStatus(answer)))
        }
        guard answer.status == 200, let version = try? requester.json(answer)["version"]?.text else {
            throw DownloadError(Self.name, .wrongService(found: "a server without /api?mode=version"))
        }
        // The key is checked only by calls that need it: ask for the queue's first slot.
        _ = try await call([("mode", "queue"), ("limit", "1")])
        return version
    }

    /// The status and the queue, in queue order.
    public func queue() async throws(DownloadError) -> DownloadQueue {
        let answer = try await call([("mode", "queue"), ("start", "0"), ("limit", "0")])
        guard let queue = answer["queue"] else { throw DownloadError(Self.name, .unreadable("it has no queue")) }
        return SABnzbdRecords.queue(queue)
    }

    /// The newest history entries, newest first.
    public func history(limit: Int, failedOnly: Bool) async throws(DownloadError) -> [DownloadHistoryEntry] {
        let answer = try await call([
            ("mode", "history"), ("start", "0"), ("limit", String(max(1, limit))),
            ("failed_only", failedOnly ? "1" : "0"),
        ])
        return (answer["history"]?["slots"]?.elements ?? []).compactMap(SABnzbdRecords.historyEntry)
    }

    /// Pauses the items.
    public func pause(_ ids: [String]) async throws(DownloadError) {
        _ = try await call([("mode", "queue"), ("name", "pause"), ("value", ids.joined(separator: ","))])
    }

    /// Resumes the items.
    public func resume(_ ids: [String]) async throws(DownloadError) {
        _ = try await call([("mode", "queue"), ("name", "resume"), ("value", ids.joined(separator: ","))])
    }

    /// Pauses the whole client, for a while when given.
    public func pauseAll(forMinutes minutes: Int?) async throws(DownloadError) {
        if let minutes {
            _ = try await call([("mode", "config"), ("name", "set_pause"), ("value", String(max(1, minutes)))])
        } else {
            _ = try await call([("mode", "pause")])
        }
    }

    /// Resumes the whole client.
    public func resumeAll() async throws(DownloadError) { _ = try await call([("mode", "resume")]) }

    /// Removes items from the queue.
    public func remove(_ ids: [String], deleteFiles: Bool) async throws(DownloadError) {
        _ = try await call([
            ("mode", "queue"), ("name", "delete"), ("value", ids.joined(separator: ",")),
            ("del_files", deleteFiles ? "1" : "0"),
        ])
    }

    /// Removes history entries.
    public func removeHistory(_ ids: [String]) async throws(DownloadError) {
        _ = try await call([("mode", "history"), ("name", "delete"), ("value", ids.joined(separator: ","))])
    }

    /// Sets the items' priority.
    public func setPriority(_ priority: DownloadPriority, of ids: [String]) async throws(DownloadError) {
        _ = try await call([
            ("mode", "queue"), ("name", "priority"), ("value", ids.joined(separator: ",")),
            ("value2", String(priority.sabnzbdNumber)),
        ])
    }

    /// Moves an item to the top of the queue.
    public func moveToTop(_ id: String) async throws(DownloadError) {
        _ = try await call([("mode", "switch"), ("value", id), ("value2", "0")])
    }

    /// Sets the items' category.
    public func setCategory(_ category: String, of ids: [String]) async throws(DownloadError) {
        _ = try await call([("mode", "change_cat"), ("value", ids.joined(separator: ",")), ("value2", category)])
    }

    /// Sets or clears the speed limit.
    public func setSpeedLimit(_ limit: SpeedLimit) async throws(DownloadError) {
        let value =
            switch limit {
            case .off: "100"
            case .percent(let share): String(share)
            case .bytesPerSecond(let bytes): "\(max(1, bytes / 1024))K"
            }
        _ = try await call([("mode", "config"), ("name", "speedlimit"), ("value", value)])
    }

    /// Retries a failed history entry; returns its id in the queue.
    public func retry(_ id: String) async throws(DownloadError) -> String {
        let answer = try await call([("mode", "retry"), ("value", id)])
        return answer.nonEmpty("nzo_id") ?? id
    }

    /// Adds an NZB by its link (`addurl`) or uploads an .nzb file (`addfile`, multipart);
    /// paused is SABnzbd's priority -2. Returns its id when SABnzbd says it.
    public func add(_ addition: DownloadAddition) async throws(DownloadError) -> String? {
        try addition.check(for: Self.name, takes: .usenet)
        var options: [(String, String)] = []
        if let category = addition.category { options.append(("cat", category)) }
        if addition.paused { options.append(("priority", "-2")) }
        let answer: JSONValue
        switch addition.source {
        case .link(let url), .magnet(let url):
            answer = try await call([("mode", "addurl"), ("name", url)] + options)
        case .file(let name, let contents):
            let file = MultipartForm.File(
                field: "name", filename: name, contentType: "application/x-nzb", contents: contents)
            answer = try await call([("mode", "addfile")] + options, upload: MultipartForm(fields: [], files: [file]))
        }
        return answer["nzo_ids"]?.elements?.first?.text
    }

    /// Sends one API call with the key and checks SABnzbd's ways of saying no.
    func call(_ query: [(String, String)], upload: MultipartForm? = nil) async throws(DownloadError) -> JSONValue {
        let answer = try await requester.send(
            upload == nil ? .GET : .POST, "/api",
            query: DownloadRequester.query(query + [("output", "json"), ("apikey", connection.apiKey)]),
            body: upload?.body, contentType: upload?.contentType ?? "application/json")
        switch answer.status {
        case 200: break
        case 401, 403: throw DownloadError(Self.name, .refusedKey)
        default: throw DownloadError(Self.name, .status(UnexpectedStatus(answer)))
        }
        let json = try requester.json(answer)
        if json["status"]?.flag == false, let message = json.nonEmpty("error") {
            throw DownloadError(Self.name, .server(message))
        }
        return json
    }
}
