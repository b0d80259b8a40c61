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
                return DemoAnswers.text(.conflict, "<h1>409: Conflict</h1>", headers: headers)
            }
            let body = try await request.body.collect(upTo: 16 << 20)
            guard let call = try? JSONDecoder().decode(JSONValue.self, from: Data(buffer: body)),
                let method = call["method"]?.text
            else { return Self.result("no method name") }
            return self.answer(method, call["arguments"] ?? .object([:]))
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

    func answer(_ method: String, _ arguments: JSONValue) -> Response {
        let numbers = numbers(arguments["ids"])
        switch method {
        case "session-get":
            return queue.read { state in
                let limit = state.limit == .off ? 0 : DemoDownloadQueue.speed(under: state.limit) / 1024
                return Self.result(
                    "success",
                    [
                        "version": .string(version), "rpc-version": .number(16),
                        "speed-limit-down": .number(Double(max(100, limit))),
                        "speed-limit-down-enabled": .bool(state.limit != .off),
                        "download-dir": .string("/downloads"), "download-dir-free-space": .number(1_979_120_929_996),
                    ])
            }
        case "session-stats":
            return queue.read { state in
                Self.result(
                    "success",
                    [
                        "downloadSpeed": .number(Double(state.speed)), "uploadSpeed": .number(Double(state.speed / 10)),
                        "torrentCount": .number(Double(state.jobs.count)),
                    ])
            }
        case "torrent-get": return Self.result("success", ["torrents": .array(torrents())])
        case "torrent-stop":
            if numbers.isEmpty { queue.change { state in for i in state.jobs.indices { state.jobs[i].paused = true } } }
            queue.update(numbers) { $0.paused = true }
        case "torrent-start":
            if numbers.isEmpty {
                queue.change { state in for i in state.jobs.indices { state.jobs[i].paused = false } }
            }
            queue.update(numbers) { $0.paused = false }
        case "torrent-start-now":
            queue.update(numbers) { job in
                job.paused = false
                job.priority = .force
            }
        case "torrent-remove":
            queue.remove(numbers)
            queue.change { state in state.history.removeAll { numbers.contains($0.number) } }
        case "torrent-set":
            if let band = arguments["bandwidthPriority"]?.int64 {
                queue.update(numbers) { $0.priority = band > 0 ? .high : band < 0 ? .low : .normal }
            }
            if let labels = arguments["labels"]?.elements {
                queue.update(numbers) { $0.category = labels.first?.text }
            }
        case "queue-move-top": numbers.forEach { queue.moveToTop($0) }
        case "session-set":
            let enabled = arguments["speed-limit-down-enabled"]?.flag
            let kilobytes = arguments["speed-limit-down"]?.int64
            queue.change { state in
                if enabled == false { state.limit = .off }
                if enabled == true, let kilobytes { state.limit = .bytesPerSecond(kilobytes * 1024) }
            }
        case "torrent-add":
            let url = arguments["filename"]?.text ?? ""
            let name = URL(string: url)?.deletingPathExtension().lastPathComponent ?? "torrent"
            let number = queue.add(name: name, category: arguments["labels"]?.elements?.first?.text)
            return Self.result(
                "success",
                [
                    "torrent-added": .object([
                        "hashString": .string(Self.hash(number, drone: nil)), "name": .string(name),
                    ])
                ])
        default: return Self.result("method name not recognized")
        }
        return Self.result("success")
    }

    static func hash(_ number: Int, drone: String?) -> String {
        drone?.lowercased() ?? String(format: "%08x", number).padding(toLength: 40, withPad: "e", startingAt: 0)
    }

    func numbers(_ ids: JSONValue?) -> [Int] {
        guard let wanted = ids?.elements?.compactMap({ $0.text?.lowercased() }) else { return [] }
        return queue.read { state in
            (state.jobs.map { ($0.number, $0.drone) } + state.history.map { ($0.number, $0.drone) })
                .filter { wanted.contains(Self.hash($0.0, drone: $0.1)) }.map(\.0)
        }
    }

    func torrents() -> [JSONValue] {
        queue.read { state in
            var list: [JSONValue] = []
            var lineTaken = false
            for (position, job) in state.jobs.enumerated() {
                let active = !job.paused && !state.paused
                let downloading = active && (job.mirrored || !lineTaken || job.priority == .force)
                if active && !job.mirrored { lineTaken = true }
                let left = job.size - job.downloaded
                let rate = downloading ? max(1, state.speed) : 0
                list.append(
                    record(
                        job.number, job.drone, job.name, job.category, size: job.size, left: left,
                        status: job.paused ? 0 : downloading ? 4 : 3, eta: rate > 0 ? left / rate : -1,
                        position: position, band: job.priority == .high ? 1 : job.priority == .low ? -1 : 0,
                        added: job.addedAt, rate: rate))
            }
            for job in state.history where job.failed == nil {
                list.append(
                    record(
                        job.number, job.drone, job.name, job.category, size: job.size, left: 0, status: 6, eta: -1,
                        position: list.count, band: 0, added: job.completedAt, rate: 0))
            }
            return list
        }
    }

    func record(
        _ number: Int, _ drone: String?, _ name: String, _ category: String?, size: Int64, left: Int64, status: Int,
        eta: Int64, position: Int, band: Int, added: Date, rate: Int64
    ) -> JSONValue {
        .object([
            "id": .number(Double(number)), "hashString": .string(Self.hash(number, drone: drone)),
            "name": .string(name),
            "status": .number(Double(status)),
            "percentDone": .number(size > 0 ? Double(size - left) / Double(size) : 0),
            "rateDownload": .number(Double(rate)), "rateUpload": .number(0), "eta": .number(Double(eta)),
            "sizeWhenDone": .number(Double(size)), "leftUntilDone": .number(Double(left)), "error": .number(0),
            "errorString": .string(""), "isStalled": .bool(false), "queuePosition": .number(Double(position)),
            "labels": .array(category.map { [.string($0)] } ?? []), "downloadDir": .string("/downloads"),
            "addedDate": .number(added.timeIntervalSince1970.rounded()), "uploadRatio": .number(left == 0 ? 0.8 : 0),
            "peersConnected": .number(2), "bandwidthPriority": .number(Double(band)),
        ])
    }
}
