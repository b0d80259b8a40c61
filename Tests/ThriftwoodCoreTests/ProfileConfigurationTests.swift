import Foundation
import Testing

@testable import ThriftwoodCore

@Suite("Every kind's service follows the active profile")
@MainActor
struct ProfileConfigurationTests {
    @Test("configuring for the demo profile points every *arr's service at its server, Lidarr and Prowlarr too")
    func everyArrFollows() async throws {
        try await withEnvironment { env in
            let profile = try await env.dependencies.profiles.demoProfile(kinds: .standard)
            await env.dependencies.configure(for: profile)
            #expect(await env.dependencies.radarr.isConfigured)
            #expect(await env.dependencies.sonarr.isConfigured)
            #expect(await env.dependencies.lidarr.isConfigured)
            #expect(await env.dependencies.prowlarr.isConfigured)
            await env.dependencies.configure(for: nil)
            #expect(await !env.dependencies.lidarr.isConfigured)
            #expect(await !env.dependencies.radarr.isConfigured)
        }
    }
}
