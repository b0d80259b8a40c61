import Foundation
import Testing
import ThriftwoodNavigation

@testable import ThriftwoodCore

@Suite("Every *arr's queue is one queue")
@MainActor
struct ArrQueueTests {
    @Test(
        "Lidarr's queue opens from its link and from the artists, opens an artist and removes a download after asking")
    func lidarrQueue() async throws {
        try await withEnvironment { env in
            let coordinator = try await lidarrApp(env, opening: "thriftwood://lidarr/queue")
            #expect(coordinator.navigator.state.path == [.music(.artists), .music(.queue)])
            guard case .music(.queue(let queue)) = coordinator.visibleModel else {
                Issue.record("expected Lidarr's queue, got \(coordinator.visibleModel)")
                return
            }
            await queue.load()
            let lines = queue.lines
            #expect(lines.count == 2)
            #expect(lines.map(\.title).contains("Radiohead — Pablo Honey"))
            #expect(lines.allSatisfy { $0.part.isEmpty && !$0.status.text.isEmpty })
            #expect(queue.openWords == "open artist")
            let radiohead = try #require(lines.first { $0.title == "Radiohead — Pablo Honey" })
            queue.select(id: radiohead.id)
            await coordinator.settle()
            #expect(coordinator.navigator.state.path.last == .music(.artist(id: 1)))

            coordinator.navigateBack()
            await queue.requestRemove(id: radiohead.id)
            let question = try #require(queue.pendingRemove?.question)
            #expect(question.hasPrefix("Remove ") && question != "Remove this download?")
            await queue.confirmRemove()
            #expect(queue.actionError == nil)
            #expect(queue.lines.map(\.id) == lines.map(\.id).filter { $0 != radiohead.id })

            guard case .music(.artists(let artists)) = coordinator.model(for: .music(.artists)) else {
                Issue.record("expected the artists")
                return
            }
            artists.openQueue()
            await coordinator.settle()
            #expect(coordinator.navigator.state.path.last == .music(.queue))
        }
    }

    @Test("with confirmations off, Sonarr's queue removes a download at once, as Radarr's does")
    func removesWithoutAsking() async throws {
        try await withEnvironment { env in
            _ = try await env.sonarrDemoProfile()
            try await env.dependencies.preferences.update { $0.confirmDestructiveActions = false }
            let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await coordinator.start()
            coordinator.navigate(to: .sonarr(.queue))
            guard case .sonarr(.queue(let queue)) = coordinator.visibleModel else {
                Issue.record("expected Sonarr's queue, got \(coordinator.visibleModel)")
                return
            }
            await queue.load()
            let first = try #require(queue.lines.first)
            await queue.requestRemove(id: first.id)
            #expect(queue.pendingRemove == nil)
            #expect(!queue.lines.map(\.id).contains(first.id))
        }
    }
}
