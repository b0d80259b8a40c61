import Testing
import ThriftwoodNavigation

/// A shelf and its parts: a part exists only within the shelf before it, as a season within its series.
enum ShelfRoute: Hashable, Sendable {
    case shelves
    case shelf(id: Int)
    case part(shelf: Int, number: Int)
    case partPhotos(shelf: Int, number: Int)
    case about

    static let codec = DeepLinkCodec<ShelfRoute>(
        scheme: "app",
        entries: [
            .fixed("shelves", .shelves),
            .int(":id", { $0 > 0 ? .shelf(id: $0) : nil }) { if case .shelf(let id) = $0 { id } else { nil } },
            .following("part/:number", kinds: [.int]) { previous, values in
                guard case .shelf(let id) = previous, case .int(let number)? = values.first else { return nil }
                return .part(shelf: id, number: number)
            } match: { route, previous in
                guard case .part(let id, let number) = route, previous == .shelf(id: id) else { return nil }
                return [.int(number)]
            },
            .following("photos", kinds: []) { previous, _ in
                guard case .part(let id, let number) = previous else { return nil }
                return .partPhotos(shelf: id, number: number)
            } match: { route, previous in
                guard case .partPhotos(let id, let number) = route else { return nil }
                return previous == .part(shelf: id, number: number) ? [] : nil
            },
            .fixed("about", .about),
            .fixed("photos", .about),
        ])
}

@Suite("Deep links whose routes take their context from the route before them")
struct FollowingDeepLinkTests {
    @Test("a part's link is its shelf's link plus its own segment, and parses to the whole stack")
    func partAfterShelf() throws {
        let path: [ShelfRoute] = [
            .shelves, .shelf(id: 12), .part(shelf: 12, number: 3), .partPhotos(shelf: 12, number: 3),
        ]
        let text = try ShelfRoute.codec.printText(NavigationState(path: path))
        #expect(text == "app://shelves/12/part/3/photos")
        #expect(try ShelfRoute.codec.parse(text).path == path)
    }

    @Test("after its route a following entry wins over a plain one of the same name; elsewhere the plain one applies")
    func followingWinsTies() throws {
        #expect(
            try ShelfRoute.codec.parse("app://shelves/12/part/3/photos").path.last == .partPhotos(shelf: 12, number: 3))
        #expect(try ShelfRoute.codec.parse("app://shelves/12/photos").path == [.shelves, .shelf(id: 12), .about])
    }

    @Test("a following route after the wrong screen or at the start is an unknown path, never a guess")
    func wrongContextIsRejected() {
        #expect(throws: DeepLinkError.self) { try ShelfRoute.codec.parse("app://part/3") }
        #expect(throws: DeepLinkError.self) { try ShelfRoute.codec.parse("app://about/part/3") }
        #expect(throws: DeepLinkError.self) { try ShelfRoute.codec.parse("app://shelves/12/part") }
        #expect(throws: DeepLinkError.self) {
            try ShelfRoute.codec.printText(
                NavigationState(path: [.shelves, .shelf(id: 1), .part(shelf: 2, number: 3)]))
        }
    }
}
