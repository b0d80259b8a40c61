import ArrDemoKit
import ArrKit
import DownloadKit
import Foundation
import Hummingbird

/// SABnzbd's `/api?mode=…` over the demo queue, answering as SABnzbd 4.5 does: numbers as
/// strings, priorities as words, a plain-text 403 for a missing or wrong key, `{"status":
/// false, "error": "not implemented"}` for an unknown mode.
struct SABnzbdDemoRoutes: Sendable {
    let queue: DemoDownloadQueue
    let apiKey: String
    let version: String

    /// A job's `nzo_id`: the id the *arr that sent it knows (so the demo *arrs' queues join
    /// it), else one in SABnzbd's shape.
    static func id(_ number: Int, drone: String? = nil) -> String {
        drone ?? String(format: "SABnzbd_nzo_demo%04d", number)
    }

    /// The numbers of the jobs (queued or in history) whose `nzo_id` is among `ids`.
    func numbers(_ ids: [String]) -> [Int] {
        queue.read { state in
            state.jobs.filter { ids.contains(Self.id($0.number, drone: $0.drone)) }.map(\.number)
                + state.history.filter { ids.contains(Self.id($0.number, drone: $0.drone)) }.map(\.number)
        }
    }

    /// Whether this version serves under `/sabnzbd` too: up to 4.3 the URL base was
    /// `/sabnzbd` by default and CherryPy mounts the app at `/` and at the base; from 4.4 the
    /// default base is empty.
    var servesUnderSABnzbd: Bool {
        let release = version.split(separator: ".").compactMap { Int($0.prefix { $0.isNumber }) }
        return release.lexicographicallyPrecedes([4, 4])
    }

    /// `bytes` as SABnzbd's `misc.to_units` writes a size: under 1024 bare, then K or M, G, T, P
    /// by powers of 1024, one decimal from M up ("350", "12 K", "8.1 G").
    static func units(_ bytes: Int64) -> String {
        let tags = ["", "K", "M", "G", "T", "P"]
        var value = Double(bytes)
        var index = 0
        while abs(value) >= 1024, index < tags.count - 1 {
            value /= 1024
            index += 1
        }
        let number = String(format: index > 1 ? "%.1f" : "%.0f", value)
        return index == 0 ? number : "\(number) \(tags[index])"
    }

    func register(on group: RouterGroup<BasicRequestContext>) {
        registerAPI(on: group)
        if servesUnderSABnzbd { registerAPI(on: group.group("sabnzbd")) }
    }

    private func registerAPI(on group: RouterGroup<BasicRequestContext>) {
        group.get("api") { request, _ in self.answer(request.uri.queryParameters) }
        group.post("api") { request, _ in
            let query = request.uri.queryParameters
            guard query["mode"] == "addfile" else { return self.answer(query) }
            let type = request.headers[.contentType] ?? ""
            let body = Data(try await request.body.collect(upTo: 8 << 20).readableBytesView)
            let file = DemoMultipart.parts(of: body, contentType: type).first { $0.filename != nil }
            return self.addFile(file, query: query)
        }
    }

    func answer(_ query: Parameters) -> Response {
        let mode = query["mode"].map(String.init) ?? ""
        if mode == "version" { return json(["version": .string(version)]) }
        guard let key = query["apikey"].map(String.init), !key.isEmpty else { return forbidden("API Key Required") }
        guard key == apiKey else { return forbidden("API Key Incorrect") }
        let name = query["name"].map(String.init) ?? ""
        let values = (query["value"].map(String.init) ?? "").split(separator: ",").map(String.init)
        let numbers = numbers(values)
        if let answer = configuration(mode, query) { return answer }
        switch (mode, name) {
        case ("queue", ""): return json(["queue": queueRecord()])
        case ("history", ""):
            let failedOnly = query["failed_only"] == "1"
            return json(["history": historyRecord(failedOnly: failedOnly)])
        case ("queue", "pause"):
            queue.update(numbers) { $0.paused = true }
            return json(["status": .bool(true), "nzo_ids": .array(values.map(JSONValue.string))])
        case ("queue", "resume"):
            queue.update(numbers) { $0.paused = false }
            return json(["status": .bool(true), "nzo_ids": .array(values.map(JSONValue.string))])
        case ("queue", "delete"):
            queue.remove(numbers)
            return json(["status": .bool(true), "nzo_ids": .array(values.map(JSONValue.string))])
        case ("queue", "priority"):
            let level = Int(query["value2"].map(String.init) ?? "") ?? 0
            let priority = DownloadPriority(sabnzbd: Int64(level))
            queue.update(numbers) { $0.priority = priority }
            if priority == .force, let first = numbers.first { queue.moveToTop(first) }
            return json(["position": .number(0)])
        case ("get_files", _):
            // As SABnzbd: the job's files with their sizes as text; an unknown job has none.
            let files = numbers.first.flatMap { queue.usenetFiles(of: $0) }?.files ?? []
            return json([
                "files": .array(
                    files.enumerated().map { index, file in
                        .object([
                            "filename": .string(file.name), "bytes": .string(String(format: "%.2f", Double(file.size))),
                            "mb": .string(String(format: "%.2f", Double(file.size) / 1_048_576)),
                            "mbleft": .string(String(format: "%.2f", Double(file.left) / 1_048_576)),
                            "status": .string(file.held ? "queued" : file.left == 0 ? "finished" : "active"),
                            "age": .string("1d"), "nzf_id": .string(String(format: "SABnzbd_nzf_demo%04d", index)),
                        ])
                    })
            ])
        case ("switch", _):
            if let first = numbers.first { queue.moveToTop(first) }
            return json(["result": .object(["position": .number(0), "priority": .number(0)])])
        case ("change_cat", _):
            let category = query["value2"].map(String.init)
            queue.update(numbers) { $0.category = category == "*" ? nil : category }
            return json(["status": .bool(true)])
        case ("pause", _):
            queue.change {
                $0.paused = true; $0.pausedUntil = nil
            }
            return json(["status": .bool(true)])
        case ("resume", _):
            queue.change {
                $0.paused = false; $0.pausedUntil = nil
            }
            return json(["status": .bool(true)])
        case ("config", "set_pause"):
            let minutes = Double(values.first ?? "") ?? 0
            queue.change { state in
                state.paused = true
                state.pausedUntil = queue.clock().addingTimeInterval(max(1, minutes) * 60)
            }
            return json(["status": .bool(true)])
        case ("config", "speedlimit"):
            let text = values.first ?? "0"
            let limit: SpeedLimit =
                if let share = Int(text) { share <= 0 || share >= 100 ? .off : .percent(share) } else {
                    SpeedLimit(typed: text) ?? .off
                }
            queue.change { $0.limit = limit }
            return json(["status": .bool(true)])
        case ("retry", _):
            guard let number = numbers.first, let fresh = queue.retry(number) else {
                return json(["status": .bool(false), "error": .string("Invalid request")])
            }
            return json(["status": .bool(true), "nzo_id": .string(Self.id(fresh))])
        case ("history", "delete"):
            queue.change { state in state.history.removeAll { numbers.contains($0.number) } }
            return json(["status": .bool(true)])
        case ("addurl", _):
            let url = name
            let title = URL(string: url)?.deletingPathExtension().lastPathComponent ?? "download"
            return added(title, query: query)
        case ("addfile", _):
            // An upload comes as a multipart POST; a GET has none.
            return json(["status": .bool(false), "error": .string("No NZB file uploaded")])
        default:
            return json(["status": .bool(false), "error": .string("not implemented")])
        }
    }

    /// `addfile`: the uploaded .nzb (field `name` or `nzbfile`), queued under its file name.
    func addFile(_ file: DemoMultipart.Part?, query: Parameters) -> Response {
        guard query["apikey"].map(String.init) == apiKey else { return forbidden("API Key Incorrect") }
        guard let file, let filename = file.filename, !file.contents.isEmpty else {
            return json(["status": .bool(false), "error": .string("No NZB file uploaded")])
        }
        return added((filename as NSString).deletingPathExtension, query: query)
    }

    /// Queues `title` with the call's category and priority (-2 adds it paused).
    func added(_ title: String, query: Parameters) -> Response {
        let category = query["cat"].map(String.init)
        let paused = query["priority"] == "-2"
        let number = queue.add(name: title, category: category == "*" ? nil : category, paused: paused)
        return json(["status": .bool(true), "nzo_ids": .array([.string(Self.id(number))])])
    }

    func queueRecord() -> JSONValue {
        queue.read { state in
            let now = queue.clock()
            let left = state.jobs.saturatingSum { $0.size - $0.downloaded }
            var running = Int64(0)
            var lineTaken = false
            let slots: [JSONValue] = state.jobs.enumerated().map { index, job in
                let remaining = job.size - job.downloaded
                let active = !state.paused && !job.paused
                if active && !job.mirrored { running += remaining }
                // Mirrored *arr downloads move on their own; the first other active job has the line.
                let downloading = active && (job.mirrored || !lineTaken)
                if active && !job.mirrored { lineTaken = true }
                let status = job.paused ? "Paused" : downloading ? "Downloading" : "Queued"
                return .object([
                    "index": .number(Double(index)), "nzo_id": .string(Self.id(job.number, drone: job.drone)),
                    "filename": .string(job.name), "cat": .string(job.category ?? "*"),
                    "priority": .string(job.priority.sabnzbdWord), "status": .string(status),
                    "mb": .string(Self.mebibytes(job.size)), "mbleft": .string(Self.mebibytes(remaining)),
                    "percentage": .string(
                        String(Int64(clamping: Double(job.downloaded) * 100 / Double(max(1, job.size))))),
                    "timeleft": .string(Self.clock(state.speed > 0 && active ? running / state.speed : 0)),
                    "labels": .array([]), "script": .string("Default"), "unpackopts": .string("3"),
                    "avg_age": .string("12d"), "time_added": .number(job.addedAt.timeIntervalSince1970.rounded()),
                ])
            }
            let pauseLeft = state.pausedUntil.map { max(0, $0.timeIntervalSince(now)) } ?? 0
            let share: Int64 =
                switch state.limit {
                case .off: 100
                case .percent(let share): Int64(share)
                case .bytesPerSecond(let bytes): bytes * 100 / DemoDownloadQueue.lineSpeed
                }
            return .object([
                "version": .string(version), "paused": .bool(state.paused),
                "pause_int": .string(
                    pauseLeft > 0
                        ? String(format: "%d:%02d", Int(clamping: pauseLeft) / 60, Int(clamping: pauseLeft) % 60) : "0"),
                "diskspace1": .string("1843.20"), "diskspacetotal1": .string("3726.02"),
                "speedlimit": .string(String(share)),
                "speedlimit_abs": .string(
                    state.limit == .off ? "" : String(DemoDownloadQueue.speed(under: state.limit))),
                "kbpersec": .string(String(format: "%.2f", Double(state.speed) / 1024)),
                "speed": .string(String(format: "%.1f M", Double(state.speed) / 1_048_576)),
                "mbleft": .string(Self.mebibytes(left)),
                "mb": .string(Self.mebibytes(state.jobs.saturatingSum(of: \.size))),
                "timeleft": .string(Self.clock(state.speed > 0 ? running / state.speed : 0)),
                "status": .string(state.paused ? "Paused" : state.speed > 0 ? "Downloading" : "Idle"),
                "noofslots_total": .number(Double(slots.count)), "noofslots": .number(Double(slots.count)),
                "slots": .array(slots),
            ])
        }
    }

    func historyRecord(failedOnly: Bool) -> JSONValue {
        queue.read { state in
            let slots: [JSONValue] = state.history.reversed().filter { !failedOnly || $0.failed != nil }.map { job in
                var stages: [JSONValue] = [
                    .object(["name": .string("Source"), "actions": .array([.string("\(job.name).nzb")])])
                ]
                if let failed = job.failed {
                    stages.append(.object(["name": .string("Download"), "actions": .array([.string(failed)])]))
                } else {
                    stages.append(
                        .object([
                            "name": .string("Repair"), "actions": .array([.string("[\(job.name)] Quick Check OK")]),
                        ]))
                    stages.append(
                        .object([
                            "name": .string("Unpack"),
                            "actions": .array([.string("[\(job.name)] Unpacked 1 file in 14 seconds")]),
                        ]))
                }
                return .object([
                    "nzo_id": .string(Self.id(job.number, drone: job.drone)), "name": .string(job.name),
                    "category": .string(job.category ?? "*"),
                    "status": .string(job.failed == nil ? "Completed" : "Failed"),
                    "fail_message": .string(job.failed ?? ""), "bytes": .number(Double(job.size)),
                    "completed": .number(job.completedAt.timeIntervalSince1970.rounded()),
                    "stage_log": .array(stages), "download_time": .number(120), "retry": .bool(job.failed != nil),
                ])
            }
            // The totals are of every finished job, written as SABnzbd's `to_units` writes them.
            let total = Self.units(state.history.saturatingSum(of: \.size))
            return .object([
                "noofslots": .number(Double(slots.count)), "slots": .array(slots), "ppslots": .number(0),
                "total_size": .string(total), "month_size": .string(total), "week_size": .string(total),
                "day_size": .string(total), "last_history_update": .number(1), "version": .string(version),
            ])
        }
    }

    static func mebibytes(_ bytes: Int64) -> String { String(format: "%.2f", Double(bytes) / 1_048_576) }

    static func clock(_ seconds: Int64) -> String {
        let days = seconds / 86_400
        let rest = String(format: "%d:%02d:%02d", (seconds % 86_400) / 3600, (seconds % 3600) / 60, seconds % 60)
        return days > 0 ? "\(days):" + rest : rest
    }

    func json(_ members: [String: JSONValue]) -> Response { DemoAnswers.json(.object(members)) }

    func forbidden(_ text: String) -> Response { DemoAnswers.text(.forbidden, text) }
}
