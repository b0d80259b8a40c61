import ArrKit
import Foundation

/// The demo Bazarr's state: which subtitles each item has, the providers' throttling, the
/// candidates a manual search offered, and the history.
actor BazarrDemoState {
    private var episodeSubtitles: [Int: [String]]
    private var movieSubtitles: [Int: [String]]
    private var throttled: [String: (status: String, retry: String)]
    private(set) var history: [(episode: Bool, record: JSONValue, at: Date)] = []
    let clock: @Sendable () -> Date

    init(clock: @escaping @Sendable () -> Date) {
        self.clock = clock
        episodeSubtitles = Dictionary(uniqueKeysWithValues: BazarrDemoCatalogue.episodes.map { ($0.id, $0.has) })
        movieSubtitles = Dictionary(uniqueKeysWithValues: BazarrDemoCatalogue.movies.map { ($0.id, $0.has) })
        throttled = Dictionary(
            uniqueKeysWithValues: BazarrDemoCatalogue.providers.filter { $0.status != "Good" }.map {
                ($0.name, ($0.status, $0.retry))
            })
        let start = clock()
        for episode in BazarrDemoCatalogue.episodes where !episode.has.isEmpty {
            history.append(
                (
                    true,
                    Self.historyRecord(
                        episode: episode, language: "en", action: 1, provider: "opensubtitlescom", score: "96.67%"),
                    start.addingTimeInterval(-7200)
                ))
        }
        for movie in BazarrDemoCatalogue.movies where !movie.has.isEmpty {
            history.append(
                (
                    false,
                    Self.historyRecord(
                        movie: movie, language: movie.has[0], action: 1, provider: "yifysubtitles", score: "93.39%"),
                    start.addingTimeInterval(-3600)
                ))
        }
    }

    // MARK: Reading

    func missing(episode id: Int) -> [String] { Self.missing(episodeSubtitles[id] ?? []) }
    func missing(movie id: Int) -> [String] { Self.missing(movieSubtitles[id] ?? []) }
    func has(episode id: Int) -> [String] { episodeSubtitles[id] ?? [] }
    func has(movie id: Int) -> [String] { movieSubtitles[id] ?? [] }

    static func missing(_ has: [String]) -> [String] {
        BazarrDemoCatalogue.languages.map(\.code2).filter { !has.contains($0) }
    }

    /// The providers as Bazarr lists them.
    func providers() -> [JSONValue] {
        BazarrDemoCatalogue.providers.map { provider in
            let state = throttled[provider.name]
            return .object([
                "name": .string(provider.name), "status": .string(state?.status ?? "Good"),
                "retry": .string(state?.retry ?? "-"),
            ])
        }
    }

    /// Ends every throttling.
    func resetProviders() { throttled = [:] }

    /// The providers in use now.
    var goodProviders: [String] { BazarrDemoCatalogue.providers.map(\.name).filter { throttled[$0] == nil } }

    // MARK: Changing

    /// Downloads the best subtitle of `language` for an episode: its providers' best score wins.
    func download(episode id: Int, language: String, manual: Bool = false, provider: String? = nil) -> Bool {
        guard let episode = BazarrDemoCatalogue.episodes.first(where: { $0.id == id }),
            let chosen = provider ?? goodProviders.first, !(episodeSubtitles[id] ?? []).contains(language)
        else { return false }
        episodeSubtitles[id, default: []].append(language)
        history.insert(
            (
                true,
                Self.historyRecord(
                    episode: episode, language: language, action: manual ? 2 : 1, provider: chosen, score: "91.67%"),
                clock()
            ), at: 0)
        return true
    }

    /// Downloads the best subtitle of `language` for a movie.
    func download(movie id: Int, language: String, manual: Bool = false, provider: String? = nil) -> Bool {
        guard let movie = BazarrDemoCatalogue.movies.first(where: { $0.id == id }),
            let chosen = provider ?? goodProviders.first, !(movieSubtitles[id] ?? []).contains(language)
        else { return false }
        movieSubtitles[id, default: []].append(language)
        history.insert(
            (
                false,
                Self.historyRecord(
                    movie: movie, language: language, action: manual ? 2 : 1, provider: chosen, score: "88.33%"),
                clock()
            ), at: 0)
        return true
    }

    // MARK: Records

    static func language(_ code: String) -> JSONValue {
        let entry = BazarrDemoCatalogue.languages.first { $0.code2 == code }
        return .object([
            "name": .string(entry?.name ?? code), "code2": .string(code), "code3": .string(entry?.code3 ?? code),
            "forced": .bool(false), "hi": .bool(false),
        ])
    }

    static func historyRecord(
        episode: BazarrDemoCatalogue.Episode, language: String, action: Int, provider: String, score: String
    ) -> JSONValue {
        .object([
            "seriesTitle": .string(episode.series), "episode_number": .string("\(episode.season)x\(episode.number)"),
            "episodeTitle": .string("Episode \(episode.number)"), "sonarrSeriesId": .number(Double(episode.seriesId)),
            "sonarrEpisodeId": .number(Double(episode.id)), "language": Self.language(language),
            "action": .number(Double(action)),
            "provider": .string(provider), "score": .string(score), "monitored": .bool(true), "tags": .array([]),
            "description": .string(
                "\(language == "en" ? "English" : "French") subtitles downloaded from \(provider) with a score of \(score)."
            ),
            "subs_id": .string("\(provider)-\(episode.id)-\(language)"), "upgradable": .bool(false),
            "blacklisted": .bool(false), "matches": .array([]), "dont_matches": .array([]),
        ])
    }

    static func historyRecord(
        movie: BazarrDemoCatalogue.Movie, language: String, action: Int, provider: String, score: String
    ) -> JSONValue {
        .object([
            "title": .string(movie.title), "radarrId": .number(Double(movie.id)), "language": Self.language(language),
            "action": .number(Double(action)), "provider": .string(provider), "score": .string(score),
            "monitored": .bool(true), "tags": .array([]),
            "description": .string(
                "\(language == "en" ? "English" : "French") subtitles downloaded from \(provider) with a score of \(score)."
            ),
            "subs_id": .string("\(provider)-m\(movie.id)-\(language)"), "upgradable": .bool(false),
            "blacklisted": .bool(false), "matches": .array([]), "dont_matches": .array([]),
        ])
    }
}
