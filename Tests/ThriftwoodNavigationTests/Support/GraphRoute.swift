import Foundation
import ThriftwoodNavigation

/// A small copy of Thriftwood's own route graph, used across the navigation suites.
enum GraphRoute: Hashable, Sendable, Codable {
    case radarrHome
    case moviesList
    case movieDetail(movieId: Int)
    case addMovie(query: String?)
    case queue
    case settings
    case profiles
    case addProfile
    case editProfile(profileId: String)

    static let codec = DeepLinkCodec<GraphRoute>(
        scheme: "thriftwood", maxDepth: 12,
        entries: [
            .fixed("radarr", .radarrHome),
            .fixed("movies", .moviesList),
            .int(":id", { $0 > 0 ? .movieDetail(movieId: $0) : nil }) {
                if case .movieDetail(let id) = $0 { id } else { nil }
            },
            .fixed("add", .addMovie(query: nil)),
            .string("search/:term", { .addMovie(query: $0) }) {
                if case .addMovie(let query?) = $0 { query } else { nil }
            },
            .fixed("queue", .queue),
            .fixed("settings", .settings),
            .fixed("profiles", .profiles),
            .fixed("profiles/new", .addProfile),
            .string("profile/:id", { .editProfile(profileId: $0) }) {
                if case .editProfile(let id) = $0 { id } else { nil }
            },
        ])
}

/// The onboarding child flow's own routes.
enum OnboardingRoute: Hashable, Sendable, Codable {
    case welcome, createProfile, addService, done
}

/// A clock that always reads the same instant, so event timestamps are predictable.
let fixedInstant = Date(timeIntervalSince1970: 1_700_000_000)

/// A boolean flag that main-actor guards and conditions can read and tests can flip.
@MainActor
final class Flag {
    var value: Bool
    init(_ value: Bool) { self.value = value }
}
