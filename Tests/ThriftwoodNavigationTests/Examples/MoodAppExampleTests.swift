import Foundation
import Testing
import ThriftwoodNavigation

/// The mood app's centralized router: one stack, routes carry entity ids resolved against storage.
@Suite("Example: the mood app's ID-based router")
@MainActor
struct MoodAppExampleTests {
    enum MoodRoute: Hashable, Sendable, Codable {
        case observation, crudList, moodDetail(id: Int)
    }

    /// What a screen resolves its route to: the entity, or a not-found destination.
    enum Destination: Equatable {
        case mood(String)
        case notFound(id: Int)
        case other(MoodRoute)
    }

    @MainActor
    final class MoodStore {
        var moods: [Int: String] = [1: "calm", 2: "joyful"]
        func resolve(_ route: MoodRoute) -> Destination {
            guard case .moodDetail(let id) = route else { return .other(route) }
            return moods[id].map(Destination.mood) ?? .notFound(id: id)
        }
    }

    @Test("routes carry ids, and a deleted entity resolves to a not-found destination")
    func deletedEntityIsNotFound() async {
        let store = MoodStore()
        let navigator = Navigator<MoodRoute>()
        await navigator.send(.setPath([.crudList, .moodDetail(id: 2)]))
        #expect(navigator.state.visibleRoute.map(store.resolve) == .mood("joyful"))
        store.moods[2] = nil
        #expect(navigator.state.visibleRoute.map(store.resolve) == .notFound(id: 2))
    }

    @Test("restoration drops the detail of a mood deleted while the app was closed")
    func restorationDropsDeletedMood() async throws {
        let store = MoodStore()
        let restorer = NavigationRestorer<MoodRoute>(schemaVersion: 1)
        let saved = try restorer.snapshot(of: NavigationState(path: [.crudList, .moodDetail(id: 1)])).encoded()
        store.moods[1] = nil
        let result = await restorer.restore(from: saved) { route in
            if case .notFound = store.resolve(route) { return .drop(reason: "mood was deleted") }
            return .keep
        }
        #expect(result.state.path == [.crudList])
        #expect(!result.isComplete)
    }
}
