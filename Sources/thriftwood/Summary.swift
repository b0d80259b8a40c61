import ArrKit
import Foundation
import RadarrAPI
import ThriftwoodCore

/// The plain-text overview `thriftwood` prints when its output is not a terminal.
enum Summary {
    static func show(_ client: RadarrClient) async throws {
        let status = try await client.systemStatus()
        let movies = try await client.movies()
        let queue = try await client.queue(pageSize: 20)
        let health = try await client.health()
        print(
            "Thriftwood — connected to \(status.instanceName ?? status.appName ?? "Radarr") \(status.version ?? "")")
        print(
            "Library: \(movies.count) movies, \(movies.filter(\.monitored).count) monitored, "
                + "\(movies.filter(\.hasFile).count) downloaded, \(movies.filter(\.isMissing).count) missing")
        print("Queue: \(queue.totalRecords) downloading")
        for item in queue.records { print("  \(Format.percent(item.progress))  \(item.title ?? "?")") }
        for check in health { print("\(RadarrLabels.health(check.type).text): \(check.message ?? "")") }
        print("\n(Output is not a terminal, so this is a summary; run `thriftwood` in a terminal for the app.)")
    }
}
