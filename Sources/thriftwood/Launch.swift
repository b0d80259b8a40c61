import ArgumentParser
import Foundation
import RadarrAPI

/// The default command: the app. Until the terminal front end lands it prints a library summary.
struct Launch: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "app", abstract: "Open Thriftwood (the default).")

    @OptionGroup var connection: ConnectionOptions

    func run() async throws {
        try await runReportingErrors {
            try await connection.withClient { client in
                let status = try await client.systemStatus()
                let movies = try await client.movies()
                let queue = try await client.queue(pageSize: 20)
                let health = try await client.health()
                print(
                    "Thriftwood — connected to \(status.instanceName ?? status.appName ?? "Radarr") \(status.version ?? "")"
                )
                print(
                    "Library: \(movies.count) movies, \(movies.filter(\.monitored).count) monitored, "
                        + "\(movies.filter(\.hasFile).count) downloaded, \(movies.filter(\.isMissing).count) missing")
                print("Queue: \(queue.totalRecords) downloading")
                for item in queue.records {
                    print("  \(Int(item.progress * 100))%  \(item.title ?? "?")")
                }
                for check in health { print("Health \(check.type?.wireName ?? "?"): \(check.message ?? "")") }
                print("")
                print("The full-screen terminal app is not built yet; try `thriftwood movies list --demo`.")
            }
        }
    }
}
