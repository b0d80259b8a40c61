import ArrDemoKit
import ArrKit
import DownloadKit
import Foundation
import Hummingbird
import NIOCore
import NIOFoundationCompat

/// deluge-web's JSON API over the demo queue, answering as Deluge 2.0.3 does: `auth.login`
/// setting `_session_id`, "Not authenticated" (code 1) without it, a web UI that starts
/// unconnected to its one host, `web.update_ui`; finished torrents seed. Its Label plugin is on
/// (`label.*`), as on a server whose owner enabled it.
struct DelugeDemoRoutes: Sendable {
    let queue: DemoDownloadQueue
    let password: String
    let version: String
    let connected: DemoFlag
    static let cookie = "_session_id=thriftwood-demo-deluge"
    static let host = "6f1c9e0e4a7b4f1f9d0b5e2c3a8d7f60"

    func register(on group: RouterGroup<BasicRequestContext>) {
        group.post("json") { request, _ in
            let body = try await request.body.collect(upTo: 16 << 20)
            guard let call = try? JSONDecoder().decode(JSONValue.self, from: Data(buffer: body)),
                let method = call["method"]?.text
            else { return Self.error("Unknown method", code: 2, id: .null) }
            let id = call["id"] ?? .null
            let params = call["params"]?.elements ?? []
            if method == "auth.login" {
                guard params.first?.text == password else { return Self.result(.bool(false), id: id) }
                var headers = HTTPFields()
                headers[.setCookie] = Self.cookie + "; Path=/json"
                return DemoAnswers.json(.object(["result": .bool(true), "error": .null, "id": id]), headers: headers)
            }
            let signedIn = (request.headers[.cookie] ?? "").split(separator: ";").contains {
                $0.trimmingCharacters(in: .whitespaces) == Self.cookie
            }
            guard signedIn else { return Self.error("Not authenticated", code: 1, id: id) }
            return self.answer(method, params, id: id)
        }
    }

    static func result(_ value: JSONValue, id: JSONValue) -> Response {
        DemoAnswers.json(.object(["result": value, "error": .null, "id": id]))
    }

    static func error(_ message: String, code: Int, id: JSONValue) -> Response {
        DemoAnswers.json(
            .object([
                "result": .null, "error": .object(["message": .string(message), "code": .number(Double(code))]),
                "id": id,
            ]))
    }

    func answer(_ method: String, _ params: [JSONValue], id: JSONValue) -> Response {
        switch method {
        case "web.connected": return Self.result(.bool(connected.value), id: id)
        case "web.get_hosts":
            return Self.result(
                .array([.array([.string(Self.host), .string("127.0.0.1"), .number(58846), .string("localclient")])]),
                id: id)
        case "web.get_host_status":
            return Self.result(.array([.string(Self.host), .string("Online"), .string(version)]), id: id)
        case "web.connect":
            connected.value = true
            return Self.result(.array([.string("core.add_torrent_url")]), id: id)
        default: if let read = webRead(method, id: id) { return read }
        }
        // Unconnected, deluge-web knows only its own methods: the daemon's are "Unknown method"
        // until `web.connect` registers them (seen on Debian's 2.0).
        guard connected.value else { return Self.error("Unknown method", code: 2, id: id) }
        if let read = daemonRead(method, params, id: id) { return read }
        let hashes = params.first?.elements?.compactMap(\.text) ?? params.first?.text.map { [$0] } ?? []
        let numbers = numbers(hashes)
        switch method {
        case "daemon.get_version": return Self.result(.string(version), id: id)
        case "web.update_ui":
            return Self.result(
                .object(["connected": .bool(true), "torrents": .object(torrents()), "stats": stats()]), id: id)
        case "core.pause_torrent": queue.update(numbers) { $0.paused = true }
        case "core.resume_torrent": queue.update(numbers) { $0.paused = false }
        case "core.pause_session": queue.change { $0.paused = true }
        case "core.resume_session": queue.change { $0.paused = false }
        case "core.remove_torrent":
            queue.remove(numbers)
            queue.change { state in state.history.removeAll { numbers.contains($0.number) } }
            return Self.result(.bool(true), id: id)
        case "core.queue_top": numbers.forEach { queue.moveToTop($0) }
        case "core.queue_up", "core.queue_down":
            let step = method.hasSuffix("up") ? -1 : 1
            queue.change { state in
                for number in numbers {
                    guard let index = state.jobs.firstIndex(where: { $0.number == number }) else { continue }
                    state.jobs.swapAt(index, max(0, min(state.jobs.count - 1, index + step)))
                }
            }
        case "core.set_config":
            let kibibytes = params.first?["max_download_speed"]?.double ?? -1
            queue.change { $0.limit = kibibytes > 0 ? .bytesPerSecond(Int64(clamping: kibibytes * 1024)) : .off }
        case "core.force_recheck": queue.recheck(numbers)
        case "core.set_torrent_options":
            if let kibibytes = params.dropFirst().first?["max_download_speed"]?.double {
                queue.limit(numbers, bytesPerSecond: kibibytes > 0 ? Int64(clamping: kibibytes * 1024) : nil)
            }
        case "core.get_torrent_status":
            let keys = Set((params.dropFirst().first?.elements ?? []).compactMap(\.text))
            guard case .object(let members)? = torrents(details: true)[hashes.first?.lowercased() ?? ""] else {
                return Self.result(.object([:]), id: id)
            }
            return Self.result(.object(keys.isEmpty ? members : members.filter { keys.contains($0.key) }), id: id)
        case "label.get_labels":
            return Self.result(
                .array(queue.read(\.knownCategories).map { $0.lowercased() }.sorted().map(JSONValue.string)), id: id)
        case "label.add":
            let label = params.first?.text ?? ""
            guard !label.isEmpty, label.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "_" || $0 == "-" }) else {
                return Self.remote("Invalid label, valid characters:[a-z0-9_-]", id: id)
            }
            guard queue.change({ !$0.knownCategories.contains(label) && $0.categories.insert(label).inserted }) else {
                return Self.remote("Label already exists", id: id)
            }
        case "label.set_torrent":
            let label = params.dropFirst().first?.text ?? ""
            guard label.isEmpty || queue.read({ $0.knownCategories.contains(label) }) else {
                return Self.remote("Unknown Label", id: id)
            }
            queue.setCategory(numbers, label.isEmpty ? nil : label)
        case "core.add_torrent_url", "core.add_torrent_magnet", "core.add_torrent_file":
            // (url or magnet, options) or (filename, base64 contents, options); `add_paused`.
            let addition: DemoTorrentAddition
            if method == "core.add_torrent_file" {
                guard let contents = params.dropFirst().first?.text.flatMap({ Data(base64Encoded: $0) }),
                    case let file = DemoTorrentAddition(fileName: params.first?.text ?? "torrent", contents: contents),
                    file.hash != nil
                else { return Self.remote("Unable to add torrent, decoding filedump failed", id: id) }
                addition = file
            } else {
                addition = DemoTorrentAddition(link: params.first?.text ?? "", plusIsSpace: true)
            }
            let options = params.last?["add_paused"]?.flag ?? false
            let number = addition.add(to: queue, category: nil, paused: options)
            return Self.result(.string(Self.hash(number, drone: addition.hash)), id: id)
        default: return Self.error("Unknown method", code: 2, id: id)
        }
        return Self.result(.null, id: id)
    }

    /// A remote exception as deluge-web wraps it (code 4).
    static func remote(_ message: String, id: JSONValue) -> Response {
        error(
            "Failure: [Failure instance: Traceback (failure with no frames): "
                + "<class 'deluge.error.WrappedException'>: \(message)\nTraceback (most recent call last):\n]",
            code: 4, id: id)
    }

    static func hash(_ number: Int, drone: String?) -> String {
        drone?.lowercased() ?? String(format: "%08x", number).padding(toLength: 40, withPad: "f", startingAt: 0)
    }

    func numbers(_ hashes: [String]) -> [Int] {
        let wanted = Set(hashes.map { $0.lowercased() })
        return queue.read { state in
            (state.jobs.map { ($0.number, $0.drone) } + state.history.map { ($0.number, $0.drone) })
                .filter { wanted.contains(Self.hash($0.0, drone: $0.1)) }.map(\.0)
        }
    }

    /// Every torrent by hash; with `details`, also the keys a torrent's screen asks for.
    func torrents(details: Bool = false) -> [String: JSONValue] {
        queue.read { state in
            var list: [String: JSONValue] = [:]
            var lineTaken = false
            let now = queue.clock()
            for (position, job) in state.jobs.enumerated() {
                let active = !job.paused && !state.paused
                let downloading = active && (job.mirrored || !lineTaken)
                if active && !job.mirrored { lineTaken = true }
                let checking = DemoDownloadQueue.checking(state, job.number, now: now)
                let rate = downloading && !checking ? max(1, state.speed) : 0
                let left = job.size - job.downloaded
                let row = DemoDelugeRow(
                    number: job.number, name: job.name, label: job.category, size: job.size, done: job.downloaded,
                    state: checking ? "Checking" : job.paused ? "Paused" : downloading ? "Downloading" : "Queued",
                    eta: rate > 0 ? left / rate : 0, queue: position, rate: rate, added: job.addedAt,
                    limit: state.torrents[job.number]?.limit)
                list[Self.hash(job.number, drone: job.drone)] = row.record(details: details)
            }
            for job in state.history where job.failed == nil {
                let checking = DemoDownloadQueue.checking(state, job.number, now: now)
                let row = DemoDelugeRow(
                    number: job.number, name: job.name, label: job.category, size: job.size, done: job.size,
                    state: checking ? "Checking" : "Seeding", eta: 0, queue: -1, rate: 0, added: job.completedAt,
                    limit: state.torrents[job.number]?.limit)
                list[Self.hash(job.number, drone: job.drone)] = row.record(details: details)
            }
            return list
        }
    }

    func stats() -> JSONValue {
        queue.read { state in
            let limit: Double = state.limit == .off ? -1 : Double(DemoDownloadQueue.speed(under: state.limit) / 1024)
            return .object([
                "download_rate": .number(Double(state.speed)), "upload_rate": .number(Double(state.speed / 12)),
                "max_download": .number(limit), "max_upload": .number(-1), "free_space": .number(1_979_120_929_996),
                "num_connections": .number(12), "dht_nodes": .number(0),
            ])
        }
    }
}

/// One torrent as the demo Deluge reports it.
struct DemoDelugeRow {
    let number: Int
    let name: String
    let label: String?
    let size: Int64
    let done: Int64
    let state: String
    let eta: Int64
    let queue: Int
    let rate: Int64
    let added: Date
    let limit: Int64?

    func record(details: Bool) -> JSONValue {
        var members: [String: JSONValue] = [
            "name": .string(name), "state": .string(state),
            "progress": .number(size > 0 ? Double(done) * 100 / Double(size) : 0),
            "download_payload_rate": .number(Double(rate)), "upload_payload_rate": .number(0),
            "eta": .number(Double(eta)), "total_wanted": .number(Double(size)), "total_done": .number(Double(done)),
            "queue": .number(Double(queue)), "ratio": .number(done == size ? 0.6 : 0), "num_seeds": .number(2),
            "num_peers": .number(1), "time_added": .number(added.timeIntervalSince1970.rounded()),
            "save_path": .string("/downloads"), "message": .string("OK"), "label": .string(label?.lowercased() ?? ""),
        ]
        guard details else { return .object(members) }
        let facts = DemoTorrentFacts(number: number, name: name, size: size, finished: done >= size)
        let fraction = size > 0 ? Double(done) / Double(size) : 0
        members["num_seeds"] = .number(Double(facts.seeds))
        members["num_peers"] = .number(Double(facts.peers))
        members["total_seeds"] = .number(Double(facts.seedsInSwarm))
        members["total_peers"] = .number(Double(facts.peersInSwarm))
        members["total_size"] = .number(Double(size))
        members["total_uploaded"] = .number(Double(done / 3))
        members["max_download_speed"] = .number(limit.map { Double($0 / 1024) } ?? -1)
        members["max_upload_speed"] = .number(-1)
        members["tracker_status"] = .string("Announce OK")
        members["trackers"] = .array([.object(["url": .string(DemoTorrentFacts.tracker), "tier": .number(0)])])
        members["files"] = .array(
            facts.files.enumerated().map { index, file in
                .object([
                    "index": .number(Double(index)), "path": .string(file.name), "size": .number(Double(file.size)),
                ])
            })
        members["file_progress"] = .array(facts.files.map { _ in .number(fraction) })
        members["file_priorities"] = .array(facts.files.map { _ in .number(4) })
        return .object(members)
    }
}
