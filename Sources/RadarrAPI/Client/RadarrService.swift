import ArrKit

extension ArrService {
    /// Radarr: movies, on port 7878.
    public static let radarr = ArrService(
        name: "Radarr", defaultPort: 7878,
        resourceNouns: ["movie": "Movie", "moviefile": "Movie file", "credit": "Credit", "collection": "Collection"],
        slowPaths: ["/movie/lookup*", "/release*"],
        endpointVersions: ["/wanted/missing": "5.3", "/wanted/cutoff": "5.3"])
}
