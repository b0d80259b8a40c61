import ArrKit

extension ArrService {
    /// Prowlarr: the indexer manager that feeds the *arrs, on port 9696, API v1.
    public static let prowlarr = ArrService(
        name: "Prowlarr", defaultPort: 9696,
        resourceNouns: ["indexer": "Indexer", "applications": "Application", "history": "History entry"],
        slowPaths: ["/search*", "/indexer/test*", "/indexer/testall", "/applications/testall"], apiPath: "/api/v1")
}
