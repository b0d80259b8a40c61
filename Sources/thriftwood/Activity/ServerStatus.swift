import ArrKit
import Foundation
import RadarrAPI
import ThriftwoodCore

/// What `status` learned of one server: an *arr's full report, another kind's overview, or why
/// it could not be asked.
struct ServerStatus: Sendable {
    /// An *arr's status, health and disks (the JSON shape of `status --json` for an *arr).
    struct ArrReport: Encodable, Sendable {
        let status: SystemStatus
        let health: [HealthCheck]
        let diskSpace: [DiskSpace]
    }

    /// Another kind's version, health warnings and activity.
    struct OverviewReport: Encodable, Sendable {
        let version: String
        let healthIssues: Int
        let activity: String?
    }

    /// What the server said, or why it did not.
    enum Outcome: Sendable {
        case arr(ArrReport)
        case overview(OverviewReport)
        case failed(any Error)
    }

    /// The server asked.
    let kind: ServiceKind
    /// Its name in the profile.
    let name: String
    /// What came of asking.
    let outcome: Outcome

    /// Asks `server` as its kind is asked: an *arr for its whole report, another kind for its overview.
    static func ask(_ server: ServiceServer, _ dependencies: AppDependencies) async -> ServerStatus {
        let outcome: Outcome
        do {
            if let engine = server.kind.arrEngine {
                let client = try await engine.client(dependencies.services, server)
                let report = try await arrReport(client)
                outcome = .arr(report)
            } else {
                let overview = try await dependencies.overview(of: server)
                outcome = .overview(
                    OverviewReport(
                        version: overview.version, healthIssues: overview.healthIssues, activity: overview.activity))
            }
        } catch {
            outcome = .failed(error)
        }
        return ServerStatus(kind: server.kind, name: server.name, outcome: outcome)
    }

    /// An *arr's status, health and disks, asked at once.
    static func arrReport(_ client: any ArrServiceClient) async throws -> ArrReport {
        async let status = client.systemStatus()
        async let health = client.health()
        async let disks = client.diskSpace()
        let answered = try await status
        let checks = try await health
        let space = try await disks
        return ArrReport(status: answered, health: checks, diskSpace: space)
    }

    /// The exit status this server's outcome asks for.
    var exit: ExitStatus {
        if case .failed(let error) = outcome { return exitStatus(of: error) }
        return .success
    }

    /// The lines `status` prints for it.
    var lines: [String] {
        switch outcome {
        case .arr(let report):
            let app = report.status.appName ?? kind.displayName
            let named = name == app ? app : "\(name) (\(app))"
            var lines = ["\(named) \(report.status.version ?? "?") on \(report.status.osName ?? "?")"]
            if report.health.isEmpty { lines.append("Health: all checks pass.") }
            lines += report.health.map { "\(RadarrLabels.health($0.type).text): \($0.message ?? "")" }
            lines += report.diskSpace.map(RadarrLabels.disk)
            return lines
        case .overview(let report):
            let named = name == kind.displayName ? name : "\(name) (\(kind.displayName))"
            let health =
                report.healthIssues == 0
                ? nil : Format.plural(report.healthIssues, "health warning")
            return [
                ([named + " " + report.version] + [report.activity, health].compactMap { $0 }).joined(separator: " · ")
            ]
        case .failed(let error):
            let notice = ErrorNotice(error)
            return ["\(name) (\(kind.displayName)): \(notice.message)", "  \(notice.suggestion)"]
        }
    }
}

/// One server's status in `status --json`: the record it answered, or the error it gave.
struct TaggedStatus: Encodable {
    let service: ServiceKind
    let server: String
    let status: ServerStatus

    /// The record alone (an error's message when it failed), for one server's `--json`.
    var record: RecordOnly { RecordOnly(status: status) }

    /// One server's record without its tag.
    struct RecordOnly: Encodable {
        let status: ServerStatus

        func encode(to encoder: any Encoder) throws {
            switch status.outcome {
            case .arr(let report): try report.encode(to: encoder)
            case .overview(let report): try report.encode(to: encoder)
            case .failed(let error):
                var container = encoder.singleValueContainer()
                try container.encode(["error": ErrorNotice(error).message])
            }
        }
    }

    enum CodingKeys: String, CodingKey { case service, server, record, error }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(service, forKey: .service)
        try container.encode(server, forKey: .server)
        switch status.outcome {
        case .arr(let report): try container.encode(report, forKey: .record)
        case .overview(let report): try container.encode(report, forKey: .record)
        case .failed(let error): try container.encode(ErrorNotice(error).message, forKey: .error)
        }
    }
}
