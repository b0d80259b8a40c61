import Foundation
import Testing
import ThriftwoodCore
import ThriftwoodNavigation

@Suite("Every app route has a deep link that round-trips")
struct AppRouteDeepLinkTests {
    static let everyKind: [AppRoute] = [
        .onboarding, .services, .radarrHome, .radarrMoviesList, .radarrMovieDetail(movieId: 42),
        .radarrAddMovie(query: nil), .radarrAddMovie(query: "blade runner"), .radarrQueue, .radarrHistory,
        .radarrCalendar, .radarrMissing, .radarrMovieReleases(movieId: 7), .radarrEditMovie(movieId: 7),
        .radarrSystemStatus, .radarrSettings, .settingsMain, .settingsProfiles, .settingsAddProfile,
        .settingsEditProfile(profileId: "9F2C-demo"), .settingsAppearance, .settingsNotifications, .settingsAbout,
        .settingsLogs,
    ]

    @Test("each route kind prints and parses back: Radarr's under radarr/, shared ones anywhere", arguments: everyKind)
    func roundTrip(route: AppRoute) throws {
        let radarrOnly = route.needsRadarr && route != .radarrHome
        let paths: [[AppRoute]] =
            route == .radarrHome ? [[route]] : radarrOnly ? [[.radarrHome, route]] : [[route], [.radarrHome, route]]
        for path in paths {
            let text = try AppRoute.deepLinks.printText(NavigationState(path: path))
            #expect(try AppRoute.deepLinks.parse(text).path == path)
        }
        if radarrOnly {
            #expect(throws: DeepLinkError.self) { try AppRoute.deepLinks.printText(NavigationState(path: [route])) }
        }
    }

    @Test("Radarr's links are scoped: queue or an id without radarr/ is not a Radarr screen")
    func scoped() throws {
        for link in ["thriftwood://queue", "thriftwood://42", "thriftwood://settings/queue"] {
            #expect(throws: DeepLinkError.self) { try AppRoute.deepLinks.parse(link) }
        }
        #expect(try AppRoute.deepLinks.parse("thriftwood://radarr/queue").path == [.radarrHome, .radarrQueue])
        #expect(
            try AppRoute.deepLinks.parse("thriftwood://radarr/settings/profiles").path
                == [.radarrHome, .settingsMain, .settingsProfiles])
    }

    @Test("the design's example link names home, list and detail")
    func designExample() throws {
        let state = try AppRoute.deepLinks.parse("thriftwood://radarr/movies/42")
        #expect(state.path == [.radarrHome, .radarrMoviesList, .radarrMovieDetail(movieId: 42)])
    }

    @Test("a malformed link is a typed error naming the segment")
    func malformed() {
        #expect(throws: DeepLinkError.unknownPath(segment: "films", position: 1)) {
            try AppRoute.deepLinks.parse("thriftwood://radarr/films")
        }
    }
}
