import DownloadKit
import Foundation
import ServerKit
import Testing
import ThriftwoodNavigation

@testable import ThriftwoodCore

/// A download client's actions as values: what each screen offers, the question before a
/// removal, and `perform` doing what a key, a button or a notification asks.
@Suite("A download client's actions are values the core publishes and performs")
@MainActor
struct DownloadActionsTests {
    /// Opens `link` on a coordinator over the demo profile with the demo SABnzbd and NZBGet
    /// (and an unreachable second NZBGet).
    func open(_ link: String, _ env: TestEnvironment) async throws -> DownloadsViewModel? {
        _ = try await DownloadsScreenTests().profileWithClients(env)
        let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
        await coordinator.start()
        guard await coordinator.open(link), case .downloads(let model) = coordinator.visibleModel else { return nil }
        await model.load()
        return model
    }

    @Test("The queue offers what the client can do: NZBGet's removal has the files tick and asks naming both marked")
    func removeMarked() async throws {
        try await withEnvironment { env in
            let model = try #require(try await open("thriftwood://nzbget", env))
            let ids = model.actions.map(\.id)
            #expect(ids.contains("pauseFor"), "NZBGet can pause for a while")
            #expect(!ids.contains("alternative"), "NZBGet has no alternative speeds")
            let before = model.items.count
            let marked = Array(model.items.prefix(2))
            let request = ActionRequest("remove", targets: marked.map(\.id))
            let question = try #require(model.question(for: request))
            #expect(question.text.hasPrefix("Remove “\(marked[0].name)”"))
            #expect(question.items.count == 2)
            #expect(question.options.map(\.field) == ["deleteFiles"])
            #expect(model.items.count == before, "asking changes nothing")
            var answered = request
            answered.options = ["deleteFiles"]
            #expect(await model.perform(answered) == .done(model.message))
            #expect(model.items.count == before - 2)
        }
    }

    @Test("A row action with no row is refused in words; an input is passed as typed; an unknown action is refused")
    func refusals() async throws {
        try await withEnvironment { env in
            let model = try #require(try await open("thriftwood://sabnzbd", env))
            #expect(await model.perform(ActionRequest("pause")) == .refused("Check one or more downloads first."))
            #expect(
                await model.perform(ActionRequest("limit", input: "fast")) == .refused("“fast” is not a speed limit."))
            #expect(await model.perform(ActionRequest("limit", input: "2M")) == .done(model.message))
            #expect(model.message != nil)
            guard case .refused = await model.perform(ActionRequest("recheck")) else {
                Issue.record("SABnzbd's queue has no recheck")
                return
            }
        }
    }

    @Test(
        "The history knows its client can retry; retry is offered on a failure only, and a view change is the household's"
    )
    func history() async throws {
        try await withEnvironment { env in
            let model = try #require(try await open("thriftwood://sabnzbd/history", env))
            let retry = try #require(model.action("retry"), "SABnzbd retries, known from the history's own load")
            let failed = try #require(model.historyLines.first { $0.failMessage != nil })
            let done = try #require(model.historyLines.first { $0.failMessage == nil })
            #expect(model.offers(retry, on: failed.id))
            #expect(!model.offers(retry, on: done.id))
            #expect(model.action("failedOnly")?.role == .household)
            #expect(model.action("removeEntry")?.role == .admin)
        }
    }
}
