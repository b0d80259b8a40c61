import ArrDemoKit
import ArrKit
import DownloadKit
import Foundation
import Hummingbird
import NIOCore
import NIOFoundationCompat

/// NZBGet's `POST /jsonrpc` (and `/xmlrpc`) over the demo queue, answering as NZBGet 21 does: HTTP Basic auth
/// (401 with an empty body), sizes split in `Hi`/`Lo`, `"result": false` for arguments it did
/// not take, a JSON-RPC error for an unknown method.
struct NZBGetDemoRoutes: Sendable {
    let queue: DemoDownloadQueue
    let user: String
    let password: String
    let version: String

    func register(on group: RouterGroup<BasicRequestContext>) {
        group.post("jsonrpc") { request, context in
            guard self.authorised(request.headers[.authorization]) else { return Self.unauthorised }
            let body = try await request.body.collect(upTo: 64 << 20)
            guard let call = try? JSONDecoder().decode(JSONValue.self, from: Data(buffer: body)),
                let method = call["method"]?.text
            else { return Self.error("Invalid JSON-RPC request") }
            return self.answer(method, call["params"]?.elements ?? [])
        }
        registerXMLRPC(on: group)
    }

    static var unauthorised: Response {
        var headers = HTTPFields()
        headers[.wwwAuthenticate] = #"Basic realm="NZBGet""#
        return DemoAnswers.text(.unauthorized, "", headers: headers)
    }

    func authorised(_ header: String?) -> Bool {
        guard let header, header.hasPrefix("Basic "),
            let decoded = Data(base64Encoded: String(header.dropFirst(6))).map({ String(decoding: $0, as: UTF8.self) })
        else { return false }
        return decoded == "\(user):\(password)"
    }

    /// What `method` answers (the call's `result`), or nil for a method NZBGet does not have.
    func value(_ method: String, _ params: [JSONValue]) -> JSONValue? {
        switch method {
        case "version": return .string(version)
        case "status": return statusRecord()
        case "listgroups": return .array(groups())
        case "history": return .array(historyRecords())
        case "listfiles":
            // listfiles(IDFrom, IDTo, NZBID): the job's files, sizes split in Hi/Lo.
            let number = params.count > 2 ? Int(clamping: params[2].int64 ?? 0) : 0
            let files = queue.usenetFiles(of: number)?.files ?? []
            return
                .array(
                    files.enumerated().map { index, file in
                        .object([
                            "ID": .number(Double(number * 100 + index)), "NZBID": .number(Double(number)),
                            "Filename": .string(file.name), "FileSizeLo": .number(Double(file.size & 0xffff_ffff)),
                            "FileSizeHi": .number(Double(file.size >> 32)),
                            "RemainingSizeLo": .number(Double(file.left & 0xffff_ffff)),
                            "RemainingSizeHi": .number(Double(file.left >> 32)), "Paused": .bool(file.held),
                        ])
                    })
        case "pausedownload":
            queue.change {
                $0.paused = true; $0.pausedUntil = nil
            }
            return .bool(true)
        case "resumedownload":
            queue.change {
                $0.paused = false; $0.pausedUntil = nil
            }
            return .bool(true)
        case "scheduleresume":
            let seconds = params.first?.double ?? 0
            queue.change { $0.pausedUntil = seconds > 0 ? queue.clock().addingTimeInterval(seconds) : nil }
            return .bool(true)
        case "rate":
            let kilobytes = params.first?.int64 ?? 0
            queue.change { $0.limit = kilobytes > 0 ? .bytesPerSecond(kilobytes * 1024) : .off }
            return .bool(true)
        case "editqueue": return .bool(edit(params))
        case "append":
            guard params.count >= 3 else { return .number(0) }
            let name = (params[0].text ?? "download").replacingOccurrences(of: ".nzb", with: "")
            let category = params[2].text.flatMap { $0.isEmpty ? nil : $0 }
            let priority = params.count > 3 ? DownloadPriority(nzbget: params[3].int64 ?? 0) : .normal
            let paused = params.count > 5 ? params[5].flag ?? false : false
            let number = queue.add(name: name, category: category, priority: priority, paused: paused)
            return .number(Double(number))
        default: return nil
        }
    }

    /// The JSON-RPC answer to `method`.
    func answer(_ method: String, _ params: [JSONValue]) -> Response {
        value(method, params).map(result) ?? Self.error("Invalid procedure")
    }

    func edit(_ params: [JSONValue]) -> Bool {
        guard params.count >= 3, let command = params[0].text, let ids = params[2].elements else { return false }
        let numbers = ids.compactMap { $0.int64.map { Int(clamping: $0) } }
        let parameter = params[1].text ?? ""
        switch command {
        case "GroupPause": return queue.update(numbers) { $0.paused = true } > 0
        case "GroupResume": return queue.update(numbers) { $0.paused = false } > 0
        case "GroupDelete", "GroupFinalDelete", "GroupParkDelete": return queue.remove(numbers) > 0
        case "GroupSetPriority":
            let priority = DownloadPriority(nzbget: Int64(parameter) ?? 0)
            return queue.update(numbers) { $0.priority = priority } > 0
        case "GroupMoveTop": return numbers.first.map(queue.moveToTop) ?? false
        case "GroupSetCategory", "GroupApplyCategory":
            return queue.update(numbers) { $0.category = parameter.isEmpty ? nil : parameter } > 0
        case "HistoryDelete", "HistoryFinalDelete":
            return queue.change { state in
                let before = state.history.count
                state.history.removeAll { numbers.contains($0.number) }
                return state.history.count < before
            }
        case "HistoryRedownload", "HistoryRetryFailed":
            return numbers.first.flatMap { queue.retry($0, keepingNumber: true) } != nil
        default: return false
        }
    }

    func statusRecord() -> JSONValue {
        queue.read { state in
            let left = state.jobs.saturatingSum { $0.size - $0.downloaded }
            let limit: Int64 = state.limit == .off ? 0 : DemoDownloadQueue.speed(under: state.limit)
            let now = queue.clock().timeIntervalSince1970.rounded()
            var members: [String: JSONValue] = [
                "DownloadRate": .number(Double(state.speed)), "AverageDownloadRate": .number(Double(state.speed)),
                "DownloadLimit": .number(Double(limit)), "DownloadPaused": .bool(state.paused),
                "Download2Paused": .bool(state.paused), "ServerPaused": .bool(state.paused),
                "ServerTime": .number(now),
                "ResumeTime": .number(state.pausedUntil.map { $0.timeIntervalSince1970.rounded() } ?? 0),
                "ThreadCount": .number(9), "PostJobCount": .number(0), "UpTimeSec": .number(3600),
            ]
            Self.split(left, "RemainingSize", into: &members)
            Self.split(1_979_120_929_996, "FreeDiskSpace", into: &members)
            return .object(members)
        }
    }

    func groups() -> [JSONValue] {
        queue.read { state in
            var first = true
            return state.jobs.map { job in
                let active = !state.paused && !job.paused && (first || job.mirrored)
                if !job.paused && !state.paused && !job.mirrored { first = false }
                var members: [String: JSONValue] = [
                    "NZBID": .number(Double(job.number)), "FirstID": .number(Double(job.number)),
                    "LastID": .number(Double(job.number)), "NZBName": .string(job.name),
                    "NZBNicename": .string(job.name), "NZBFilename": .string(job.name + ".nzb"), "Kind": .string("NZB"),
                    "Category": .string(job.category ?? ""),
                    "Status": .string(job.paused ? "PAUSED" : active ? "DOWNLOADING" : "QUEUED"),
                    "MaxPriority": .number(Double(job.priority.nzbgetNumber)),
                    "MinPriority": .number(Double(job.priority.nzbgetNumber)),
                    "Health": .number(1000), "CriticalHealth": .number(898), "ActiveDownloads": .number(active ? 4 : 0),
                    "DupeKey": .string(""), "DupeScore": .number(0), "DupeMode": .string("SCORE"),
                    "Parameters": .array(
                        (job.drone.map { [JSONValue.object(["Name": .string("drone"), "Value": .string($0)])] } ?? [])
                            + [.object(["Name": .string("*Unpack:"), "Value": .string("yes")])]),
                    "PostInfoText": .string("NONE"), "PostStageProgress": .number(0),
                ]
                Self.split(job.size, "FileSize", into: &members)
                Self.split(job.size - job.downloaded, "RemainingSize", into: &members)
                Self.split(job.downloaded, "DownloadedSize", into: &members)
                return .object(members)
            }
        }
    }

    func historyRecords() -> [JSONValue] {
        queue.read { state in
            state.history.reversed().map { job in
                var members: [String: JSONValue] = [
                    "NZBID": .number(Double(job.number)), "ID": .number(Double(job.number)), "Kind": .string("NZB"),
                    "Name": .string(job.name), "NZBName": .string(job.name), "Category": .string(job.category ?? ""),
                    "Status": .string(job.failed == nil ? "SUCCESS/ALL" : "FAILURE/HEALTH"),
                    "HistoryTime": .number(job.completedAt.timeIntervalSince1970.rounded()),
                    "Health": .number(job.failed == nil ? 1000 : 712),
                    "Parameters": .array(
                        job.drone.map { [JSONValue.object(["Name": .string("drone"), "Value": .string($0)])] } ?? []),
                ]
                Self.split(job.size, "FileSize", into: &members)
                return .object(members)
            }
        }
    }

    static func split(_ bytes: Int64, _ prefix: String, into members: inout [String: JSONValue]) {
        let value = max(0, bytes)
        members["\(prefix)Hi"] = .number(Double(value >> 32))
        members["\(prefix)Lo"] = .number(Double(value & 0xFFFF_FFFF))
        members["\(prefix)MB"] = .number(Double(value / 1_048_576))
    }

    func result(_ value: JSONValue) -> Response {
        DemoAnswers.json(.object(["version": .string("1.1"), "result": value]))
    }

    static func error(_ message: String) -> Response {
        DemoAnswers.json(
            .object([
                "version": .string("1.1"),
                "error": .object(["name": .string("JSONRPCError"), "code": .number(1), "message": .string(message)]),
            ]))
    }
}
