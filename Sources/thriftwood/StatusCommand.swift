import ArgumentParser
import Foundation
import RadarrAPI

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
                Report(
                    status: try await client.systemStatus(), health: try await client.health(),
                    diskSpace: try await client.diskSpace())
            }
            if json {
                try printJSON(report)
                return
            }
            print(
                "\(report.status.appName ?? "Radarr") \(report.status.version ?? "?") on \(report.status.osName ?? "?")"
            )
            for check in report.health { print("[\(check.type?.wireName ?? "?")] \(check.message ?? "")") }
            for disk in report.diskSpace {
                let free = ByteCountFormatter.string(fromByteCount: disk.freeSpace ?? 0, countStyle: .file)
                print("\(disk.path ?? "?"): \(free) free (\(Int(disk.usedFraction * 100))% used)")
            }
        }
    }
}
