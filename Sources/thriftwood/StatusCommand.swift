import ArgumentParser
import ArrKit
import Foundation
import RadarrAPI
import ThriftwoodCore

extension ServiceKind: ExpressibleByArgument {}

/// `thriftwood status`: system status, health and disk space of every service of the profile.
struct StatusCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show system status, health and disk space of each service (Radarr, Sonarr).",
        discussion: """
            With several services, --json prints an array of {"service": …, "record": …}; with \
            --service (or one service) it prints that service's record alone.
            """)

    @OptionGroup var connection: ConnectionOptions
    @Option(help: "Only this service: radarr or sonarr.") var service: ServiceKind?
    @Flag(help: "Print JSON.") var json = false

    /// The JSON shape of `status --json`.
    struct Report: Encodable {
        let status: SystemStatus
        let health: [HealthCheck]
        let diskSpace: [DiskSpace]
    }

    /// One service's report, tagged, for `--json` over several services.
    struct Tagged: Encodable {
        let service: ServiceKind
        let record: Report
    }

    func validate() throws {
        if let service, !service.isSupported {
            throw ValidationError(
                "Thriftwood talks to \(ServiceKind.supported.map(\.rawValue).joined(separator: " and ")).")
        }
    }

    func run() async throws {
        try await runReportingErrors {
            let reports = try await connection.withServices(only: service) { clients in
                var reports: [(ServiceKind, Report)] = []
                for (kind, client) in clients {
                    async let status = client.systemStatus()
                    async let health = client.health()
                    async let disks = client.diskSpace()
                    reports.append(
                        (kind, Report(status: try await status, health: try await health, diskSpace: try await disks)))
                }
                return reports
            }
            if json {
                if reports.count == 1, let only = reports.first {
                    try printJSON(only.1)
                } else {
                    try printJSON(reports.map { Tagged(service: $0.0, record: $0.1) })
                }
                return
            }
            for (index, (kind, report)) in reports.enumerated() {
                if index > 0 { print("") }
                print(
                    "\(report.status.appName ?? kind.displayName) \(report.status.version ?? "?") on \(report.status.osName ?? "?")"
                )
                if report.health.isEmpty { print("Health: all checks pass.") }
                for check in report.health { print("\(RadarrLabels.health(check.type).text): \(check.message ?? "")") }
                for disk in report.diskSpace { print(RadarrLabels.disk(disk)) }
            }
        }
    }
}
