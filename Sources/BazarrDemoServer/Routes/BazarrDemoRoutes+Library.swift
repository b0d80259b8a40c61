import ArrDemoKit
import ArrKit
import Foundation
import Hummingbird

/// Bazarr's library as its `api/series`, `api/episodes` and `api/movies` serve it (Bazarr's
/// `bazarr/api/` source): series paged or by `seriesid[]` with their file and missing counts,
/// episodes by `episodeid[]` or a series' (`{data}` only, newest first), movies with every field
/// of its model, and the actions a series or a movie takes (`PATCH ?action=`: 204, or "Unknown
/// action" 400).
extension BazarrDemoRoutes {
    func registerLibrary(on api: RouterGroup<BasicRequestContext>) {
        api.get("series") { request, _ in
            guard authorised(request) else { return Self.unauthorised }
            let ids = Self.values(request, "seriesid[]").compactMap { Int($0) }
            var records: [JSONValue] = []
            for (title, id, _) in Self.seriesBySortTitle where ids.isEmpty || ids.contains(id) {
                records.append(await seriesRecord(title, id: id))
            }
            return ids.isEmpty ? Self.page(records, request) : Self.json(Self.listed(records, total: Self.series.count))
        }
        api.get("episodes") { request, _ in
            guard authorised(request) else { return Self.unauthorised }
            let episodeIds = Self.values(request, "episodeid[]").compactMap { Int($0) }
            let seriesIds = Self.values(request, "seriesid[]").compactMap { Int($0) }
            let chosen: [BazarrDemoCatalogue.Episode]
            if !episodeIds.isEmpty {
                chosen = BazarrDemoCatalogue.episodes.filter { episodeIds.contains($0.id) }
            } else if !seriesIds.isEmpty {
                chosen = BazarrDemoCatalogue.episodes.filter { seriesIds.contains($0.seriesId) }
                    .sorted { ($0.season, $0.number) > ($1.season, $1.number) }
            } else {
                return Self.refusal(.notFound, "Series or Episode ID not provided")
            }
            var records: [JSONValue] = []
            for episode in chosen { records.append(await episodeRecord(episode)) }
            return Self.json(.object(["data": .array(records)]))
        }
        api.get("movies") { request, _ in
            guard authorised(request) else { return Self.unauthorised }
            let ids = Self.values(request, "radarrid[]").compactMap { Int($0) }
            var records: [JSONValue] = []
            for movie in BazarrDemoCatalogue.movies where ids.isEmpty || ids.contains(movie.id) {
                records.append(await movieRecord(movie))
            }
            let total = BazarrDemoCatalogue.movies.count
            return ids.isEmpty ? Self.page(records, request) : Self.json(Self.listed(records, total: total))
        }
        api.patch("series") { request, _ in
            guard authorised(request) else { return Self.unauthorised }
            let id = request.uri.queryParameters.get("seriesid", as: Int.self) ?? 0
            let episodes = BazarrDemoCatalogue.episodes.filter { $0.seriesId == id }.map(\.id)
            let wanted = BazarrDemoCatalogue.episodes.map { Searched.episode($0.id) }
            return await act(request, searching: episodes.map { .episode($0) }, wanted: wanted)
        }
        api.patch("movies") { request, _ in
            guard authorised(request) else { return Self.unauthorised }
            let id = request.uri.queryParameters.get("radarrid", as: Int.self) ?? 0
            return await act(request, searching: [.movie(id)], wanted: BazarrDemoCatalogue.movies.map { .movie($0.id) })
        }
    }

    /// What can be searched for: an episode or a movie.
    enum Searched {
        case episode(Int)
        case movie(Int)
    }

    /// A series' or a movie's `action`: scan-disk and sync change nothing in the demo;
    /// search-missing downloads every missing language of `items`; search-wanted that of every
    /// `wanted` item (every series' episodes, or every movie, as Bazarr's two searches do).
    func act(_ request: Request, searching items: [Searched], wanted: [Searched]) async -> Response {
        switch request.uri.queryParameters.get("action").map({ String($0) }) {
        case "scan-disk", "sync": break
        case "search-missing": await search(items)
        case "search-wanted": await search(wanted)
        default: return Self.refusal(.badRequest, "Unknown action")
        }
        return Response(status: .noContent)
    }

    private func search(_ items: [Searched]) async {
        for item in items {
            switch item {
            case .episode(let id):
                for language in await state.missing(episode: id) {
                    _ = await state.download(episode: id, language: language)
                }
            case .movie(let id):
                for language in await state.missing(movie: id) {
                    _ = await state.download(movie: id, language: language)
                }
            }
        }
    }

    /// The demo's series, one per first-episode line of the catalogue.
    static var series: [(String, Int, Int)] { BazarrDemoCatalogue.seriesFirstEpisodes }

    /// The series as Bazarr orders them: by Sonarr's sort title (lower case, a leading article dropped).
    static var seriesBySortTitle: [(String, Int, Int)] {
        series.sorted { sortTitle($0.0) < sortTitle($1.0) }
    }

    static func sortTitle(_ title: String) -> String {
        let lower = title.lowercased()
        for article in ["the ", "a ", "an "] where lower.hasPrefix(article) {
            return String(lower.dropFirst(article.count))
        }
        return lower
    }

    static func listed(_ records: [JSONValue], total: Int) -> JSONValue {
        .object(["data": .array(records), "total": .number(Double(total))])
    }
}
