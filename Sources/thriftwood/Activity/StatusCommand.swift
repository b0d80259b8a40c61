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
    @Option(help: "Only this service: radarr, sonarr or lidarr.") var service: ServiceKind?
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
        let server: String
        let record: Report
    }

    func validate() throws {
        if let service, !service.isArr {
            throw ValidationError(
                "status reports \(ServiceKind.arrs.map(\.rawValue).joined(separator: " and "))"
                    + (service.isDownloadClient ? "; `thriftwood downloads list` shows \(service.displayName)." : "."))
        }
    }

    func run() async throws {
        try await runReportingErrors {
            let reports = try await connection.withServices(only: service) { clients in
                // Every service at once (a slow one no longer delays the others), in the profile's order.
                try await withThrowingTaskGroup(of: (Int, ChosenServer, Report).self) { group in
                    for (position, chosen) in clients.enumerated() {
                        let client = chosen.client
                        group.addTask {
                            async let status = client.systemStatus()
                            async let health = client.health()
                            async let disks = client.diskSpace()
                            let report = Report(
                                status: try await status, health: try await health, diskSpace: try await disks)
                            return (position, chosen, report)
                        }
                    }
                    var reports: [(Int, ChosenServer, Report)] = []
                    for try await report in group { reports.append(report) }
                    return reports.sorted { $0.0 < $1.0 }.map { ($0.1, $0.2) }
                }
            }
            if json {
                if reports.count == 1, let only = reports.first {
                    try printJSON(only.1)
                } else {
                    try printJSON(reports.map { Tagged(service: $0.0.kind, server: $0.0.name, record: $0.1) })
                }
                return
            }
            for (index, (chosen, report)) in reports.enumerated() {
                if index > 0 { print("") }
                let app = report.status.appName ?? chosen.kind.displayName
                let named = chosen.name == app ? app : "\(chosen.name) (\(app))"
                print("\(named) \(report.status.version ?? "?") on \(report.status.osName ?? "?")")
                if report.health.isEmpty { print("Health: all checks pass.") }
                for check in report.health { print("\(RadarrLabels.health(check.type).text): \(check.message ?? "")") }
                for disk in report.diskSpace { print(RadarrLabels.disk(disk)) }
            }
        }
    }
}
