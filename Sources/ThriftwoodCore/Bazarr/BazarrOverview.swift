import ArrKit
import BazarrKit
import Foundation

/// How a Bazarr server is, for the Services screen and Home: its version, what lacks
/// subtitles, and its throttled providers.
enum BazarrOverview {
    /// The overview and the health messages.
    static func read(_ client: BazarrClient) async throws -> (overview: ServiceOverview, health: [String]) {
        async let health = LoadedPart.capture { try await client.health() }
        async let providers = LoadedPart.capture { try await client.providers() }
        async let movies = LoadedPart.capture { try await client.wantedMovies(start: 0, length: 1).total }
        let status = try await client.status()
        let episodes = try await client.wantedEpisodes(start: 0, length: 1).total
        var parts = ["\(Format.grouped(episodes)) episodes"]
        if let movies = await movies.value { parts.append("\(Format.grouped(movies)) movies") }
        var line = parts.joined(separator: " and ") + " missing subtitles"
        let throttled = (await providers.value ?? []).filter { !$0.isGood }.count
        if throttled > 0 { line += " · \(throttled) provider\(throttled == 1 ? "" : "s") throttled" }
        let issues = await health.value ?? []
        return (
            ServiceOverview(version: status.version, healthIssues: issues.count, activity: line),
            issues.map { [$0.object, $0.issue].compactMap { $0 }.joined(separator: ": ") }
        )
    }

    /// Bazarr's part of Home: its line and its health messages.
    static func dashboard(_ client: BazarrClient) async throws -> ServiceDashboard {
        let (overview, health) = try await read(client)
        return ServiceDashboard(
            kind: .bazarr, overview: overview, lowDisks: [], downloading: [], upcoming: [], missing: nil,
            healthMessages: health)
    }
}
