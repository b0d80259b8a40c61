/// Which *arr application a client talks to, and the words its messages use for it.
///
/// ArrKit names no service itself: each service module adds its own (`ArrService.radarr`
/// in RadarrAPI, `ArrService.sonarr` in SonarrAPI).
public struct ArrService: Hashable, Sendable, CustomStringConvertible {
    /// The application's name as people say it ("Radarr").
    public let name: String
    /// The port it listens on out of the box (7878 for Radarr).
    public let defaultPort: Int
    /// Nouns for the API's resource paths, used to name what a 404 says is missing
    /// (`"movie": "Movie"` makes a 404 on `/movie/42` read "Movie 42").
    public let resourceNouns: [String: String]
    /// Paths whose answer starts only once every indexer answered (lookups, release searches):
    /// they get ten times the usual deadline for the head. A library is large but starts at once,
    /// so it keeps the usual head deadline, and the lowest-speed rule governs its long body.
    /// An entry ending in `*` matches every path it prefixes.
    public let slowPaths: [String]
    /// The version that added an endpoint, for the message when an older server lacks it
    /// (`"/wanted/missing": "5.3"`).
    public let endpointVersions: [String: String]
    /// Where its API lives under the server's base (`/api/v3` for Radarr and Sonarr, `/api/v1`
    /// for Lidarr).
    public let apiPath: String

    /// Describes a service.
    public init(
        name: String, defaultPort: Int, resourceNouns: [String: String] = [:], slowPaths: [String] = [],
        endpointVersions: [String: String] = [:], apiPath: String = "/api/v3"
    ) {
        self.apiPath = apiPath
        self.name = name
        self.defaultPort = defaultPort
        self.resourceNouns = resourceNouns
        self.slowPaths = slowPaths
        self.endpointVersions = endpointVersions
    }

    /// The name, as in messages.
    public var description: String { name }

    /// The URL base people give it behind a reverse proxy (`/radarr`).
    public var usualURLBase: String { "/" + name.lowercased() }

    /// Whether `path` (without query) is one of the large or slow ones.
    public func isSlow(_ path: String) -> Bool {
        let clean = path.split(separator: "?", maxSplits: 1).first.map(String.init) ?? path
        return slowPaths.contains { pattern in
            pattern.hasSuffix("*") ? clean.hasPrefix(pattern.dropLast()) : clean == pattern
        }
    }
}

extension ArrService {
    /// A server whose kind is not known yet (an address being probed): its transport failures
    /// say "the server", not a guessed name ("Check that the server is running…").
    public static let unidentified = ArrService(name: "the server", defaultPort: 80)
}
