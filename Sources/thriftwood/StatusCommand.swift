import ArgumentParser
import ArrKit
import Foundation
import RadarrAPI
import ThriftwoodCore

/// `thriftwood status`: system status, health and disk space.
struct StatusCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status", abstract: "Show system status, health and disk space.")

    @OptionGroup var connection: ConnectionOptions
    @Flag(help: "Print JSON.") var json = false

    /// The JSON shape of `status --json`.
    struct Report: Encodable {
        let status: SystemStatus
        let health: [HealthCheck]
        let diskSpace: [DiskSpace]
    }

    func run() async throws {
        try await runReportingErrors {
            let report = try await connection.withClient { client in
                async let status = client.systemStatus()
                async let health = client.health()
                async let disks = client.diskSpace()
                return Report(status: try await status, health: try await health, diskSpace: try await disks)
            }
            if json {
                try printJSON(report)
                return
            }
            print(
                "\(report.status.appName ?? "Radarr") \(report.status.version ?? "?") on \(report.status.osName ?? "?")"
            )
            if report.health.isEmpty { print("Health: all checks pass.") }
            for check in report.health { print("\(RadarrLabels.health(check.type).text): \(check.message ?? "")") }
            for disk in report.diskSpace { print(RadarrLabels.disk(disk)) }
        }
    }
}
