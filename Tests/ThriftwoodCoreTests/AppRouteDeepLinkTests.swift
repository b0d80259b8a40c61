import ArrKit
import Foundation
import Testing
import ThriftwoodCore
import ThriftwoodNavigation

@Suite("Every app route has a deep link that round-trips")
struct AppRouteDeepLinkTests {
    static let everyKind: [AppRoute] = [
        .services, .radarr(.home), .radarr(.moviesList), .radarr(.movieDetail(movieId: 42)),
        .radarr(.addMovie(query: nil)), .radarr(.addMovie(query: "blade runner")), .radarr(.queue), .radarr(.history),
        .radarr(.calendar), .radarr(.missing), .radarr(.releases(movieId: 7)), .radarr(.editMovie(movieId: 7)),
        .radarr(.systemStatus), .radarr(.settings), .settings(.main), .settings(.profiles), .settings(.addProfile),
        .settings(.editProfile(profileId: "9F2C-demo")), .settings(.appearance), .settings(.notifications),
        .settings(.about),
        .settings(.logs),
    ]

    @Test("each route kind prints and parses back: Radarr's under radarr/, shared ones anywhere", arguments: everyKind)
    func roundTrip(route: AppRoute) throws {
        let radarrOnly = route.service == .radarr && route != .radarr(.home)
        let paths: [[AppRoute]] =
            route == .radarr(.home)
            ? [[route]] : radarrOnly ? [[.radarr(.home), route]] : [[route], [.radarr(.home), route]]
        for path in paths {
            let text = try KindRegistry.standard.deepLinks.printText(NavigationState(path: path))
            #expect(try KindRegistry.standard.deepLinks.parse(text).path == path)
        }
        if radarrOnly {
            #expect(throws: DeepLinkError.self) {
                try KindRegistry.standard.deepLinks.printText(NavigationState(path: [route]))
            }
        }
    }

    @Test("Radarr's links are scoped: queue or an id without radarr/ is not a Radarr screen")
    func scoped() throws {
        for link in ["thriftwood://queue", "thriftwood://42", "thriftwood://settings/queue"] {
            #expect(throws: DeepLinkError.self) { try KindRegistry.standard.deepLinks.parse(link) }
        }
        #expect(
            try KindRegistry.standard.deepLinks.parse("thriftwood://radarr/queue").path == [
                .radarr(.home), .radarr(.queue),
            ])
        #expect(
            try KindRegistry.standard.deepLinks.parse("thriftwood://radarr/settings/profiles").path
                == [.radarr(.home), .settings(.main), .settings(.profiles)])
    }

    @Test("the design's example link names home, list and detail")
    func designExample() throws {
        let state = try KindRegistry.standard.deepLinks.parse("thriftwood://radarr/movies/42")
        #expect(state.path == [.radarr(.home), .radarr(.moviesList), .radarr(.movieDetail(movieId: 42))])
    }

    @Test("a malformed link is a typed error naming the segment")
    func malformed() {
        #expect(throws: DeepLinkError.unknownPath(segment: "films", position: 1)) {
            try KindRegistry.standard.deepLinks.parse("thriftwood://radarr/films")
        }
    }
}
