import ArrDemoKit
import ArrKit
import Foundation
import HTTPTypes
import Hummingbird
import NIOFoundationCompat
import ServerKit
import SonarrAPI

/// Registers every Sonarr v3 endpoint the demo serves, with Sonarr's status codes.
struct SonarrRoutes<Context: RequestContext>: Sendable {
    let library: SonarrDemoLibrary
    let json: DemoJSON
    let version: String
    let admin: DemoAdmin?

    /// Whether the server behaves as Sonarr v3 (language profiles are real and checked).
    var isVersion3: Bool { version.hasPrefix("3.") }

    /// v3's language profiles; v4 answers one deprecated stub.
    var languageProfiles: [LanguageProfile] {
        isVersion3
            ? [LanguageProfile(id: 1, name: "English"), LanguageProfile(id: 2, name: "Original")]
            : [LanguageProfile(id: 1, name: "Deprecated")]
    }

    func register(on api: RouterGroup<Context>) {
        registerSystem(on: api)
        registerSeries(on: api)
        registerEpisodes(on: api)
        registerActivity(on: api)
        registerSearch(on: api)
        registerSettings(on: api)
    }

    private func registerSystem(on api: RouterGroup<Context>) {
        api.get("system/status") { _, _ in
            try json.respond(
                SystemStatus.demo(
                    appName: "Sonarr", version: version, startTime: library.startTime, branch: "main",
                    runtime: "6.0.35"))
        }
        api.get("health") { _, _ in try json.respond(await library.health()) }
        api.get("diskspace") { _, _ in
            let free = await library.freeSpace()
            return try json.respond([
                DiskSpace(path: "/", label: "root", freeSpace: 40_000_000_000, totalSpace: 120_000_000_000),
                DiskSpace(
                    path: "/data", label: "data", freeSpace: ServerCount(free),
                    totalSpace: ServerCount(library.diskTotal)),
            ])
        }
        api.get("log") { request, _ in
            let now = library.clock()
            let all = (0..<80).map { index in
                LogRecord(
                    id: 80 - index, time: now.addingTimeInterval(-Double(index) * 420),
                    level: index % 7 == 0 ? "warn" : "info",
                    logger: index % 2 == 0 ? "RssSyncService" : "EpisodeSearchService",
                    message: index % 7 == 0
                        ? "Indexer DemoNZB is unavailable" : "RSS Sync Completed. Reports found: \(index % 30)")
            }
            return try json.respond(Paging(request).page(DemoLogLevels.filter(all, request), sortKey: "time"))
        }
    }

    private func registerSeries(on api: RouterGroup<Context>) {
        api.get("series") { request, _ in
            if let tvdbId = request.arrQuery.get("tvdbId", as: Int.self) {
                return try json.respond(await library.allSeries().filter { $0.tvdbId == tvdbId })
            }
            return json.respond(data: try await library.encodedSeriesList(encoder: ArrJSON.makeEncoder()))
        }
        api.get("series/lookup") { request, _ in
            let term = request.arrQuery.get("term").map { String($0) } ?? ""
            return try json.respond(await library.lookup(term))
        }
        api.get("series/:id") { _, context in
            guard let id = context.parameters.get("id", as: Int.self), let series = await library.series(id: id) else {
                return DemoJSON.empty(.notFound)
            }
            return try json.respond(series)
        }
        api.post("series") { request, context in
            var candidate = try await decode(Series.self, request, context)
            // v3 checks the language profile like the quality profile; v4 ignores it (always 1).
            if !isVersion3 { candidate.languageProfileId = 1 }
            if isVersion3, !languageProfiles.contains(where: { $0.id == candidate.languageProfileId }) {
                return DemoJSON.validation([
                    ValidationFailure(
                        propertyName: "LanguageProfileId", errorMessage: "Language profile does not exist")
                ])
            }
            switch await library.add(candidate) {
            case .success(let series): return try json.respond(series, status: .created)
            case .failure(let refused): return DemoJSON.validation(refused.failures)
            }
        }
        api.put("series/editor") { request, context in
            let edit = try await decode(SeriesEditorRequest.self, request, context)
            return try json.respond(await library.edit(edit), status: .accepted)
        }
        api.delete("series/editor") { request, context in
            let deletion = try await decode(SeriesEditorDeletion.self, request, context)
            for id in deletion.seriesIds { _ = await library.delete(seriesId: id) }
            return DemoJSON.response(.ok, data: Data("{}".utf8))
        }
        // `[RestPutById]`: the id in the path, or else the body's.
        for path in ["series", "series/:id"] {
            api.put(RouterPath(path)) { request, context in
                let changed = try await decode(Series.self, request, context)
                guard let id = DemoPutById.id(context, body: changed.id) else {
                    return DemoJSON.error(.badRequest, message: "id must be greater than 0")
                }
                let refused = DemoPathRules.edit(path: changed.path)
                guard refused.isEmpty else { return DemoJSON.validation(refused) }
                guard let updated = await library.update(changed, id: id) else { return DemoJSON.empty(.notFound) }
                return try json.respond(updated, status: .accepted)
            }
        }
        api.delete("series/:id") { _, context in
            guard let id = context.parameters.get("id", as: Int.self), await library.delete(seriesId: id) else {
                return DemoJSON.empty(.notFound)
            }
            return DemoJSON.empty()
        }
        api.post("seasonpass") { request, context in
            let pass = try await decode(SeasonPassRequest.self, request, context)
            await library.seasonPass(pass)
            return DemoJSON.response(.accepted, data: Data("{}".utf8))
        }
    }

    private func registerEpisodes(on api: RouterGroup<Context>) {
        api.get("episode") { request, _ in
            let query = request.arrQuery
            let includeFile = query.get("includeEpisodeFile") == "true"
            let includeSeries = query.get("includeSeries") == "true"
            let ids = query.getAll("episodeIds").flatMap { $0.split(separator: ",") }.compactMap { Int($0) }
            if !ids.isEmpty {
                return try json.respond(
                    await library.episodes(ids: ids, includeFile: includeFile, includeSeries: includeSeries))
            }
            guard let seriesId = query.get("seriesId", as: Int.self) else {
                return DemoJSON.error(.badRequest, message: "seriesId or episodeIds must be provided")
            }
            let list = await library.episodes(
                seriesId: seriesId, seasonNumber: query.get("seasonNumber", as: Int.self), includeFile: includeFile,
                includeSeries: includeSeries)
            return try json.respond(list ?? [])
        }
        api.put("episode/monitor") { request, context in
            let change = try await decode(EpisodeMonitorRequest.self, request, context)
            return try json.respond(
                await library.setMonitored(episodeIds: change.episodeIds, change.monitored), status: .accepted)
        }
        api.get("episode/:id") { _, context in
            guard let id = context.parameters.get("id", as: Int.self), let episode = await library.episode(id: id)
            else {
                return DemoJSON.empty(.notFound)
            }
            return try json.respond(episode)
        }
        api.put("episode/:id") { request, context in
            let change = try await decode(MonitoredFlag.self, request, context)
            guard let id = context.parameters.get("id", as: Int.self),
                let episode = await library.setMonitored(episodeIds: [id], change.monitored).first
            else { return DemoJSON.empty(.notFound) }
            return try json.respond(episode, status: .accepted)
        }
        api.get("episodefile") { request, _ in
            guard let seriesId = request.arrQuery.get("seriesId", as: Int.self) else {
                return DemoJSON.error(.badRequest, message: "seriesId or episodeFileIds must be provided")
            }
            return try json.respond(await library.files(seriesId: seriesId))
        }
        api.get("episodefile/:id") { _, context in
            guard let id = context.parameters.get("id", as: Int.self), let file = await library.file(id: id) else {
                return DemoJSON.empty(.notFound)
            }
            return try json.respond(file)
        }
        api.delete("episodefile/:id") { _, context in
            guard let id = context.parameters.get("id", as: Int.self), await library.deleteFile(id: id) else {
                return DemoJSON.empty(.notFound)
            }
            return DemoJSON.empty()
        }
    }

    private func registerActivity(on api: RouterGroup<Context>) {
        api.get("queue") { request, _ in
            let query = request.arrQuery
            let records = await library.queueRecords(
                includeSeries: query.get("includeSeries") == "true",
                includeEpisode: query.get("includeEpisode") == "true")
            return try json.respond(Paging(request, ascendingByDefault: true).page(records, sortKey: "timeleft"))
        }
        // Sonarr's `queue/details`: every record unpaged, a series' or some episodes' alone when asked.
        api.get("queue/details") { request, _ in
            let query = request.arrQuery
            let seriesId = query.get("seriesId", as: Int.self)
            let episodes = Set(query.getAll("episodeIds").flatMap { $0.split(separator: ",") }.compactMap { Int($0) })
            let records = await library.queueRecords(
                includeSeries: query.get("includeSeries") == "true",
                includeEpisode: query.get("includeEpisode") == "true")
            return try json.respond(
                records.filter { record in
                    (seriesId == nil || record.seriesId == seriesId)
                        && (episodes.isEmpty || record.episodeId.map(episodes.contains) == true)
                })
        }
        api.get("queue/status") { _, _ in
            let records = await library.queueRecords(includeSeries: false, includeEpisode: false)
            return try json.respond(
                QueueStatus(
                    totalCount: ServerCount(records.count), count: ServerCount(records.count), errors: false,
                    warnings: false))
        }
        api.delete("queue/:id") { request, context in
            let blocklist = request.arrQuery.get("blocklist") == "true"
            guard let id = context.parameters.get("id", as: Int.self) else { return DemoJSON.empty(.notFound) }
            let record = await library.queueRecords(includeSeries: true, includeEpisode: false).first { $0.id == id }
            guard await library.removeQueueRecord(id: id, blocklist: blocklist) else {
                return DemoJSON.empty(.notFound)
            }
            if blocklist, let record, let json = try? JSONValue(encoding: record) {
                admin?.block(queueRecord: json, message: "Removed from the queue and blocklisted")
            }
            return DemoJSON.empty()
        }
        DemoManualImportRoutes.register(on: api, json: json) { [library] downloadId, folder in
            try await library.manualImportCandidates(downloadId: downloadId, folder: folder)
        }
        api.post("history/failed/:id") { _, context in
            let id = context.parameters.get("id", as: Int.self)
            let records = await library.historyRecords(
                events: [], seriesId: nil, seasonNumber: nil, includeSeries: true, includeEpisode: false)
            guard let record = records.first(where: { $0.id == id }), let json = try? JSONValue(encoding: record) else {
                return DemoJSON.error(.notFound, message: "History item \(id ?? 0) does not exist")
            }
            admin?.block(historyRecord: json)
            if let episodeId = record.episodeId {
                _ = await library.start(CommandRequest(name: "EpisodeSearch", episodeIds: [episodeId]))
            }
            return DemoJSON.empty()
        }
        api.get("history") { request, _ in
            let query = request.arrQuery
            let records = await library.historyRecords(
                events: query.getAll("eventType").compactMap { Int($0) }, seriesId: nil, seasonNumber: nil,
                includeSeries: query.get("includeSeries") == "true",
                includeEpisode: query.get("includeEpisode") == "true")
            return try json.respond(Paging(request).page(records, sortKey: "date"))
        }
        api.get("history/series") { request, _ in
            let query = request.arrQuery
            guard let seriesId = query.get("seriesId", as: Int.self) else {
                return DemoJSON.error(.badRequest, message: "seriesId must be provided")
            }
            return try json.respond(
                await library.historyRecords(
                    events: [], seriesId: seriesId, seasonNumber: query.get("seasonNumber", as: Int.self),
                    includeSeries: query.get("includeSeries") == "true",
                    includeEpisode: query.get("includeEpisode") == "true"))
        }
        api.get("calendar") { request, _ in
            let query = request.arrQuery
            let now = library.clock()
            let start = query.get("start").flatMap { ArrDate.parse(String($0)) } ?? Calendar.utc.startOfDay(for: now)
            let end = query.get("end").flatMap { ArrDate.parse(String($0)) } ?? start.addingTimeInterval(2 * 86_400)
            return try json.respond(
                await library.calendar(
                    start: start, end: end, unmonitored: query.get("unmonitored") == "true",
                    includeSeries: query.get("includeSeries") == "true"))
        }
        api.get("wanted/missing") { request, _ in
            let episodes = await library.missing(
                includeSeries: request.arrQuery.get("includeSeries") == "true")
            return try json.respond(Paging(request).page(episodes, sortKey: "episodes.airDateUtc"))
        }
        api.get("wanted/cutoff") { request, _ in
            // As real Sonarr: the file only when asked for (includeEpisodeFile=true).
            let episodes = await library.cutoffUnmet(
                includeSeries: request.arrQuery.get("includeSeries") == "true",
                includeFile: request.arrQuery.get("includeEpisodeFile") == "true")
            return try json.respond(Paging(request).page(episodes, sortKey: "episodes.airDateUtc"))
        }
    }

    private func registerSearch(on api: RouterGroup<Context>) {
        api.get("release") { request, _ in
            let query = request.arrQuery
            if let episodeId = query.get("episodeId", as: Int.self) {
                guard let episode = await library.episode(id: episodeId),
                    let releases = await library.searchReleases(
                        seriesId: episode.seriesId, seasonNumber: nil, episodeId: episodeId)
                else { return DemoJSON.empty(.notFound) }
                return try json.respond(releases)
            }
            if let seriesId = query.get("seriesId", as: Int.self), let season = query.get("seasonNumber", as: Int.self)
            {
                guard
                    let releases = await library.searchReleases(
                        seriesId: seriesId, seasonNumber: season, episodeId: nil)
                else { return DemoJSON.empty(.notFound) }
                return try json.respond(releases)
            }
            return try json.respond([SonarrRelease]())
        }
        api.post("release") { request, context in
            let grab = try await decode(SonarrGrabRequest.self, request, context)
            guard let release = await library.grab(guid: grab.guid, indexerId: grab.indexerId) else {
                return DemoJSON.error(
                    .notFound, message: "Couldn't find requested release in cache, try searching again")
            }
            return try json.respond(release)
        }
        api.post("command") { request, context in
            let (command, files) = try await DemoManualImportRoutes.command(request)
            // A ManualImport's files are imported as the command starts; the command then runs its course.
            if let files { _ = await library.manualImport(files: files) }
            guard let resource = await library.start(command) else {
                return DemoJSON.error(.internalServerError, message: "Unknown command: \(command.name)")
            }
            admin?.ran(command.name)
            return try json.respond(resource, status: .created)
        }
        api.get("command") { _, _ in try json.respond(await library.allCommands()) }
        api.get("command/:id") { _, context in
            guard let id = context.parameters.get("id", as: Int.self), let command = await library.command(id: id)
            else {
                return DemoJSON.empty(.notFound)
            }
            return try json.respond(command)
        }
    }

    private func registerSettings(on api: RouterGroup<Context>) {
        api.get("qualityprofile") { _, _ in try json.respond(library.qualityProfiles) }
        api.get("languageprofile") { _, _ in
            var response = try json.respond(languageProfiles)
            if !isVersion3, let deprecation = HTTPField.Name("Deprecation") { response.headers[deprecation] = "true" }
            return response
        }
        api.get("rootfolder") { _, _ in
            try json.respond([
                RootFolder(
                    id: 1, path: library.rootFolder, accessible: true, freeSpace: ServerCount(await library.freeSpace())
                )
            ])
        }
        DemoTagRoutes.register(on: api, json: json, library: library)
    }

    /// Decodes a JSON body; a body that is not one answers 400 as the server does.
    private func decode<Body: Decodable>(_ type: Body.Type, _ request: Request, _ context: Context) async throws -> Body
    {
        let buffer = try await request.body.collect(upTo: 16 << 20)
        do {
            return try ArrJSON.makeDecoder().decode(Body.self, from: Data(buffer: buffer))
        } catch {
            throw HTTPError(.badRequest, message: "The request body could not be read: \(error)")
        }
    }
}

/// The body of `PUT /episode/{id}` (only `monitored` is read).
struct MonitoredFlag: Decodable {
    let monitored: Bool
}
