import ArrDemoKit
import ArrKit
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// Bazarr's API as the demo serves it: `/api/…` behind `X-API-KEY` (or `apikey`), pages as
/// `{data, total}`, refusals as a JSON string with their status, 204 after a change.
struct BazarrDemoRoutes: Sendable {
    let state: BazarrDemoState
    let apiKey: String
    let version: String

    func register(on root: RouterGroup<BasicRequestContext>) {
        let api = root.group("api")
        api.get("system/status") { request, _ in
            guard authorised(request) else { return Self.unauthorised }
            return Self.json(
                .object([
                    "data": .object([
                        "bazarr_version": .string(version), "package_version": .string(""),
                        "sonarr_version": .string("4.0.19.2979"), "radarr_version": .string("5.14.0.9383"),
                        "operating_system": .string("Linux"), "python_version": .string("3.11.7"),
                        "database_engine": .string("Sqlite 3.40.1"), "timezone": .string("Etc/UTC"),
                    ])
                ]))
        }
        api.get("system/health") { request, _ in
            guard authorised(request) else { return Self.unauthorised }
            return Self.json(.object(["data": .array([])]))
        }
        registerWanted(on: api)
        registerItems(on: api)
        registerLibrary(on: api)
        registerProviders(on: api)
        registerHistory(on: api)
    }

    private func registerWanted(on api: RouterGroup<BasicRequestContext>) {
        api.get("episodes/wanted") { request, _ in
            guard authorised(request) else { return Self.unauthorised }
            var records: [JSONValue] = []
            for episode in BazarrDemoCatalogue.episodes {
                let missing = await state.missing(episode: episode.id)
                guard !missing.isEmpty else { continue }
                records.append(
                    .object([
                        "seriesTitle": .string(episode.series),
                        "episode_number": .string("\(episode.season)x\(episode.number)"),
                        "episodeTitle": .string("Episode \(episode.number)"),
                        "missing_subtitles": .array(missing.map(BazarrDemoState.language)),
                        "sonarrSeriesId": .number(Double(episode.seriesId)),
                        "sonarrEpisodeId": .number(Double(episode.id)),
                        "sceneName": .null, "tags": .array([]), "seriesType": .string("standard"),
                    ]))
            }
            return Self.page(records, request)
        }
        api.get("movies/wanted") { request, _ in
            guard authorised(request) else { return Self.unauthorised }
            var records: [JSONValue] = []
            for movie in BazarrDemoCatalogue.movies {
                let missing = await state.missing(movie: movie.id)
                guard !missing.isEmpty else { continue }
                records.append(
                    .object([
                        "title": .string(movie.title),
                        "missing_subtitles": .array(missing.map(BazarrDemoState.language)),
                        "radarrId": .number(Double(movie.id)), "sceneName": .null, "tags": .array([]),
                    ]))
            }
            return Self.page(records, request)
        }
    }

    private func registerItems(on api: RouterGroup<BasicRequestContext>) {
        api.patch("episodes/subtitles") { request, _ in
            guard authorised(request) else { return Self.unauthorised }
            let query = request.uri.queryParameters
            guard let id = query.get("episodeid", as: Int.self),
                let language = query.get("language").map({ String($0) })
            else {
                return Self.refusal(.badRequest, "Missing required parameter")
            }
            guard BazarrDemoCatalogue.episodes.contains(where: { $0.id == id }) else {
                return Self.refusal(.notFound, "Episode not found")
            }
            _ = await state.download(episode: id, language: language)
            return Response(status: .noContent)
        }
        api.patch("movies/subtitles") { request, _ in
            guard authorised(request) else { return Self.unauthorised }
            let query = request.uri.queryParameters
            guard let id = query.get("radarrid", as: Int.self), let language = query.get("language").map({ String($0) })
            else {
                return Self.refusal(.badRequest, "Missing required parameter")
            }
            guard BazarrDemoCatalogue.movies.contains(where: { $0.id == id }) else {
                return Self.refusal(.notFound, "Movie not found")
            }
            _ = await state.download(movie: id, language: language)
            return Response(status: .noContent)
        }
    }

    private func registerProviders(on api: RouterGroup<BasicRequestContext>) {
        api.get("providers") { request, _ in
            guard authorised(request) else { return Self.unauthorised }
            return Self.json(.object(["data": .array(await state.providers())]))
        }
        api.post("providers") { request, context in
            guard authorised(request) else { return Self.unauthorised }
            let form = try await Self.form(request, context: context)
            guard form["action"] == "reset" else { return Self.refusal(.badRequest, "Unknown action") }
            await state.resetProviders()
            return Response(status: .noContent)
        }
        api.get("providers/episodes") { request, _ in
            guard authorised(request) else { return Self.unauthorised }
            guard let id = request.uri.queryParameters.get("episodeid", as: Int.self),
                BazarrDemoCatalogue.episodes.contains(where: { $0.id == id })
            else { return Self.refusal(.notFound, "Episode not found") }
            return Self.json(.object(["data": .array(await candidates(for: "episode-\(id)"))]))
        }
        api.get("providers/movies") { request, _ in
            guard authorised(request) else { return Self.unauthorised }
            guard let id = request.uri.queryParameters.get("radarrid", as: Int.self),
                BazarrDemoCatalogue.movies.contains(where: { $0.id == id })
            else { return Self.refusal(.notFound, "Movie not found") }
            return Self.json(.object(["data": .array(await candidates(for: "movie-\(id)"))]))
        }
    }

    private func registerHistory(on api: RouterGroup<BasicRequestContext>) {
        for (path, episodes) in [("episodes/history", true), ("movies/history", false)] {
            api.get(RouterPath(path)) { request, _ in
                guard authorised(request) else { return Self.unauthorised }
                let now = state.clock()
                let records = await state.history.filter { $0.episode == episodes }.map { entry -> JSONValue in
                    guard case .object(var fields) = entry.record else { return entry.record }
                    fields["timestamp"] = .string(Self.words(since: entry.at, now: now))
                    fields["parsed_timestamp"] = .string(Self.parsed(entry.at))
                    return .object(fields)
                }
                return Self.page(records, request)
            }
        }
    }

    // MARK: Shapes

    func authorised(_ request: Request) -> Bool {
        (HTTPField.Name("X-API-KEY").flatMap { request.headers[$0] }) == apiKey
            || request.uri.queryParameters.get("apikey").map { String($0) } == apiKey
    }

    func subtitle(_ code: String, of title: String) -> JSONValue {
        guard case .object(var fields) = BazarrDemoState.language(code) else { return .null }
        fields["path"] = .string("/data/\(title).\(code).srt")
        fields["file_size"] = .number(48_213)
        return .object(fields)
    }

    /// What the providers in use offer for an item: three scored candidates each.
    private func candidates(for item: String) async -> [JSONValue] {
        var offers: [JSONValue] = []
        for (index, provider) in await state.goodProviders.enumerated() {
            for (offset, language) in BazarrDemoCatalogue.languages.map(\.code2).enumerated() {
                let score = 96 - index * 7 - offset * 4
                offers.append(
                    .object([
                        "provider": .string(provider), "language": .string(language), "score": .number(Double(score)),
                        "orig_score": .number(Double(score * 3)), "score_without_hash": .number(Double(score - 2)),
                        "release_info": .array([.string("\(item).1080p.WEB-DL.DDP5.1.H.264-NTb")]),
                        "hearing_impaired": .string("False"), "forced": .string("False"),
                        "original_format": .string("False"),
                        "uploader": .string(["subsfan", "mrsubs", "openworld"][index % 3]),
                        "subtitle": .string("\(provider):\(item):\(language)"),
                        "url": .string("https://\(provider).example/\(item)"),
                        "matches": .array([.string("series"), .string("season"), .string("episode")]),
                        "dont_matches": .array([]),
                    ]))
            }
        }
        return offers
    }

    static var unauthorised: Response {
        json(
            .object([
                "message": .string(
                    "The server could not verify that you are authorized to access the URL requested. You either supplied the wrong credentials (e.g. a bad password), or your browser doesn't understand how to supply the credentials required."
                )
            ]),
            status: .unauthorized)
    }

    static func refusal(_ status: HTTPResponse.Status, _ reason: String) -> Response {
        json(.string(reason), status: status)
    }

    static func page(_ records: [JSONValue], _ request: Request) -> Response {
        let start = max(0, request.uri.queryParameters.get("start", as: Int.self) ?? 0)
        let length = request.uri.queryParameters.get("length", as: Int.self) ?? -1
        let slice = records.dropFirst(start)
        let shown = length < 0 ? Array(slice) : Array(slice.prefix(length))
        return json(.object(["data": .array(shown), "total": .number(Double(records.count))]))
    }

    static func json(_ value: JSONValue, status: HTTPResponse.Status = .ok) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "application/json"
        let data = (try? JSONEncoder().encode(value)) ?? Data("null".utf8)
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// Every value of the query field `name`, its name decoded as Flask decodes it (a client may
    /// send `episodeid%5B%5D`).
    static func values(_ request: Request, _ name: String) -> [String] {
        (request.uri.query ?? "").split(separator: "&").compactMap { pair in
            let parts = pair.split(separator: "=", maxSplits: 1).map {
                String($0).removingPercentEncoding ?? String($0)
            }
            return parts.count == 2 && parts[0] == name ? parts[1] : nil
        }
    }

    static func form(_ request: Request, context: BasicRequestContext) async throws -> [String: String] {
        var request = request
        let body = try await request.collectBody(upTo: 1 << 16)
        var fields: [String: String] = [:]
        for pair in String(buffer: body).split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1).map {
                String($0).removingPercentEncoding ?? String($0)
            }
            if parts.count == 2 { fields[parts[0]] = parts[1] }
        }
        return fields
    }

    /// "just now", "5 minutes ago", "2 hours ago", as Bazarr's history words its times.
    static func words(since date: Date, now: Date) -> String {
        let seconds = Int(clamping: max(0, now.timeIntervalSince(date)))
        switch seconds {
        case ..<10: return "now"
        case ..<60: return "\(seconds) seconds ago"
        case ..<3600: return seconds < 120 ? "a minute ago" : "\(seconds / 60) minutes ago"
        case ..<86_400: return seconds < 7200 ? "an hour ago" : "\(seconds / 3600) hours ago"
        default: return seconds < 172_800 ? "a day ago" : "\(seconds / 86_400) days ago"
        }
    }

    /// "11/26/26 13:51:33".
    static func parsed(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "MM/dd/yy HH:mm:ss"
        return formatter.string(from: date)
    }
}
