import ArrDemoKit
import ArrKit
import Foundation

/// The demo's series, episodes and movies in the shapes of Bazarr's `series_data_model`,
/// episodes' and `movies` data models: every field each model marshals, filled from what the
/// demo knows and empty (as a freshly synced Bazarr leaves them) where it knows nothing.
extension BazarrDemoRoutes {
    /// The audio language Bazarr read from the *arr: English for every demo item.
    static var audio: JSONValue {
        .array([.object(["name": .string("English"), "code2": .string("en"), "code3": .string("eng")])])
    }

    func seriesRecord(_ title: String, id: Int) async -> JSONValue {
        let episodes = BazarrDemoCatalogue.episodes.filter { $0.seriesId == id }
        var missing = 0
        for episode in episodes where await !state.missing(episode: episode.id).isEmpty { missing += 1 }
        return .object([
            "sonarrSeriesId": .number(Double(id)), "title": .string(title), "alternativeTitles": .array([]),
            "audio_language": Self.audio, "episodeFileCount": .number(Double(episodes.count)),
            "episodeMissingCount": .number(Double(missing)), "ended": .bool(false), "fanart": .string(""),
            "imdbId": .string(""), "lastAired": .null, "monitored": .bool(true), "overview": .string(""),
            "path": .string("/data/tv/\(title)"), "poster": .string(""), "profileId": .number(1),
            "seriesType": .string("standard"), "tags": .array([]), "tvdbId": .number(0), "year": .string(""),
        ])
    }

    func episodeRecord(_ episode: BazarrDemoCatalogue.Episode) async -> JSONValue {
        .object([
            "sonarrEpisodeId": .number(Double(episode.id)), "sonarrSeriesId": .number(Double(episode.seriesId)),
            "season": .number(Double(episode.season)), "episode": .number(Double(episode.number)),
            "title": .string("Episode \(episode.number)"), "monitored": .bool(true), "sceneName": .null,
            "audio_language": Self.audio,
            "path": .string(
                "/data/tv/\(episode.series)/Season \(episode.season)/\(episode.series) - "
                    + String(format: "S%02dE%02d", episode.season, episode.number) + ".mkv"),
            "subtitles": .array(await state.has(episode: episode.id).map { subtitle($0, of: episode.series) }),
            "missing_subtitles": .array(await state.missing(episode: episode.id).map(BazarrDemoState.language)),
        ])
    }

    func movieRecord(_ movie: BazarrDemoCatalogue.Movie) async -> JSONValue {
        .object([
            "radarrId": .number(Double(movie.id)), "title": .string(movie.title), "monitored": .bool(true),
            "alternativeTitles": .array([]), "audio_language": Self.audio, "fanart": .string(""),
            "imdbId": .string(""), "overview": .string(""),
            "path": .string("/data/movies/\(movie.title)/\(movie.title).mkv"),
            "poster": .string(""), "profileId": .number(1), "sceneName": .null, "tags": .array([]), "year": .string(""),
            "subtitles": .array(await state.has(movie: movie.id).map { subtitle($0, of: movie.title) }),
            "missing_subtitles": .array(await state.missing(movie: movie.id).map(BazarrDemoState.language)),
        ])
    }
}
