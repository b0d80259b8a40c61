import ArrKit

extension ArrService {
    /// Radarr: movies, on port 7878.
    public static let radarr = ArrService(
        name: "Radarr", defaultPort: 7878,
        resourceNouns: ["movie": "Movie", "moviefile": "Movie file", "credit": "Credit", "collection": "Collection"],
        slowPaths: ["/movie", "/movie/lookup*", "/release*"])
}
