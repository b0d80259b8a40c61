import Foundation
import PropertyBased
import Testing
import ThriftwoodNavigation

@Suite("Deep-link properties hold for random input")
struct DeepLinkPropertyTests {
    static let text = Gen<Character>.character(in: " "..."~").string(of: 1...12)

    static let route = zip(Gen.int(in: 0...8), Gen.int(in: 1...9_999_999), text).map {
        (kind: Int, id: Int, text: String) -> GraphRoute in
        switch kind {
        case 0: .radarrHome
        case 1: .moviesList
        case 2: .movieDetail(movieId: id)
        case 3: .addMovie(query: nil)
        case 4: .addMovie(query: text)
        case 5: .queue
        case 6: .settings
        case 7: .profiles
        default: .editProfile(profileId: text)
        }
    }

    @Test("parse(print(state)) == state for random stacks and sheets")
    func roundTrip() async throws {
        await propertyCheck(count: 300, input: Self.route.array(of: 0...12), Self.route.array(of: 0...4), Gen.bool) {
            path, sheetRoutes, hasSheet in
            let sheet =
                hasSheet && !sheetRoutes.isEmpty
                ? PresentedSheet(root: sheetRoutes[0], path: Array(sheetRoutes.dropFirst())) : nil
            let state = NavigationState(path: path, sheet: sheet)
            let text = try? GraphRoute.codec.printText(state)
            #expect(text != nil)
            if let text { #expect((try? GraphRoute.codec.parse(text)) == state) }
        }
    }

    @Test("parse never traps on random text")
    func parseNeverTraps() async {
        await propertyCheck(count: 500, input: Gen<Character>.character(in: " "..."~").string(of: 0...40)) { text in
            _ = try? GraphRoute.codec.parse(text)
            _ = try? GraphRoute.codec.parse("thriftwood://" + text)
        }
    }

    @Test("parse never traps on random unicode and percent escapes")
    func parseNeverTrapsOnUnicode() async {
        let pieces = Gen.element(of: [
            "%", "%2", "%ZZ", "%FF", "/", "?", "&", "=", "#", "é", "🎬", "movies", "42", "sheet=", "tab=", "radarr", ":",
            "//",
        ])
        await propertyCheck(count: 500, input: pieces.compactMap { $0 }.array(of: 0...16)) { parts in
            let text = "thriftwood://" + parts.joined()
            switch Result(catching: { try GraphRoute.codec.parse(text) }) {
            case .success(let state):
                // Whatever parses must print back to a link naming the same state.
                let printed = try? GraphRoute.codec.printText(state)
                #expect(printed.flatMap { try? GraphRoute.codec.parse($0) } == state)
            case .failure(let error):
                #expect(error is DeepLinkError)
            }
        }
    }
}
