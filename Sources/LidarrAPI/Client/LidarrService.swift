import ArrKit

extension ArrService {
    /// Lidarr: music (artists, albums, tracks), on port 8686, API v1.
    public static let lidarr = ArrService(
        name: "Lidarr", defaultPort: 8686,
        resourceNouns: [
            "artist": "Artist", "album": "Album", "track": "Track", "trackfile": "Track file",
            "metadataprofile": "Metadata profile",
        ],
        slowPaths: ["/artist/lookup*", "/album/lookup*", "/search*", "/release*"], apiPath: "/api/v1")
}
