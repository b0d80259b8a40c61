import ArrDemoKit
import Foundation
import Testing
import ThriftwoodNavigation

@testable import ThriftwoodCore

@MainActor
@Suite("Coordinators side by side in one process (one per browser session)")
struct CoordinatorsSideBySideTests {
    @Test(
        "one coordinator's screen waiting on a slow server does not hold up another's: the second loads, moves and loads again meanwhile"
    )
    func slowSessionDoesNotBlockAnother() async throws {
        try await withEnvironment { env in
            let profile = try await env.dependencies.profiles.create(
                ProfileDraft(
                    name: "Home",
                    radarr: ConnectionDraft(.radarr, url: ServiceServer.embeddedDemoURL, apiKey: "demo"),
                    sonarr: ConnectionDraft(.sonarr, url: ServiceServer.embeddedDemoURL, apiKey: "demo")))
            await env.dependencies.configure(for: profile)
            let slow = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            let quick = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await slow.start()
            await quick.start()
            var faults = DemoFaultSet()
            faults.latency = .seconds(120)  // far longer than the quick session takes on a loaded machine
            try await env.sonarrFaults().set(faults)

            #expect(await slow.open("thriftwood://sonarr/series"))
            let slowModel = slow.visibleModel
            var slowDone = false
            let slowLoad = Task {
                await slowModel.load()
                slowDone = true
            }
            #expect(await quick.open("thriftwood://radarr/movies"))
            await quick.visibleModel.load()
            guard case .radarr(.moviesList(let movies)) = quick.visibleModel else {
                Issue.record("expected the movies list")
                return
            }
            #expect(movies.hasLoaded && movies.error == nil && movies.visible.count > 0)
            quick.navigate(to: .radarr(.movieDetail(movieId: 1)))
            await quick.settle()
            await quick.visibleModel.load()
            #expect(quick.breadcrumb.count == 4)
            // The quick session did all that while the slow one still waits on Sonarr.
            #expect(!slowDone)
            #expect(slow.breadcrumb == ["Home", "Sonarr", "Series"])
            slowLoad.cancel()
            await slowLoad.value
            try await env.sonarrFaults().set(DemoFaultSet())
        }
    }
}
