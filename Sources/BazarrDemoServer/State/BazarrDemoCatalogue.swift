/// What the demo Bazarr knows of the demo stack, with the ids a real Bazarr got when it synced
/// from Thriftwood's Sonarr and Radarr demos (recorded in Tests/BazarrKitTests/Fixtures).
enum BazarrDemoCatalogue {
    struct Episode {
        let series: String
        let seriesId: Int
        let season: Int
        let number: Int
        let id: Int
        /// The languages it has already (the rest of English and French are missing).
        let has: [String]
    }

    struct Movie {
        let title: String
        let id: Int
        let has: [String]
    }

    static let seriesFirstEpisodes: [(String, Int, Int)] = [
        ("Breaking Bad", 1, 3), ("Severance", 2, 65), ("The Wire", 3, 84), ("The Bear", 4, 144), ("House", 5, 182),
        ("The Last of Us", 6, 361), ("Better Call Saul", 7, 377), ("Slow Horses", 8, 440),
    ]

    /// The first three episodes of eight series; every third already has English.
    static let episodes: [Episode] = seriesFirstEpisodes.flatMap { series, seriesId, first in
        (0..<3).map { offset in
            Episode(
                series: series, seriesId: seriesId, season: 1, number: offset + 1, id: first + offset,
                has: offset == 2 ? ["en"] : [])
        }
    }

    static let movies: [Movie] = [
        Movie(title: "The Martian", id: 96, has: ["fr"]), Movie(title: "Gravity", id: 95, has: []),
        Movie(title: "Edge of Tomorrow", id: 93, has: []), Movie(title: "District 9", id: 92, has: ["en"]),
        Movie(title: "Children of Men", id: 91, has: []), Movie(title: "Reservoir Dogs", id: 89, has: []),
        Movie(title: "Kill Bill: Vol. 1", id: 88, has: []), Movie(title: "Inglourious Basterds", id: 87, has: ["en"]),
        Movie(title: "The Departed", id: 85, has: []), Movie(title: "Good Will Hunting", id: 84, has: []),
    ]

    /// The languages of the demo's profile.
    static let languages: [(code2: String, code3: String, name: String)] = [
        ("en", "eng", "English"), ("fr", "fra", "French"),
    ]

    /// The providers: two throttled after failures, as after a night without reaching them.
    static let providers: [(name: String, status: String, retry: String)] = [
        ("addic7ed", "TooManyRequests", "in 23 hours"), ("opensubtitlescom", "Good", "-"),
        ("podnapisi", "ConnectionError", "in 10 minutes"), ("yifysubtitles", "Good", "-"),
    ]
}
