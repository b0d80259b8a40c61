import Foundation
import Testing
import ThriftwoodNavigation

@testable import ThriftwoodCore

@Suite("Prowlarr's screens through the coordinator")
@MainActor
struct ProwlarrScreensTests {
    /// The table screen `link` opens on the demo profile, loaded.
    private func open(_ link: String, _ env: TestEnvironment) async throws -> (AppCoordinator, TableViewModel) {
        let profile = try await env.dependencies.profiles.demoProfile(kinds: .standard)
        await env.dependencies.configure(for: profile)
        let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
        await coordinator.start()
        #expect(await coordinator.open(link))
        guard case .table(let screen) = coordinator.visibleModel, let model = screen as? TableViewModel else {
            throw CoreError.noService(.prowlarr)
        }
        await model.load()
        return (coordinator, model)
    }

    @Test(
        "The indexers: the failing one first among equals, a problem, with why and until when; its test says why it failed"
    )
    func indexers() async throws {
        try await withEnvironment { env in
            let (_, model) = try await open("thriftwood://prowlarr", env)
            let table = try #require(model.table.value)
            #expect(table.summary == "6 indexers · 5 on · 1 failing · 7,256 queries · 743 grabs")
            let failing = try #require(table.rows.first { $0.cells.first == "DemoNZB" })
            #expect(failing.tone == .problem)
            #expect(failing.cells[4].hasPrefix("Failing · back in"))
            #expect(failing.notes.first?.hasPrefix("Failing since 1 day ago") == true)
            #expect(table.rows.last?.cells.first == "OpenBay")
            #expect(table.rows.last?.cells[4] == "Off")
            let test = try #require(failing.actions.first { $0.id == "test" })
            await model.perform(test)
            #expect(model.message == nil)
            #expect(model.actionError?.message == "DemoNZB failed Prowlarr's test.")
            let after = try #require(model.table.value?.rows.first { $0.id == failing.id })
            #expect(after.notes.contains { $0.hasPrefix("Test failed: Unable to connect to indexer") })
        }
    }

    @Test("Switching an indexer off is one action; its row offers switching it on again")
    func switching() async throws {
        try await withEnvironment { env in
            let (_, model) = try await open("thriftwood://prowlarr/indexers", env)
            let row = try #require(model.table.value?.rows.first { $0.cells.first == "Harbour" })
            await model.perform(try #require(row.actions.first { $0.id == "disable" }))
            #expect(model.message?.hasPrefix("Switched Harbour off") == true)
            let after = try #require(model.table.value?.rows.first { $0.id == row.id })
            #expect(after.cells[4] == "Off")
            #expect(after.actions.map(\.id) == ["test", "enable"])
        }
    }

    @Test("An action the screen no longer offers is refused, not made up")
    func forged() async throws {
        try await withEnvironment { env in
            let (_, model) = try await open("thriftwood://prowlarr", env)
            await model.perform(TableAction(id: "disable", label: "Switch off", key: "d", progress: "", target: "999"))
            #expect(model.actionError?.message == "That is no longer offered here.")
            #expect(model.message == nil)
        }
    }

    @Test(
        "A search from a link asks every indexer, names the failing one left out, and asks before grabbing, naming the release"
    )
    func search() async throws {
        try await withEnvironment { env in
            let (coordinator, model) = try await open("thriftwood://prowlarr/search/arrival", env)
            #expect(model.searchText == "arrival")
            let table = try #require(model.table.value)
            #expect(table.summary?.hasSuffix("left out, failing: DemoNZB") == true)
            let first = try #require(table.rows.first)
            let grab = try #require(first.actions.first)
            #expect(
                grab.question
                    == "Grab “\(first.cells[0])” (\(first.cells[2])) from \(first.cells[1])? Prowlarr sends it to its download client."
            )
            await model.perform(grab)
            #expect(model.message == "Sent “\(first.cells[0])” to Prowlarr's download client.")
            #expect(model.table.value?.rows.count == table.rows.count)
            // The links lead to the other screens; search is not one of them here.
            #expect(model.links.map(\.label) == ["Indexers", "History", "Applications"])
            model.follow(model.links[1])
            // A sibling: it takes the search's place, so going back leaves Prowlarr's screens.
            #expect(coordinator.navigator.state.path.last == .prowlarr(.history))
            #expect(!coordinator.navigator.state.path.contains(.prowlarr(.search("arrival"))))
        }
    }

    @Test("Prowlarr is on Home with its indexers in one line, and in the demo profile")
    func home() async throws {
        try await withEnvironment { env in
            let profile = try await env.dependencies.profiles.demoProfile(kinds: .standard)
            #expect(profile.hasEnabled(.prowlarr))
            let overview = try await KindDeclaration.prowlarr.overview?(
                env.dependencies.services, try #require(profile.server(.prowlarr)))
            #expect(overview?.activity == "6 indexers · 1 failing")
            #expect(overview?.healthIssues == 1)
        }
    }

    @Test("With a Prowlarr in the profile, a short release search on Radarr names Prowlarr's failing indexer too")
    func releaseSearchNamesProwlarrFailures() async throws {
        try await withEnvironment { env in
            let profile = try await env.dependencies.profiles.demoProfile(kinds: .standard)
            await env.dependencies.configure(for: profile)
            let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await coordinator.start()
            #expect(await coordinator.open("thriftwood://radarr/releases/1"))
            guard case .radarr(.releases(let releases)) = coordinator.visibleModel else {
                Issue.record("expected the release search")
                return
            }
            await releases.load()
            let warning = try #require(releases.indexerWarning)
            #expect(warning.hasPrefix("1 of 2 indexers is failing on Radarr: DemoUsenet"))
            #expect(warning.contains("Prowlarr reports 1 of 5 indexers failing: DemoNZB (left out until "))
        }
    }
}
