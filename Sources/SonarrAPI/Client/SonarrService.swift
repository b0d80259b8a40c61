import ArrKit

extension ArrService {
    /// Sonarr: TV series, on port 8989.
    public static let sonarr = ArrService(
        name: "Sonarr", defaultPort: 8989,
        resourceNouns: [
            "series": "Series", "episode": "Episode", "episodefile": "Episode file",
            "languageprofile": "Language profile",
        ],
        slowPaths: ["/series/lookup*", "/release*"])
}
