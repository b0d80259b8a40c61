import ArrDemoKit
import Foundation
import ServerKit
import Testing

@testable import ThriftwoodCore

@Suite("A server kept with several addresses, reached at the one that answers")
@MainActor
struct ServerAddressesTests {
    /// A live graph of its own (the test environment's fakes have no address router), its
    /// Radarr kept with a first address nothing listens on and the demo's as the other.
    private func awayProfile(_ env: TestEnvironment) async throws -> (AppDependencies, Profile, String) {
        let demo = try await env.launcher.connection()
        let database = try AppDatabase.open(in: env.directory.appendingPathComponent("away"))
        let dependencies = AppDependencies.live(
            database: database, kinds: KindRegistry.standard, http: env.http, demos: [:])
        var radarr = ConnectionDraft(.radarr, url: "http://127.0.0.1:1", apiKey: demo.apiKey)
        radarr.otherAddresses = demo.baseURL + "/"
        let profile = try await dependencies.profiles.create(ProfileDraft(name: "Away", radarr: radarr))
        return (dependencies, profile, ServerConnection.trimmed(demo.baseURL))
    }

    @Test("the profile keeps the other addresses; the library loads from the one that answers")
    func libraryLoadsElsewhere() async throws {
        try await withEnvironment { env in
            let (dependencies, profile, demo) = try await awayProfile(env)
            let stored = try #require(try await dependencies.profiles.profiles().first)
            #expect(stored.radarr?.connection.otherAddresses == [demo])
            #expect(stored.radarr?.connection.addresses == ["http://127.0.0.1:1", demo])
            let coordinator = AppCoordinator(dependencies: dependencies, dataDirectory: env.directory)
            await coordinator.start()
            #expect(coordinator.profile?.id == profile.id)
            #expect(await coordinator.open("thriftwood://radarr/movies"))
            await coordinator.visibleModel.load()
            guard case .radarr(.moviesList(let movies)) = coordinator.visibleModel else {
                Issue.record("the movies list is not shown")
                return
            }
            #expect(movies.hasLoaded && movies.error == nil && movies.visible.count > 0)
            #expect(dependencies.addressInUse(for: try #require(stored.radarr)) == demo)
        }
    }

    @Test("Services names the address in use, and Home says the server is reached at its other address")
    func saidOnServicesAndHome() async throws {
        try await withEnvironment { env in
            let (dependencies, _, demo) = try await awayProfile(env)
            let coordinator = AppCoordinator(dependencies: dependencies, dataDirectory: env.directory)
            await coordinator.start()
            let services = ServicesViewModel(
                profile: coordinator.profile, kinds: dependencies.kinds, overview: dependencies.overview,
                doctor: ServerDoctor(tester: dependencies.tester, transport: dependencies.transport))
            await services.load()
            let radarr = try #require(services.rows.first { $0.kind == .radarr })
            #expect(radarr.state.label.text.hasSuffix("· via \(demo)"))
            await services.diagnose(radarr)
            let diagnosis = try #require(services.diagnosis)
            #expect(diagnosis.address == "2 addresses")
            #expect(diagnosis.steps.contains { $0.name == "http://127.0.0.1:1 · Connection" && $0.verdict == .failed })
            #expect(diagnosis.steps.contains { $0.name == "\(demo) · Service" && $0.verdict == .ok })
            guard case .app(.home(let home)) = coordinator.model(for: nil) else {
                Issue.record("Home is not the root")
                return
            }
            #expect(home.healthMessages.map(\.text).contains("Radarr: reached at its other address \(demo)"))
        }
    }

    @Test("an other address that is not an address is refused in the form, naming it")
    func formRefusesNonsense() {
        var draft = ConnectionDraft(.radarr, url: "http://192.168.1.10:7878", apiKey: "key")
        draft.otherAddresses = "https://radarr.example.org\nnas local"
        #expect(draft.parsedOtherAddresses == ["https://radarr.example.org", "nas", "local"])
        #expect(draft.problems[ProfileDraft.Field.otherAddresses(.radarr)]?.contains("“nas”") == true)
        draft.otherAddresses = "http://192.168.1.10:7878/"
        #expect(
            draft.problems[ProfileDraft.Field.otherAddresses(.radarr)]
                == "The main address is listed again among the others.")
        draft.otherAddresses = "https://radarr.example.org, http://100.64.0.2:7878"
        #expect(draft.problems.isEmpty)
        #expect(draft.server?.connection.otherAddresses == ["https://radarr.example.org", "http://100.64.0.2:7878"])
    }
}
