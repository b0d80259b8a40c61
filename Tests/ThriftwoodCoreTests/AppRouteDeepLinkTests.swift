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

    @Test("each route kind prints and parses back, alone and after home", arguments: everyKind)
    func roundTrip(route: AppRoute) throws {
        for path in [[route], [.radarrHome, route]] {
            let text = try AppRoute.deepLinks.printText(NavigationState(path: path))
            #expect(try AppRoute.deepLinks.parse(text).path == path)
        }
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
