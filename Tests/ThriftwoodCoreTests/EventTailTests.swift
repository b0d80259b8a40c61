import Foundation
import Testing

@testable import ThriftwoodCore

@Suite("A page's toasts take what this process stores from the feed")
struct EventTailTests {
    private func event(_ id: Int64) -> StackEvent {
        StackEvent(
            id: id, type: .downloaded, rawType: "Download",
            server: EventServer(kind: "radarr", name: "Radarr", slug: "radarr"),
            sentence: "Downloaded: Alien (1979) on Radarr", date: Date(timeIntervalSince1970: 1_800_000_000))
    }

    @Test(
        "fed events of the tail's profile newer than the last it gave come oldest first, each once; another profile's never"
    )
    func takesItsOwnNewEvents() throws {
        var tail = EventTail(store: EventStore(database: try AppDatabase.inMemory()), profileID: "home", after: 5)
        let fed = [
            FedEvent(event: event(9), profileID: "home"), FedEvent(event: event(7), profileID: "other"),
            FedEvent(event: event(4), profileID: "home"), FedEvent(event: event(6), profileID: "home"),
        ]
        #expect(tail.take(fed).map(\.id) == [6, 9])
        #expect(tail.after == 9)
        #expect(tail.take([FedEvent(event: event(9), profileID: "home")]).isEmpty)
    }
}
