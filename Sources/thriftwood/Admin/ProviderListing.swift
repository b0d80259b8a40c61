import ArgumentParser
import ArrKit
import Foundation
import ThriftwoodCore

/// What `indexers` and `system download-clients` share: list the server's providers with what
/// its health says of each, or run its own test of one or all and say how each did.
enum ProviderListing {
    static func run(
        _ family: ProviderFamily, on chosen: ChosenServer, test: Int?, testAll: Bool, json: Bool
    ) async throws {
        let client = chosen.client
        var results: [Int: ProviderTestResult] = [:]
        if testAll {
            for result in try await client.testAllProviders(family) { results[result.id] = result }
        } else if let test {
            results[test] = try await client.testProvider(family, id: test)
        }
        let providers = try await client.providers(family)
        if json {
            if results.isEmpty { return try printJSON(providers) }
            try printJSON(results.values.sorted { $0.id < $1.id })
            if results.values.contains(where: { !$0.passed }) { throw ExitCode.failure }
            return
        }
        let health = (try? await client.health()) ?? []
        var table = AdminRows.providers(providers, family: family, health: health, tests: results)
        if !results.isEmpty {
            table.rows = table.rows.filter { row in results.keys.contains { "provider-\($0)" == row.id } }
        }
        printAdminTable(table)
        let failed = results.values.filter { !$0.passed }
        if !failed.isEmpty { throw ExitCode.failure }
    }
}
