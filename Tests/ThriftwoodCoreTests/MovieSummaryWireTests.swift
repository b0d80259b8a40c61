import Foundation
import RadarrAPI
import Testing

@testable import ThriftwoodCore

@Suite("List summaries decoded straight from the wire")
struct MovieSummaryWireTests {
    @Test("summaries decoded from a library payload equal summaries of fully decoded movies")
    func matchesFullDecoding() async throws {
        try await withEnvironment { env in
            _ = try await env.demoProfile()
            let client = try await env.dependencies.radarr.client()
            let data = try await client.moviesJSON()
            let direct = try await MovieSummary.decodeLibrary(data).map(\.summary)
            let full = try RadarrJSON.makeDecoder().decode([RadarrAPIMovie].self, from: data).compactMap(
                MovieSummary.init)
            #expect(direct.count == 96)
            #expect(direct == full)
        }
    }
}
