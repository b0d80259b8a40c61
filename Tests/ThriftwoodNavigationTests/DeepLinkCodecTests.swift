import Foundation
import Testing
import ThriftwoodNavigation

@Suite("Deep links parse and print from one declaration")
struct DeepLinkCodecTests {
    let codec = GraphRoute.codec

    @Test("a link names the whole stack")
    func linkNamesWholeStack() throws {
        let state = try codec.parse("thriftwood://radarr/movies/42")
        #expect(state.path == [.radarrHome, .moviesList, .movieDetail(movieId: 42)])
    }

    @Test("printing gives the same link back")
    func printMatchesLink() throws {
        let url = try codec.print(path: [.radarrHome, .moviesList, .movieDetail(movieId: 42)])
        #expect(url.absoluteString == "thriftwood://radarr/movies/42")
    }

    @Test("the root state prints as the bare scheme and parses back")
    func rootRoundTrips() throws {
        let text = try codec.printText(NavigationState())
        #expect(text == "thriftwood://")
        #expect(try codec.parse(text) == NavigationState())
    }

    @Test("a sheet with its own stack travels in the sheet query item")
    func sheetRoundTrips() throws {
        let state = NavigationState<GraphRoute>(
            path: [.settings, .profiles], sheet: PresentedSheet(root: .addProfile, path: [.settings]))
        let text = try codec.printText(state)
        #expect(text == "thriftwood://settings/profiles?sheet=profiles/new/settings")
        #expect(try codec.parse(text) == state)
    }

    @Test("text parameters are percent-encoded, slashes included")
    func textParametersAreEncoded() throws {
        let state = NavigationState<GraphRoute>(path: [.addMovie(query: "AC/DC & friends?")])
        let text = try codec.printText(state)
        #expect(!text.contains(" "))
        #expect(try codec.parse(text) == state)
    }

    @Test("an unknown page is named with its position")
    func unknownPathIsNamed() {
        #expect(throws: DeepLinkError.unknownPath(segment: "films", position: 1)) {
            try codec.parse("thriftwood://radarr/films/42")
        }
    }

    @Test("a bad parameter is named, never turned into another route")
    func badParameterIsNamed() {
        #expect(throws: DeepLinkError.badParameter(segment: "-3", position: 2, expected: "a valid value for :id")) {
            try codec.parse("thriftwood://radarr/movies/-3")
        }
        #expect(
            throws: DeepLinkError.badParameter(
                segment: "99999999999999999999999", position: 0, expected: "a whole number")
        ) {
            try codec.parse("thriftwood://99999999999999999999999")
        }
    }

    @Test("a link deeper than the limit is refused")
    func tooDeepIsRefused() {
        let deep = "thriftwood://" + Array(repeating: "queue", count: 13).joined(separator: "/")
        #expect(throws: DeepLinkError.tooDeep(limit: 12)) { try codec.parse(deep) }
    }

    @Test("another scheme, a non-link and an unknown option are typed errors")
    func otherFailuresAreTyped() {
        #expect(throws: DeepLinkError.wrongScheme(expected: "thriftwood", found: "https")) {
            try codec.parse("https://radarr/movies")
        }
        #expect(throws: DeepLinkError.malformed("not a link")) { try codec.parse("not a link") }
        #expect(throws: DeepLinkError.unknownQueryItem("x")) { try codec.parse("thriftwood://radarr?x=1") }
    }

    @Test("a route without a declared shape cannot be printed")
    func unprintableRoute() {
        let partial = DeepLinkCodec<GraphRoute>(scheme: "thriftwood", entries: [.fixed("radarr", .radarrHome)])
        #expect(throws: DeepLinkError.unprintable(route: "queue")) { try partial.print(path: [.queue]) }
    }

    @Test("the scheme is matched without regard to case")
    func schemeIsCaseInsensitive() throws {
        #expect(try codec.parse("Thriftwood://queue").path == [.queue])
    }

    @Test("a tabbed codec selects the named tab")
    func tabbedLinks() throws {
        let tabbed = DeepLinkCodec<GraphRoute>(
            scheme: "thriftwood", tabs: ["movies", "settings"], entries: [.fixed("profiles", .profiles)])
        let state = try tabbed.parse("thriftwood://profiles?tab=settings")
        #expect(state.selectedTab == "settings")
        #expect(state.path == [.profiles])
        #expect(try tabbed.printText(state) == "thriftwood://profiles?tab=settings")
        #expect(throws: DeepLinkError.unknownTab("stats")) { try tabbed.parse("thriftwood://profiles?tab=stats") }
    }
}
