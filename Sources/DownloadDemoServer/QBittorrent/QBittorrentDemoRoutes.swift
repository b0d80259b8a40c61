import ArrDemoKit
import ArrKit
import DownloadKit
import Foundation
import Hummingbird
import NIOCore

/// qBittorrent's Web API v2 over the demo queue, answering as qBittorrent 4.6 does: a sign-in
/// that sets `SID` (or says "Fails."), 403 "Forbidden" without the cookie, `sync/maindata`,
/// torrents whose id is their hash; finished torrents stay in the list, seeding. Configured as
/// 5.x it names its states `stopped*` and speaks Web API 2.11; as 5.2 or later its sign-in
/// answers an empty 204 with `QBT_SID_<port>` (401 when refused), and it takes the API key
/// `qbt_` + the password as a bearer token.
struct QBittorrentDemoRoutes: Sendable {
    let queue: DemoDownloadQueue
    let user: String
    let password: String
    let version: String
    static let sessionCookie = "SID=thriftwood-demo-session"
    /// What the last `sync/maindata` answer said, so the next one can send only what changed.
    let sync = QBittorrentDemoSync()
    /// The application's reads and the torrents' tags.
    let app: QBittorrentDemoApp

    init(queue: DemoDownloadQueue, user: String, password: String, version: String) {
        self.queue = queue
        self.user = user
        self.password = password
        self.version = version
        app = QBittorrentDemoApp(version: version, started: queue.clock())
    }

    /// A job's hash: the id its *arr knows it by, else 40 hex digits made from its number.
    static func hash(_ number: Int, drone: String?) -> String {
        drone?.lowercased() ?? String(format: "%08x", number).padding(toLength: 40, withPad: "d", startingAt: 0)
    }

    func register(on group: RouterGroup<BasicRequestContext>) {
        let api = group.group("api/v2")
        api.post("auth/login") { request, _ in
            let form = try await Self.form(request)
            let fifty2 = self.atLeast(5, 2)
            guard form["username"] == user, form["password"] == password else {
                return fifty2 ? DemoAnswers.text(.unauthorized, "") : DemoAnswers.text(.ok, "Fails.")
            }
            var headers = HTTPFields()
            headers[.setCookie] = self.cookie + "; HttpOnly; path=/; SameSite=Strict"
            return fifty2
                ? DemoAnswers.text(.noContent, "", headers: headers) : DemoAnswers.text(.ok, "Ok.", headers: headers)
        }
        for path in [
            "app/version", "app/webapiVersion", "sync/maindata", "torrents/info", "transfer/info",
            "torrents/categories", "transfer/speedLimitsMode",
        ] + QBittorrentDemoApp.reads {
            // qBittorrent answers its reads to GET and to POST with the parameters in the form
            // (qbittorrent-api, the Python client, asks everything by POST).
            for method in [HTTPRequest.Method.get, .post] {
                api.on(RouterPath(path), method: method) { request, _ in
                    guard self.signedIn(request) else { return DemoAnswers.text(.forbidden, "Forbidden") }
                    let asked = try await Self.parameters(request)
                    if path == "torrents/info", let hashes = asked["hashes"] {
                        let wanted = Set(hashes.lowercased().split(separator: "|").map(String.init))
                        return DemoAnswers.json(.array(Self.listed(torrents().filter { wanted.contains($0.key) })))
                    }
                    return self.read(path, rid: asked["rid"].flatMap { Int($0) } ?? 0)
                }
            }
        }
        for path in [
            "torrents/properties", "torrents/trackers", "torrents/files", "torrents/webseeds", "torrents/pieceStates",
        ] {
            for method in [HTTPRequest.Method.get, .post] {
                api.on(RouterPath(path), method: method) { request, _ in
                    guard self.signedIn(request) else { return DemoAnswers.text(.forbidden, "Forbidden") }
                    let hash = try await Self.parameters(request)["hash"]?.lowercased() ?? ""
                    guard let answer = self.detail(path, hash: hash) else {
                        return DemoAnswers.text(.notFound, "Not Found")
                    }
                    return DemoAnswers.json(answer)
                }
            }
        }
        for path in [
            "torrents/pause", "torrents/resume", "torrents/stop", "torrents/start", "torrents/delete",
            "torrents/setForceStart", "torrents/topPrio", "torrents/increasePrio", "torrents/decreasePrio",
            "torrents/setCategory", "transfer/setDownloadLimit", "torrents/recheck",
            "torrents/setDownloadLimit", "torrents/createCategory", "transfer/toggleSpeedLimitsMode",
        ] + QBittorrentDemoApp.changes {
            api.post(RouterPath(path)) { request, _ in
                guard self.signedIn(request) else { return DemoAnswers.text(.forbidden, "Forbidden") }
                return self.act(path, try await Self.form(request))
            }
        }
        api.post("torrents/add") { request, _ in
            guard self.signedIn(request) else { return DemoAnswers.text(.forbidden, "Forbidden") }
            return try await self.add(request)
        }
    }

    /// `torrents/add`: links and magnets in `urls` (a form), or .torrent files in `torrents`
    /// (multipart), paused by 4.x's `paused` or 5.x's `stopped`. A file that is not a torrent
    /// is refused as the version does: "Fails." up to 4.x, 415 from 5.0.
    func add(_ request: Request) async throws -> Response {
        let type = request.headers[.contentType] ?? ""
        var fields: [String: String] = [:]
        var additions: [DemoTorrentAddition] = []
        if type.lowercased().hasPrefix("multipart/form-data") {
            let body = Data(try await request.body.collect(upTo: 8 << 20).readableBytesView)
            for part in DemoMultipart.parts(of: body, contentType: type) {
                if let filename = part.filename, part.name == "torrents" {
                    additions.append(DemoTorrentAddition(fileName: filename, contents: part.contents))
                } else {
                    fields[part.name] = String(decoding: part.contents, as: UTF8.self)
                }
            }
            if additions.contains(where: { $0.hash == nil }) {
                return atLeast(5)
                    ? DemoAnswers.text(.unsupportedMediaType, "Torrent file is not valid")
                    : DemoAnswers.text(.ok, "Fails.")
            }
        } else {
            fields = try await Self.form(request)
            additions = (fields["urls"] ?? "").split(whereSeparator: \.isNewline).map {
                DemoTorrentAddition(link: String($0), plusIsSpace: true)
            }
        }
        let paused = fields["paused"] == "true" || fields["stopped"] == "true"
        let category = fields["category"].flatMap { $0.isEmpty ? nil : $0 }
        for addition in additions { _ = addition.add(to: queue, category: category, paused: paused) }
        return DemoAnswers.text(.ok, atLeast(5, 2) ? "" : "Ok.")
    }

    /// Whether the configured version is `major.minor` or later.
    func atLeast(_ major: Int, _ minor: Int = 0) -> Bool {
        let release = version.split(separator: ".").compactMap { Int($0.prefix { $0.isNumber }) }
        return !release.lexicographicallyPrecedes([major, minor])
    }

    /// The session cookie: `SID` up to 4.x, `QBT_SID_<port>` from 5.0 (the demo's port stands
    /// for it).
    var cookie: String { atLeast(5) ? "QBT_SID_8080=thriftwood-demo-session" : Self.sessionCookie }

    /// Whether `request` carries the session cookie, or (5.2) the API key as a bearer token.
    func signedIn(_ request: Request) -> Bool {
        if atLeast(5, 2), request.headers[.authorization] == "Bearer qbt_\(password)" { return true }
        return (request.headers[.cookie] ?? "").split(separator: ";").contains {
            $0.trimmingCharacters(in: .whitespaces) == cookie
        }
    }

    /// A paused torrent's state word: `paused…` up to 4.x, `stopped…` from 5.0.
    func paused(_ suffix: String) -> String { (atLeast(5) ? "stopped" : "paused") + suffix }

    static func form(_ request: Request) async throws -> [String: String] {
        let body = try await request.body.collect(upTo: 1 << 20)
        var form: [String: String] = [:]
        for pair in String(buffer: body).split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1).map {
                String($0).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String($0)
            }
            form[parts[0]] = parts.count > 1 ? parts[1] : ""
        }
        return form
    }

    /// A read's parameters: the query's, and for a POST the form's too (the form's win).
    static func parameters(_ request: Request) async throws -> [String: String] {
        var asked: [String: String] = [:]
        for (name, value) in request.uri.queryParameters { asked[String(name)] = String(value) }
        if request.method == .post {
            for (name, value) in try await form(request) { asked[name] = value }
        }
        return asked
    }

    func read(_ path: String, rid: Int) -> Response {
        switch path {
        case "app/version": return DemoAnswers.text(.ok, "v" + version)
        case "app/webapiVersion":
            return DemoAnswers.text(.ok, atLeast(5, 2) ? "2.14.1" : atLeast(5) ? "2.11.2" : "2.9.3")
        case "torrents/categories":
            return DemoAnswers.json(
                .object(
                    Dictionary(
                        uniqueKeysWithValues: queue.read(\.knownCategories).sorted().map {
                            ($0, JSONValue.object(["name": .string($0), "savePath": .string("")]))
                        })))
        case "transfer/info": return DemoAnswers.json(serverState())
        case "transfer/speedLimitsMode": return DemoAnswers.text(.ok, queue.read(\.alternativeSpeed) ? "1" : "0")
        case "torrents/info": return DemoAnswers.json(.array(Self.listed(torrents())))
        case _ where QBittorrentDemoApp.reads.contains(path):
            let limit = queue.read { $0.limit == .off ? 0 : DemoDownloadQueue.speed(under: $0.limit) }
            return app.read(path, limit: limit)
        default:
            // As qBittorrent does: everything for rid 0 (or a rid it did not send last), then
            // only what changed since the rid the client names.
            return DemoAnswers.json(sync.answer(asked: rid, torrents: torrents(), server: serverState()))
        }
    }

    /// Torrents as `torrents/info` lists them: each record carrying its `hash` (`sync/maindata`
    /// keys them by it instead).
    static func listed(_ torrents: [String: JSONValue]) -> [JSONValue] {
        torrents.sorted { $0.key < $1.key }.map { hash, record in
            var record = record
            record["hash"] = .string(hash)
            return record
        }
    }

    func torrents() -> [String: JSONValue] {
        queue.read { state in
            var list: [String: JSONValue] = [:]
            var position = 1
            var lineTaken = false
            let now = queue.clock()
            for job in state.jobs {
                let active = !job.paused && !state.paused
                let downloading = active && (job.mirrored || !lineTaken)
                if active && !job.mirrored { lineTaken = true }
                let checking = DemoDownloadQueue.checking(state, job.number, now: now)
                let word =
                    checking ? "checkingDL" : job.paused ? paused("DL") : downloading ? "downloading" : "queuedDL"
                let left = job.size - job.downloaded
                let rate = downloading && !checking ? max(1, state.speed) : 0
                let hash = Self.hash(job.number, drone: job.drone)
                list[hash] = record(
                    hash, job.name, job.category, size: job.size, left: left, state: word,
                    eta: rate > 0 ? left / rate : 8_640_000, priority: position, forced: job.priority == .force,
                    added: job.addedAt, speed: rate, limit: state.torrents[job.number]?.limit)
                position += 1
            }
            for job in state.history where job.failed == nil {
                let checking = DemoDownloadQueue.checking(state, job.number, now: now)
                let hash = Self.hash(job.number, drone: job.drone)
                list[hash] = record(
                    hash, job.name, job.category, size: job.size, left: 0, state: checking ? "checkingUP" : "stalledUP",
                    eta: 8_640_000, priority: 0, forced: false, added: job.completedAt, speed: 0,
                    limit: state.torrents[job.number]?.limit)
            }
            return list
        }
    }

    /// The tags a finished torrent starts with.
    static let seedingTags = ["archive", "keep-seeding"]

    func record(
        _ hash: String, _ name: String, _ category: String?, size: Int64, left: Int64, state: String, eta: Int64,
        priority: Int, forced: Bool, added: Date, speed: Int64, limit: Int64?
    ) -> JSONValue {
        let tags = app.tags(of: hash, initial: left == 0 ? Self.seedingTags : [])
        return .object([
            "name": .string(name), "category": .string(category ?? ""), "size": .number(Double(size)),
            "total_size": .number(Double(size)), "amount_left": .number(Double(left)), "state": .string(state),
            "progress": .number(size > 0 ? Double(size - left) / Double(size) : 0), "eta": .number(Double(eta)),
            "priority": .number(Double(priority)), "force_start": .bool(forced),
            "added_on": .number(added.timeIntervalSince1970.rounded()), "dlspeed": .number(Double(speed)),
            "upspeed": .number(0), "ratio": .number(left == 0 ? 0.42 : 0), "num_seeds": .number(left == 0 ? 0 : 3),
            "num_leechs": .number(1), "tags": .string(tags),
            "save_path": .string("/downloads/"),
            "dl_limit": .number(Double(limit ?? 0)), "up_limit": .number(0),
        ])
    }

    func serverState() -> JSONValue {
        queue.read { state in
            let limit: Int64 = state.limit == .off ? 0 : DemoDownloadQueue.speed(under: state.limit)
            return .object([
                "dl_info_speed": .number(Double(state.speed)), "up_info_speed": .number(Double(state.speed / 8)),
                "dl_rate_limit": .number(Double(limit)), "up_rate_limit": .number(0),
                "free_space_on_disk": .number(1_979_120_929_996), "connection_status": .string("connected"),
                "queueing": .bool(true), "use_alt_speed_limits": .bool(state.alternativeSpeed),
            ])
        }
    }

    func numbers(_ hashes: String?) -> [Int] {
        let wanted = Set((hashes ?? "").lowercased().split(separator: "|").map(String.init))
        return queue.read { state in
            let all = wanted.contains("all")
            return (state.jobs.map { ($0.number, $0.drone) } + state.history.map { ($0.number, $0.drone) })
                .filter { all || wanted.contains(Self.hash($0.0, drone: $0.1)) }.map(\.0)
        }
    }

    func act(_ path: String, _ form: [String: String]) -> Response {
        let numbers = numbers(form["hashes"])
        if QBittorrentDemoApp.changes.contains(path) {
            let finished = Set(queue.read { $0.history.map { Self.hash($0.number, drone: $0.drone) } })
            let hashes = queue.read { state in
                (state.jobs.map { ($0.number, $0.drone) } + state.history.map { ($0.number, $0.drone) })
                    .filter { numbers.contains($0.0) }.map { Self.hash($0.0, drone: $0.1) }
            }
            return app.change(path, form, hashes: hashes) { finished.contains($0) ? Self.seedingTags : [] }
        }
        switch path {
        case "torrents/pause", "torrents/stop": queue.update(numbers) { $0.paused = true }
        case "torrents/resume", "torrents/start": queue.update(numbers) { $0.paused = false }
        case "torrents/delete":
            queue.remove(numbers)
            queue.change { state in state.history.removeAll { numbers.contains($0.number) } }
        case "torrents/setForceStart":
            // qBittorrent resumes the torrent either way: forced, or back under the queue's
            // control (`resume(Forced)` / `resume(AutoManaged)`), so a paused one starts.
            let forced = form["value"] == "true"
            queue.update(numbers) { job in
                if forced { job.priority = .force } else if job.priority == .force { job.priority = .normal }
                job.paused = false
            }
        case "torrents/topPrio": numbers.forEach { queue.moveToTop($0) }
        case "torrents/increasePrio", "torrents/decreasePrio":
            let step = path.hasSuffix("increasePrio") ? -1 : 1
            queue.change { state in
                for number in numbers {
                    guard let index = state.jobs.firstIndex(where: { $0.number == number }) else { continue }
                    let target = max(0, min(state.jobs.count - 1, index + step))
                    state.jobs.swapAt(index, target)
                }
            }
        case "torrents/setCategory":
            let category = form["category"].flatMap { $0.isEmpty ? nil : $0 }
            // As qBittorrent does: a category it does not have is refused, not made.
            if let category, !queue.read({ $0.knownCategories.contains(category) }) {
                return DemoAnswers.text(.conflict, "Incorrect category name")
            }
            queue.setCategory(numbers, category)
        case "torrents/createCategory":
            guard let category = form["category"], !category.isEmpty else {
                return DemoAnswers.text(.badRequest, "")
            }
            guard queue.change({ !$0.knownCategories.contains(category) && $0.categories.insert(category).inserted })
            else {
                return DemoAnswers.text(.conflict, "Unable to create category")
            }
        case "torrents/recheck": queue.recheck(numbers)
        case "transfer/toggleSpeedLimitsMode": queue.change { $0.alternativeSpeed.toggle() }
        case "torrents/setDownloadLimit": queue.limit(numbers, bytesPerSecond: Int64(form["limit"] ?? ""))
        case "transfer/setDownloadLimit":
            let bytes = Int64(form["limit"] ?? "") ?? 0
            queue.change { $0.limit = bytes > 0 ? .bytesPerSecond(bytes) : .off }
        default: break
        }
        return DemoAnswers.text(.ok, "")
    }
}
