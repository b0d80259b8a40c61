import DownloadKit
import Foundation
import ServerKit
import Testing
import ThriftwoodNavigation

@testable import ThriftwoodCore

/// A download client's screens in the app: links, the live queue's actions, history, errors.
@Suite("Download clients' screens")
@MainActor
struct DownloadsScreenTests {
    /// The demo profile with the demo SABnzbd and NZBGet (and an unreachable second NZBGet) added.
    func profileWithClients(_ env: TestEnvironment) async throws -> Profile {
        let profile = try await env.demoProfile()
        for kind in [ServiceKind.sabnzbd, .nzbget] {
            _ = try await env.dependencies.profiles.addServer(
                ServiceServer(
                    kind: kind, connection: ServerConnection(baseURL: ServiceServer.embeddedDemoURL, apiKey: "demo")),
                to: profile.id)
        }
        _ = try await env.dependencies.profiles.addServer(
            ServiceServer(
                kind: .nzbget, name: "NZBGet 2",
                connection: ServerConnection(baseURL: "http://127.0.0.1:1", apiKey: "nzbget:x")),
            to: profile.id)
        return try await env.dependencies.profiles.profile(id: profile.id) ?? profile
    }

    @Test("Each client's screens have links that print back, a second client's under its slug")
    func links() async throws {
        try await withEnvironment { env in
            let profile = try await profileWithClients(env)
            let codec = KindRegistry.standard.deepLinks(for: profile)
            let cases: [(String, [AppRoute])] = [
                ("thriftwood://sabnzbd", [.downloads(.queue, kind: .sabnzbd)]),
                (
                    "thriftwood://nzbget/history",
                    [.downloads(.queue, kind: .nzbget), .downloads(.history, kind: .nzbget)]
                ),
                (
                    "thriftwood://nzbget-2/history",
                    [
                        .downloads(.queue, kind: .nzbget, server: "nzbget-2"),
                        .downloads(.history, kind: .nzbget, server: "nzbget-2"),
                    ]
                ),
            ]
            for (link, path) in cases {
                #expect(try codec.parse(link).path == path, "\(link)")
                #expect(try codec.printText(NavigationState(path: path)) == link)
            }
        }
    }

    @Test("The queue pauses and resumes, reprioritises, and removes only after a question naming the items")
    func queueActions() async throws {
        try await withEnvironment { env in
            _ = try await profileWithClients(env)
            let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await coordinator.start()
            #expect(await coordinator.open("thriftwood://nzbget"))
            guard case .downloads(let model) = coordinator.visibleModel else {
                Issue.record("expected the downloads screen")
                return
            }
            await model.load()
            #expect(model.header?.contains("free") == true)
            // The demo NZBGet's own job (not one mirrored from Radarr) waits at low priority.
            let first = try #require(model.items.first { $0.priority == .low })
            await model.togglePause(ids: [first.id])
            #expect(model.items.first { $0.id == first.id }?.state == .paused)
            #expect(model.message == "Paused \(first.name)")
            let targets = model.targetIds(selectedId: first.id)
            #expect(targets == [first.id])
            await model.togglePause(ids: targets)
            #expect(model.items.first { $0.id == first.id }?.state != .paused)
            // One step up from low is normal, two high.
            await model.shiftPriority([first], by: 2)
            #expect(model.items.first { $0.id == first.id }?.priority == .high)
            let before = model.items.count
            #expect(before >= 2)
            model.toggleMark(model.items[0].id)
            model.toggleMark(model.items[1].id)
            let marked = model.targets(model.items.last)
            #expect(marked.count == 2, "marks win over the selection")
            await model.requestRemove(marked, deleteFiles: true)
            let question = try #require(model.pendingRemove?.question(on: model.server.name))
            #expect(question.hasPrefix("Remove “\(marked[0].name)”"))
            #expect(model.items.count == before, "nothing goes before the answer")
            await model.confirmRemove()
            #expect(model.items.count == before - 2)
            #expect(model.marked.isEmpty)
            await model.setLimit("fast")
            #expect(model.actionError?.message == "“fast” is not a speed limit.")
            await model.setLimit("2M")
            #expect(model.header?.contains("limit 2 MiB/s") == true)
        }
    }

    @Test("`a` adds an uploaded .nzb on the client's screen; a magnet or a bad path is refused in words")
    func addByHand() async throws {
        try await withEnvironment { env in
            _ = try await profileWithClients(env)
            let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await coordinator.start()
            #expect(await coordinator.open("thriftwood://sabnzbd"))
            guard case .downloads(let model) = coordinator.visibleModel else {
                Issue.record("expected the downloads screen")
                return
            }
            await model.load()
            let before = model.items.count
            let nzb = env.directory.appendingPathComponent("Heat.1995.nzb")
            try Data("<nzb/>".utf8).write(to: nzb)
            await model.add(nzb.path)
            #expect(model.message == "Added the file Heat.1995.nzb" && model.actionError == nil)
            #expect(model.items.count == before + 1)
            await model.add("magnet:?xt=urn:btih:c9e15763f722f23e98a29decdfae341b98d53056")
            #expect(model.actionError?.message == "SABnzbd takes NZB links and .nzb files, not a magnet link.")
            await model.add(env.directory.appendingPathComponent("gone.nzb").path)
            #expect(model.actionError?.message.hasPrefix("Could not read") == true)
            await model.add("Heat 1995")
            #expect(model.actionError?.message.contains("is not a link") == true)
        }
    }

    @Test("History shows failures alone on request and retries one into the queue")
    func history() async throws {
        try await withEnvironment { env in
            _ = try await profileWithClients(env)
            let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await coordinator.start()
            #expect(await coordinator.open("thriftwood://sabnzbd/history"))
            guard case .downloads(let model) = coordinator.visibleModel, model.route == .history else {
                Issue.record("expected the history screen")
                return
            }
            await model.load()
            #expect(model.history.value?.count == 3)
            await model.toggleFailedOnly()
            let failed = try #require(model.history.value?.first)
            #expect(model.history.value?.count == 1 && failed.outcome == .failed)
            await model.retry(failed)
            #expect(model.message == "Retrying \(failed.name)")
            #expect(model.history.value?.isEmpty == true)
        }
    }

    @Test("An unreachable client says so on its screen, in words, and the others still load")
    func unreachable() async throws {
        try await withEnvironment { env in
            _ = try await profileWithClients(env)
            let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await coordinator.start()
            #expect(await coordinator.open("thriftwood://nzbget-2"))
            guard case .downloads(let model) = coordinator.visibleModel else {
                Issue.record("expected the downloads screen")
                return
            }
            await model.load()
            #expect(model.queue.error?.message.contains("127.0.0.1") == true)
            #expect(model.items.isEmpty)
            #expect(coordinator.breadcrumb.last == "NZBGet 2" || coordinator.breadcrumb.last == "NZBGet")
        }
    }

    @Test(
        "A torrent opens its own screen from the queue; its link prints back; a recheck asks first; removing it goes back"
    )
    func torrentItem() async throws {
        try await withEnvironment { env in
            let profile = try await env.demoProfile()
            _ = try await env.dependencies.profiles.addServer(
                ServiceServer(
                    kind: .qbittorrent,
                    connection: ServerConnection(baseURL: ServiceServer.embeddedDemoURL, apiKey: "admin:demo")),
                to: profile.id)
            let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await coordinator.start()
            #expect(await coordinator.open("thriftwood://qbittorrent"))
            guard case .downloads(let queue) = coordinator.visibleModel else {
                Issue.record("expected the qBittorrent queue")
                return
            }
            await queue.load()
            let seeding = try #require(queue.items.first { $0.state == .seeding })
            queue.open(seeding)
            #expect(coordinator.navigator.state.visibleRoute == .downloads(.item(seeding.id), kind: .qbittorrent))
            let updated = try #require(await env.dependencies.profiles.profile(id: profile.id))
            let link = try KindRegistry.standard.deepLinks(for: updated).printText(coordinator.navigator.state)
            #expect(link == "thriftwood://qbittorrent/items/\(seeding.id)")
            guard case .downloads(let item) = coordinator.visibleModel else {
                Issue.record("expected the torrent's screen")
                return
            }
            await item.load()
            let details = try #require(item.details.value)
            #expect(details.item.name == seeding.name)
            #expect(DownloadText.facts(details).contains { $0.0 == "Seeds" })
            #expect(DownloadText.facts(details, capabilities: [.itemLimit]).contains { $0 == ("Own limit", "none") })
            #expect(!DownloadText.facts(details).contains { $0.0 == "Own limit" }, "only where the client sets one")
            let recheck = ActionRequest("recheck", targets: [seeding.id])
            #expect(item.question(for: recheck)?.text == "Recheck \(DownloadText.named(seeding))?")
            #expect(item.details.value?.item.state != .checking, "asking changes nothing")
            #expect(await item.perform(recheck) == .done("Rechecking \(seeding.name)"))
            #expect(item.message == "Rechecking \(seeding.name)")
            #expect(item.details.value?.item.state == .checking)
            await item.setItemLimit("2M", ids: [seeding.id])
            #expect(item.message == "\(seeding.name): its own limit 2 MiB/s")
            #expect(item.details.value?.downloadLimit == 2_097_152)
            await item.setItemLimit("fast", ids: [seeding.id])
            #expect(item.actionError?.message == "“fast” is not a speed limit for one download.")
            let remove = ActionRequest("remove", targets: [seeding.id])
            #expect(item.question(for: remove)?.text == "Remove \(DownloadText.named(seeding)) from qBittorrent?")
            _ = await item.perform(remove)
            #expect(coordinator.navigator.state.visibleRoute == .downloads(.queue, kind: .qbittorrent))
        }
    }
}
