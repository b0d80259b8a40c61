import ArrKit
import Foundation
import ProwlarrAPI

/// How a Prowlarr server is, for the Services screen and Home: its version, its health, and
/// its indexers in one line ("6 indexers · 1 failing").
enum ProwlarrOverview {
    /// The overview, the failing indexers' names and the health messages.
    static func read(
        _ client: ProwlarrClient, now: Date = Date()
    ) async throws -> (
        overview: ServiceOverview, failing: [String], health: [String]
    ) {
        async let status = client.systemStatus()
        async let health = LoadedPart.capture { try await client.health() }
        let indexers = try await client.indexers()
        let failing = indexers.filter { IndexerRows.isFailing($0, status: $0.status, now: now) }.map(\.name)
        let checks = await health.value ?? []
        let line =
            [Format.plural(indexers.count, "indexer"), failing.isEmpty ? nil : "\(failing.count) failing"]
            .compactMap { $0 }.joined(separator: " · ")
        let overview = ServiceOverview(
            version: try await status.version ?? "unknown", healthIssues: checks.count, activity: line)
        return (overview, failing, checks.compactMap(\.message))
    }

    /// Prowlarr's part of Home: its line, and its health messages (which name failing indexers).
    static func dashboard(_ client: ProwlarrClient, now: Date) async throws -> ServiceDashboard {
        let (overview, _, health) = try await read(client, now: now)
        return ServiceDashboard(
            kind: .prowlarr, overview: overview, lowDisks: [], downloading: [], upcoming: [], missing: nil,
            healthMessages: health)
    }

    /// "Prowlarr reports 1 of 5 indexers failing: DemoNZB (left out until 16:20)."; nil when
    /// none fails or Prowlarr cannot be read (the search's own result stands).
    static func failingSentence(
        _ service: any ProwlarrService, _ server: ServiceServer, now: Date = Date()
    ) async
        -> String?
    {
        guard let client = await LoadedPart.capture({ try await service.client(for: server) }).value,
            let indexers = await LoadedPart.capture({ try await client.indexers() }).value
        else { return nil }
        let enabled = indexers.filter(\.enable)
        let failing = enabled.filter { IndexerRows.isFailing($0, status: $0.status, now: now) }
        guard !failing.isEmpty else { return nil }
        let names = failing.map { indexer in
            indexer.status?.disabledTill.flatMap {
                $0 > now ? "\(indexer.name) (left out until \(Format.dateTime($0)))" : nil
            }
                ?? indexer.name
        }
        return "\(server.name) reports \(failing.count) of \(Format.plural(enabled.count, "indexer")) failing: "
            + Format.list(names) + "."
    }
}
