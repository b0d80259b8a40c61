import SeerrKit

/// A title the demo Seerr knows: movies and series the demo Radarr and Sonarr can add (ids
/// match their catalogues), and a few they already have.
struct SeerrDemoTitle: Sendable {
    let key: SeerrTitleKey
    let tvdbId: Int?
    let title: String
    let year: Int
    let seasons: Int
    let overview: String
}

/// The demo Seerr's titles. Descriptions are our own words.
enum SeerrDemoCatalogue {
    static let titles: [SeerrDemoTitle] = [
        movie(
            693_134, "Dune: Part Two", 2024,
            "Paul joins the desert people and must choose between love and a war he foresaw."),
        movie(792_307, "Poor Things", 2023, "A woman brought back to life sets out to see the world on her own terms."),
        movie(666_277, "Past Lives", 2023, "Two childhood friends meet again in New York after twenty years apart."),
        movie(
            915_935, "Anatomy of a Fall", 2023, "A writer stands trial for her husband's death, watched by their son."),
        movie(
            466_420, "Killers of the Flower Moon", 2023,
            "Murders among the Osage Nation after oil is found on their land."),
        movie(
            1_022_789, "Inside Out 2", 2024, "New emotions arrive in a teenager's head just as she starts high school."),
        movie(945_961, "Alien: Romulus", 2024, "Young colonists scavenging a derelict station meet something deadly."),
        movie(
            467_244, "The Zone of Interest", 2023, "A family builds an ordinary life beside the walls of a death camp."),
        movie(
            603_692, "John Wick: Chapter 4", 2023, "John Wick looks for a way to win his freedom from the High Table."),
        movie(
            496_243, "Parasite", 2019, "A poor family cons its way into a wealthy household, until a secret surfaces."),
        series(
            63_639, 280_619, "The Expanse", 2015, 6,
            "A detective and a ship's crew uncover a conspiracy across the solar system."),
        series(
            70_523, 334_824, "Dark", 2017, 3, "Missing children expose the secrets of four families across generations."
        ),
        series(83_867, 393_189, "Andor", 2022, 2, "A thief becomes a rebel in the years before the Rebellion."),
        series(94_605, 371_028, "Arcane", 2021, 2, "Two sisters end up on opposite sides of a war between two cities."),
        series(111_803, 384_116, "The White Lotus", 2021, 3, "Guests and staff of a luxury resort over one week."),
        series(
            95_396, 371_980, "Severance", 2022, 2, "Office workers have their memories split between work and home."),
        series(
            67_070, 318_229, "Fleabag", 2016, 2, "A woman in London copes with grief, family and a charming priest."),
    ]

    static func title(_ key: SeerrTitleKey) -> SeerrDemoTitle? { titles.first { $0.key == key } }

    private static func movie(_ tmdb: Int, _ title: String, _ year: Int, _ overview: String) -> SeerrDemoTitle {
        SeerrDemoTitle(
            key: SeerrTitleKey(mediaType: .movie, tmdbId: tmdb), tvdbId: nil, title: title, year: year, seasons: 0,
            overview: overview)
    }

    private static func series(
        _ tmdb: Int, _ tvdb: Int, _ title: String, _ year: Int, _ seasons: Int, _ overview: String
    ) -> SeerrDemoTitle {
        SeerrDemoTitle(
            key: SeerrTitleKey(mediaType: .tv, tmdbId: tmdb), tvdbId: tvdb, title: title, year: year,
            seasons: seasons, overview: overview)
    }
}

/// A demo Seerr user: a name and Seerr's permission bits.
struct SeerrDemoUser: Sendable {
    let id: Int
    let name: String
    let email: String
    let permissions: Int

    static let all: [SeerrDemoUser] = [
        SeerrDemoUser(id: 1, name: "Ada", email: "ada@home.lan", permissions: 2),
        SeerrDemoUser(id: 2, name: "jonas", email: "jonas@home.lan", permissions: 32),
        SeerrDemoUser(id: 3, name: "maria", email: "maria@home.lan", permissions: 32 | 1024 | 2_097_152 | 4_194_304),
        SeerrDemoUser(id: 4, name: "sam", email: "sam@home.lan", permissions: 32),
        SeerrDemoUser(id: 5, name: "kid", email: "kid@home.lan", permissions: 262_144),
    ]
}
