import ArrDemoKit
import ArrKit
import DownloadKit
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import NIOFoundationCompat

/// Transmission's RPC over the demo queue, answering as Transmission 3.00 does: Basic auth
/// (401 "Unauthorized User"), the session-id handshake (409 with the id in
/// `X-Transmission-Session-Id`), `{"result": "success", "arguments"}`; finished torrents seed.
/// Configured as 4.1 or later it also speaks JSON-RPC 2.0 with snake-case names, as 4.1 does
/// (its 409 then carries `X-Transmission-Rpc-Version: 6.0.0`), and still takes the old form.
struct TransmissionDemoRoutes: Sendable {
    let queue: DemoDownloadQueue
    let user: String
    let password: String
    let version: String
    static let session = "thriftwood-demo-transmission-session"

    func register(on group: RouterGroup<BasicRequestContext>) {
        group.post("transmission/rpc") { request, _ in
            guard self.authorised(request.headers[.authorization]) else {
                var headers = HTTPFields()
                headers[.wwwAuthenticate] = #"Basic realm="Transmission""#
                return DemoAnswers.text(.unauthorized, "<h1>401: Unauthorized</h1>", headers: headers)
            }
            guard let sessionHeader = HTTPField.Name("X-Transmission-Session-Id") else {
                return DemoAnswers.text(.internalServerError, "no session header name")
            }
            guard request.headers[sessionHeader] == Self.session else {
                var headers = HTTPFields()
                headers[sessionHeader] = Self.session
                if self.speaksJSONRPC, let version = HTTPField.Name("X-Transmission-Rpc-Version") {
                    headers[version] = "6.0.0"
                }
                return DemoAnswers.text(.conflict, "<h1>409: Conflict</h1>", headers: headers)
            }
            let body = try await request.body.collect(upTo: 16 << 20)
            guard let call = try? JSONDecoder().decode(JSONValue.self, from: Data(buffer: body)),
                let method = call["method"]?.text
            else { return Self.result("no method name") }
            guard self.speaksJSONRPC, call["jsonrpc"]?.text == "2.0" else {
                let (result, arguments) = self.answer(method, call["arguments"] ?? .object([:]), .legacy)
                return Self.result(result, arguments)
            }
            let legacy = method.replacingOccurrences(of: "_", with: "-")
            let (result, arguments) = self.answer(legacy, call["params"] ?? .object([:]), .jsonRPC)
            let id = call["id"] ?? .null
            guard result == "success" else {
                let code: Double = result == "method name not recognized" ? -32601 : 1
                return DemoAnswers.json(
                    .object([
                        "jsonrpc": .string("2.0"), "id": id,
                        "error": .object(["code": .number(code), "message": .string(result)]),
                    ]))
            }
            return DemoAnswers.json(
                .object([
                    "jsonrpc": .string("2.0"), "id": id,
                    "result": Self.renamed(.object(arguments), .jsonRPC),
                ]))
        }
    }

    /// Whether the configured version is 4.1 or later (JSON-RPC 2.0 besides the old form).
    var speaksJSONRPC: Bool {
        let numbers = version.split(whereSeparator: { !$0.isNumber }).prefix(2).compactMap { Int($0) }
        return numbers.count == 2 && (numbers[0], numbers[1]) >= (4, 1)
    }

    /// Every object key of `value` in `dialect`.
    static func renamed(_ value: JSONValue, _ dialect: TransmissionDialect) -> JSONValue {
        switch value {
        case .object(let members):
            .object(
                Dictionary(uniqueKeysWithValues: members.map { (dialect.name($0.key), renamed($0.value, dialect)) }))
        case .array(let elements): .array(elements.map { renamed($0, dialect) })
        default: value
        }
    }

    func authorised(_ header: String?) -> Bool {
        guard let header, header.hasPrefix("Basic "),
            let decoded = Data(base64Encoded: String(header.dropFirst(6))).map({ String(decoding: $0, as: UTF8.self) })
        else { return false }
        return decoded == "\(user):\(password)"
    }

    static func result(_ text: String, _ arguments: [String: JSONValue] = [:]) -> Response {
        DemoAnswers.json(.object(["result": .string(text), "arguments": .object(arguments)]))
    }

    /// What `method` (its legacy name) answers: "success" or the daemon's refusal, and the
    /// arguments, named in the legacy form. The arguments given are read in `dialect`.
    func answer(
        _ method: String, _ given: JSONValue, _ dialect: TransmissionDialect
    ) -> (String, [String: JSONValue]) {
        func argument(_ key: String) -> JSONValue? { given[dialect.name(key)] }
        let numbers = numbers(argument("ids"))
        switch method {
        case "session-get":
            return queue.read { state in
                let limit = state.limit == .off ? 0 : DemoDownloadQueue.speed(under: state.limit) / Self.speedUnit
                return (
                    "success",
                    [
                        "version": .string(version), "rpc-version": .number(speaksJSONRPC ? 18 : 16),
                        "rpc-version-semver": .string(speaksJSONRPC ? "6.0.0" : "5.2.0"),
                        "speed-limit-down": .number(Double(max(100, limit))),
                        "speed-limit-down-enabled": .bool(state.limit != .off),
                        "alt-speed-enabled": .bool(state.alternativeSpeed),
                        "alt-speed-down": .number(Double(DemoDownloadQueue.alternativeSpeed / Self.speedUnit)),
                        "download-dir": .string("/downloads"), "download-dir-free-space": .number(1_979_120_929_996),
                        "units": .object([
                            "speed-bytes": .number(Double(Self.speedUnit)),
                            "speed-units": .array(["kB/s", "MB/s", "GB/s", "TB/s"].map(JSONValue.string)),
                        ]),
                    ]
                )
            }
        case "session-stats":
            return queue.read { state in
                (
                    "success",
                    [
                        "downloadSpeed": .number(Double(state.speed)), "uploadSpeed": .number(Double(state.speed / 10)),
                        "torrentCount": .number(Double(state.jobs.count)),
                    ]
                )
            }
        case "torrent-get":
            // Only the torrents asked for (an unknown hash: an empty list, not an error).
            // "recently-active" (the poll of a client that keeps its own list): the demo's every
            // torrent is active, and it tells of none removed.
            let all = torrents()
            let recent = argument("ids") == .string("recently-active")
            let wanted = argument("ids") == nil || recent ? all : all.filter { numbers.contains($0.number) }
            // As Transmission does: only the fields asked for.
            let fields = Set((argument("fields")?.elements ?? []).compactMap(\.text))
            var listed: [String: JSONValue] = [
                "torrents": .array(
                    wanted.map { torrent in
                        guard case .object(let members) = torrent.record, !fields.isEmpty else { return torrent.record }
                        return .object(members.filter { fields.contains(dialect.name($0.key)) })
                    })
            ]
            if recent { listed["removed"] = .array([]) }
            return ("success", listed)
        case "torrent-stop":
            // No `ids` at all means every torrent; ids that name none change nothing.
            if argument("ids") == nil {
                queue.change { state in for i in state.jobs.indices { state.jobs[i].paused = true } }
            }
            queue.update(numbers) { $0.paused = true }
        case "torrent-start":
            if argument("ids") == nil {
                queue.change { state in for i in state.jobs.indices { state.jobs[i].paused = false } }
            }
            queue.update(numbers) { $0.paused = false }
        case "torrent-start-now":
            queue.update(numbers) { job in
                job.paused = false
                job.priority = .force
            }
        case "torrent-verify": queue.recheck(numbers)
        case "torrent-remove":
            queue.remove(numbers)
            queue.change { state in state.history.removeAll { numbers.contains($0.number) } }
        case "torrent-set":
            if let band = argument("bandwidthPriority")?.int64 {
                queue.update(numbers) { $0.priority = band > 0 ? .high : band < 0 ? .low : .normal }
            }
            if let labels = argument("labels")?.elements {
                queue.setCategory(numbers, labels.first?.text)
            }
            if let limited = argument("downloadLimited")?.flag {
                let kilobytes = argument("downloadLimit")?.int64 ?? 100
                queue.limit(numbers, bytesPerSecond: limited ? kilobytes * Self.speedUnit : nil)
            }
        case "queue-move-top": numbers.forEach { queue.moveToTop($0) }
        case "session-set":
            let enabled = argument("speed-limit-down-enabled")?.flag
            let kilobytes = argument("speed-limit-down")?.int64
            let alternative = argument("alt-speed-enabled")?.flag
            queue.change { state in
                if let alternative { state.alternativeSpeed = alternative }
                if enabled == false { state.limit = .off }
                if enabled == true, let kilobytes { state.limit = .bytesPerSecond(kilobytes * Self.speedUnit) }
            }
        case "torrent-add":
            // A link or magnet in `filename`, or a .torrent's contents in `metainfo` (base64);
            // Transmission refuses a metainfo it cannot read.
            let addition: DemoTorrentAddition
            if let metainfo = argument("metainfo")?.text {
                guard let contents = Data(base64Encoded: metainfo),
                    case let file = DemoTorrentAddition(fileName: "torrent.torrent", contents: contents),
                    file.hash != nil
                else { return ("invalid or corrupt torrent file", [:]) }
                addition = file
            } else {
                addition = DemoTorrentAddition(link: argument("filename")?.text ?? "", plusIsSpace: false)
            }
            let number = addition.add(
                to: queue, category: argument("labels")?.elements?.first?.text,
                paused: argument("paused")?.flag ?? false)
            return (
                "success",
                [
                    "torrent-added": .object([
                        "id": .number(Double(number)), "hashString": .string(Self.hash(number, drone: addition.hash)),
                        "name": .string(addition.name),
                    ])
                ]
            )
        case "free-space":
            // Transmission answers for any directory it can read; the demo's disk is the one
            // `session-get` reports.
            let path = argument("path")?.text ?? ""
            guard path.hasPrefix("/") else { return ("No such file or directory (\(path))", [:]) }
            return ("success", ["path": .string(path), "size-bytes": .number(1_979_120_929_996)])
        // No peer port is open on the demo; its blocklist is empty.
        case "port-test": return ("success", ["port-is-open": .bool(false)])
        case "blocklist-update": return ("success", ["blocklist-size": .number(0)])
        default: return ("method name not recognized", [:])
        }
        return ("success", [:])
    }

    /// Bytes in the daemon's "kB/s" (its `units.speed-bytes`).
    static let speedUnit: Int64 = 1000

    static func hash(_ number: Int, drone: String?) -> String {
        drone?.lowercased() ?? String(format: "%08x", number).padding(toLength: 40, withPad: "e", startingAt: 0)
    }

    /// The torrents `ids` names, as Transmission reads it: one id number, or a list of id
    /// numbers and hashes (a client may mix them), or a single hash; an id nobody has is left out.
    func numbers(_ ids: JSONValue?) -> [Int] {
        let given: [JSONValue] =
            switch ids {
            case .array(let list)?: list
            case .number?, .string?: ids.map { [$0] } ?? []
            default: []
            }
        let hashes = Set(given.compactMap { if case .string(let hash) = $0 { hash.lowercased() } else { nil } })
        let ids = Set(given.compactMap { if case .number = $0 { $0.int64 } else { nil } })
        return queue.read { state in
            (state.jobs.map { ($0.number, $0.drone) } + state.history.map { ($0.number, $0.drone) })
                .filter { ids.contains(Int64($0.0)) || hashes.contains(Self.hash($0.0, drone: $0.1)) }.map(\.0)
        }
    }

    /// Every torrent with its number, each record named in the legacy form.
    func torrents() -> [(number: Int, record: JSONValue)] {
        queue.read { state in
            var list: [(Int, JSONValue)] = []
            var lineTaken = false
            let now = queue.clock()
            for (position, job) in state.jobs.enumerated() {
                let active = !job.paused && !state.paused
                let downloading = active && (job.mirrored || !lineTaken || job.priority == .force)
                if active && !job.mirrored { lineTaken = true }
                let checking = DemoDownloadQueue.checking(state, job.number, now: now)
                let left = job.size - job.downloaded
                let rate = downloading && !checking ? max(1, state.speed) : 0
                let row = DemoTorrentRow(
                    number: job.number, hash: Self.hash(job.number, drone: job.drone), name: job.name,
                    category: job.category, size: job.size, left: left,
                    status: checking ? 2 : job.paused ? 0 : downloading ? 4 : 3, position: position,
                    band: job.priority == .high ? 1 : job.priority == .low ? -1 : 0, added: job.addedAt, rate: rate,
                    limit: state.torrents[job.number]?.limit)
                list.append((job.number, row.record))
            }
            for job in state.history where job.failed == nil {
                let checking = DemoDownloadQueue.checking(state, job.number, now: now)
                let row = DemoTorrentRow(
                    number: job.number, hash: Self.hash(job.number, drone: job.drone), name: job.name,
                    category: job.category, size: job.size, left: 0, status: checking ? 2 : 6, position: list.count,
                    band: 0, added: job.completedAt, rate: 0, limit: state.torrents[job.number]?.limit)
                list.append((job.number, row.record))
            }
            return list
        }
    }
}

/// One torrent as the demo Transmission lists it, with the fields a torrent's screen asks for.
struct DemoTorrentRow {
    let number: Int
    let hash: String
    let name: String
    let category: String?
    let size: Int64
    let left: Int64
    let status: Int
    let position: Int
    let band: Int
    let added: Date
    let rate: Int64
    let limit: Int64?

    var record: JSONValue {
        let facts = DemoTorrentFacts(number: number, name: name, size: size, finished: left == 0)
        let done = size - left
        let fraction = size > 0 ? Double(done) / Double(size) : 0
        return .object([
            "id": .number(Double(number)), "hashString": .string(hash), "name": .string(name),
            "status": .number(Double(status)), "percentDone": .number(fraction),
            "rateDownload": .number(Double(rate)), "rateUpload": .number(0),
            "eta": .number(Double(rate > 0 ? left / rate : -1)), "sizeWhenDone": .number(Double(size)),
            "leftUntilDone": .number(Double(left)), "error": .number(0), "errorString": .string(""),
            "isStalled": .bool(false), "queuePosition": .number(Double(position)),
            "labels": .array(category.map { [.string($0)] } ?? []), "downloadDir": .string("/downloads"),
            "addedDate": .number(added.timeIntervalSince1970.rounded()), "uploadRatio": .number(left == 0 ? 0.8 : 0),
            "peersConnected": .number(Double(facts.seeds + facts.peers)), "bandwidthPriority": .number(Double(band)),
            "peersSendingToUs": .number(Double(facts.seeds)), "peersGettingFromUs": .number(Double(facts.peers)),
            "uploadedEver": .number(Double(done / 3)),
            "downloadLimit": .number(Double((limit ?? 100_000) / TransmissionDemoRoutes.speedUnit)),
            "downloadLimited": .bool(limit != nil), "uploadLimit": .number(100), "uploadLimited": .bool(false),
            "files": .array(
                facts.files.map { file in
                    .object([
                        "name": .string(file.name), "length": .number(Double(file.size)),
                        "bytesCompleted": .number((Double(file.size) * fraction).rounded()),
                    ])
                }),
            "fileStats": .array(
                facts.files.map { file in
                    .object([
                        "bytesCompleted": .number((Double(file.size) * fraction).rounded()), "wanted": .bool(true),
                        "priority": .number(0),
                    ])
                }),
            "trackerStats": .array([
                .object([
                    "announce": .string(DemoTorrentFacts.tracker), "hasAnnounced": .bool(true),
                    "lastAnnounceSucceeded": .bool(true), "lastAnnounceResult": .string("Success"),
                    "seederCount": .number(Double(facts.seedsInSwarm)),
                    "leecherCount": .number(Double(facts.peersInSwarm)), "tier": .number(0),
                ])
            ]),
        ])
    }
}
