import ArrDemoKit
import ArrKit
import Foundation
import Hummingbird
import RadarrAPI
import ServerKit

/// Registers every Radarr v3 endpoint the demo server serves.
struct DemoRoutes<Context: RequestContext>: Sendable {
    let library: DemoLibrary
    let json: DemoJSON
    let version: String
    let admin: DemoAdmin?

    func register(on api: RouterGroup<Context>) {
        registerSystem(on: api)
        registerMovies(on: api)
        registerActivity(on: api)
        registerCommands(on: api)
        registerSettings(on: api)
    }

    private func registerSystem(on api: RouterGroup<Context>) {
        api.get("system/status") { _, _ in
            try json.respond(
                SystemStatus.demo(
                    appName: "Radarr", version: version, startTime: library.startTime, branch: "master",
                    runtime: "8.0.10"))
        }
        api.get("health") { _, _ in try json.respond(await library.health()) }
        api.get("diskspace") { _, _ in
            let free = await library.freeSpace()
            return try json.respond([
                DiskSpace(path: "/", label: "root", freeSpace: 40_000_000_000, totalSpace: 120_000_000_000),
                DiskSpace(
                    path: "/data", label: "data", freeSpace: free + 500_000_000_000,
                    totalSpace: ServerCount(library.diskTotal)),
            ])
        }
        api.get("log") { request, _ in
            let paging = Paging(request)
            let now = library.clock()
            let all = (0..<120).map { index in
                LogRecord(
                    id: 120 - index, time: now.addingTimeInterval(-Double(index) * 300),
                    level: index % 9 == 0 ? "warn" : "info",
                    logger: index % 2 == 0 ? "RssSyncService" : "DownloadDecisionMaker",
                    message: index % 9 == 0
                        ? "Indexer DemoUsenet is unavailable" : "RSS Sync Completed. Reports found: \(index % 40)")
            }
            return try json.respond(paging.page(DemoLogLevels.filter(all, request), sortKey: "time"))
        }
    }

    private func registerMovies(on api: RouterGroup<Context>) {
        // Radarr's `GET /movie?tmdbId=`: the movie with that TMDb id, alone (or none).
        api.get("movie") { request, _ in
            if let tmdbId = request.arrQuery.get("tmdbId", as: Int.self) {
                return try json.respond(await library.allMovies().filter { $0.tmdbId == tmdbId })
            }
            return json.respond(data: try await library.encodedMovieList(encoder: ArrJSON.makeEncoder()))
        }
        api.get("movie/lookup") { request, _ in
            let term = request.arrQuery.get("term") ?? ""
            return try json.respond(await library.lookup(term))
        }
        api.put("movie/editor") { request, context in
            let editor = try await request.decode(as: MovieEditorRequest.self, context: context)
            await library.edit(editor)
            return DemoJSON.empty(.accepted)
        }
        api.delete("movie/editor") { request, context in
            let deletion = try await request.decode(as: MovieEditorDeletion.self, context: context)
            for id in deletion.movieIds { _ = await library.delete(id: id, deleteFiles: deletion.deleteFiles) }
            return DemoJSON.empty(.ok)
        }
        api.get("movie/:id") { _, context in
            guard let id = context.parameters.get("id", as: Int.self) else { return Self.badId() }
            guard let movie = await library.movie(id: id) else {
                return Self.notFound("Movie with ID \(id) does not exist")
            }
            return try json.respond(movie)
        }
        api.post("movie") { request, context in
            let movie: Movie
            do { movie = try await Self.decode(Movie.self, request, context) } catch {
                return DemoJSON.validation([
                    ValidationFailure(propertyName: "Body", errorMessage: "The request body is not a movie")
                ])
            }
            switch await library.add(movie) {
            case .success(let added):
                return try json.respond(added, status: .created, location: "/api/v3/movie/\(added.id ?? 0)")
            case .failure(let failures): return DemoJSON.validation(failures.failures)
            }
        }
        // `[RestPutById]` is `{id:int?}`: the id in the path, or else the body's (pyarr sends it
        // only in the body).
        for path in ["movie", "movie/:id"] {
            api.put(RouterPath(path)) { request, context in try await self.update(request, context) }
        }
        api.delete("movie/:id") { request, context in
            guard let id = context.parameters.get("id", as: Int.self), id > 0 else { return Self.badId() }
            let deleteFiles = request.arrQuery.get("deleteFiles") == "true"
            guard await library.delete(id: id, deleteFiles: deleteFiles) else {
                return Self.notFound("Movie with ID \(id) does not exist")
            }
            return DemoJSON.empty()
        }
        api.get("moviefile") { request, _ in
            let id = request.arrQuery.get("movieId", as: Int.self) ?? 0
            let file = await library.movie(id: id)?.movieFile
            return try json.respond(file.map { [$0] } ?? [])
        }
        api.get("credit") { request, _ in
            let id = request.arrQuery.get("movieId", as: Int.self) ?? 0
            guard await library.movie(id: id) != nil else { return try json.respond([Credit]()) }
            let credits = (0..<6).map { index in
                var credit = Credit(
                    id: id * 100 + index,
                    personName: ["Alex Morgan", "Sam Rivera", "Jordan Lee", "Casey Kim", "Robin Hart", "Taylor Quinn"][
                        index], character: index < 4 ? "Character \(index + 1)" : nil,
                    type: index < 4 ? "cast" : "crew", order: index)
                credit.movieId = id
                credit.job = index < 4 ? nil : (index == 4 ? "Director" : "Screenplay")
                credit.department = index < 4 ? nil : (index == 4 ? "Directing" : "Writing")
                return credit
            }
            return try json.respond(credits)
        }
    }

    /// `PUT /movie[/id]`: the movie saved (its files moved when `moveFiles`).
    private func update(_ request: Request, _ context: Context) async throws -> Response {
        let movie = try await Self.decode(Movie.self, request, context)
        guard let id = DemoPutById.id(context, body: movie.id) else { return Self.badId() }
        let refused = DemoPathRules.edit(path: movie.path)
        guard refused.isEmpty else { return DemoJSON.validation(refused) }
        let moveFiles = request.arrQuery.get("moveFiles") == "true"
        guard let saved = await library.update(movie, id: id, moveFiles: moveFiles) else {
            return Self.notFound("Movie with ID \(id) does not exist")
        }
        return try json.respond(saved, status: .accepted)
    }

    private func registerActivity(on api: RouterGroup<Context>) {
        api.get("queue") { request, _ in
            let include = request.arrQuery.get("includeMovie") == "true"
            return try json.respond(
                Paging(request).page(await library.queueItems(includeMovie: include), sortKey: "timeleft"))
        }
        // Radarr's `queue/details`: every item unpaged, a movie's alone when `movieId` is given.
        api.get("queue/details") { request, _ in
            let query = request.arrQuery
            let movieId = query.get("movieId", as: Int.self)
            let items = await library.queueItems(includeMovie: query.get("includeMovie") == "true")
            return try json.respond(items.filter { movieId == nil || $0.movieId == movieId })
        }
        api.get("queue/status") { _, _ in
            let count = await library.queueItems(includeMovie: false).count
            return try json.respond(
                QueueStatus(totalCount: ServerCount(count), count: ServerCount(count), errors: false, warnings: false))
        }
        api.delete("queue/:id") { request, context in
            guard let id = context.parameters.get("id", as: Int.self) else { return Self.badId() }
            let blocklist = request.arrQuery.get("blocklist") == "true"
            let item = await library.queueItems(includeMovie: true).first { $0.id == id }
            guard await library.removeDownload(id: id, blocklist: blocklist) else {
                return Self.notFound("Queue item \(id) does not exist")
            }
            if blocklist, let item, let record = try? JSONValue(encoding: item) {
                admin?.block(queueRecord: record, message: "Removed and blocklisted by user")
            }
            return DemoJSON.empty()
        }
        api.post("history/failed/:id") { _, context in
            let id = context.parameters.get("id", as: Int.self)
            guard let record = await library.historySnapshot().first(where: { $0.id == id }),
                let json = try? JSONValue(encoding: record)
            else { return Self.notFound("History item \(id ?? 0) does not exist") }
            admin?.block(historyRecord: json)
            if let movieId = record.movieId {
                _ = await library.start(CommandRequest(name: "MoviesSearch", movieIds: [movieId]))
            }
            return DemoJSON.empty()
        }
        api.get("history") { request, _ in
            var records = await library.historySnapshot()
            if let number = request.arrQuery.get("eventType", as: Int.self) {
                records = records.filter { $0.eventType?.filterNumber == number }
            }
            if request.arrQuery.get("includeMovie") == "true" {
                for index in records.indices {
                    if let id = records[index].movieId { records[index].movie = await library.movie(id: id) }
                }
            }
            return try json.respond(Paging(request).page(records.reversed(), sortKey: "date"))
        }
        api.get("history/movie") { request, _ in
            let id = request.arrQuery.get("movieId", as: Int.self) ?? 0
            return try json.respond(await library.historySnapshot().filter { $0.movieId == id }.reversed())
        }
        api.get("calendar") { request, _ in
            let start =
                request.arrQuery.get("start").flatMap { ArrDate.parse(String($0)) } ?? Date.distantPast
            let end =
                request.arrQuery.get("end").flatMap { ArrDate.parse(String($0)) } ?? Date.distantFuture
            let unmonitored = request.arrQuery.get("unmonitored") == "true"
            let movies = await library.allMovies().filter { movie in
                guard unmonitored || movie.monitored else { return false }
                return [movie.inCinemas, movie.digitalRelease, movie.physicalRelease].contains { date in
                    date.map { $0 >= start && $0 <= end } ?? false
                }
            }
            return try json.respond(movies)
        }
        api.get("wanted/cutoff") { request, _ in
            let below = await library.allMovies().filter { $0.monitored && $0.movieFile?.qualityCutoffNotMet == true }
            return try json.respond(
                Paging(request).page(
                    below.sorted { ($0.sortTitle ?? $0.title) < ($1.sortTitle ?? $1.title) }, sortKey: "title"))
        }
        api.get("wanted/missing") { request, _ in
            let missing = await library.allMovies().filter { $0.monitored && !$0.hasFile && ($0.isAvailable ?? true) }
            return try json.respond(
                Paging(request).page(
                    missing.sorted { ($0.sortTitle ?? $0.title) < ($1.sortTitle ?? $1.title) }, sortKey: "title"))
        }
    }

    private func registerCommands(on api: RouterGroup<Context>) {
        DemoManualImportRoutes.register(on: api, json: json) { [library] downloadId, folder in
            try await library.manualImportCandidates(downloadId: downloadId, folder: folder)
        }
        api.post("command") { request, context in
            let (command, files) = try await DemoManualImportRoutes.command(request)
            // A ManualImport's files are imported as the command starts; the command then runs its course.
            if let files { _ = await library.manualImport(files: files) }
            let resource = await library.start(command)
            admin?.ran(command.name)
            return try json.respond(resource, status: .created, location: "/api/v3/command/\(resource.id)")
        }
        api.get("command") { _, _ in try json.respond(await library.runningCommands()) }
        api.get("command/:id") { _, context in
            guard let id = context.parameters.get("id", as: Int.self) else { return Self.badId() }
            guard let command = await library.command(id: id) else {
                return Self.notFound("Command \(id) does not exist")
            }
            return try json.respond(command)
        }
        api.get("release") { request, _ in
            let id = request.arrQuery.get("movieId", as: Int.self) ?? 0
            guard let releases = await library.releases(movieId: id) else {
                return Self.notFound("Movie with ID \(id) does not exist")
            }
            return try json.respond(releases)
        }
        api.post("release") { request, context in
            let grab = try await Self.decode(GrabRequest.self, request, context)
            guard let release = await library.grab(grab) else {
                return Self.notFound("Couldn't find requested release in cache, cache timeout probably expired.")
            }
            return try json.respond(release, status: .created)
        }
    }

    private func registerSettings(on api: RouterGroup<Context>) {
        api.get("qualityprofile") { _, _ in try json.respond(library.qualityProfiles) }
        api.get("rootfolder") { _, _ in try json.respond(await library.rootFolders()) }
        api.get("tag") { _, _ in try json.respond(await library.tags) }
        api.get("tag/:id") { _, context in
            let id = context.parameters.get("id", as: Int.self)
            guard let tag = await library.tags.first(where: { $0.id == id }) else {
                return Self.notFound("Tag \(id ?? 0) does not exist")
            }
            return try json.respond(tag)
        }
        api.post("tag") { request, context in
            let label = try await Self.decode(DemoTagLabel.self, request, context)
            let tag = await library.createTag(label.label)
            return try json.respond(tag, status: .created, location: "/api/v3/tag/\(tag.id)")
        }
        api.delete("tag/:id") { _, context in
            guard let id = context.parameters.get("id", as: Int.self), id > 0 else { return Self.badId() }
            guard await library.deleteTag(id: id) else { return Self.notFound("Tag \(id) does not exist") }
            return DemoJSON.empty()
        }
    }

    private static func decode<T: Decodable>(_ type: T.Type, _ request: Request, _ context: Context) async throws -> T {
        var request = request
        let buffer = try await request.collectBody(upTo: 16 << 20)
        return try ArrJSON.makeDecoder().decode(T.self, from: Data(buffer.readableBytesView))
    }

    private static func notFound(_ message: String) -> Response { DemoJSON.error(.notFound, message: message) }

    private static func badId() -> Response {
        DemoJSON.validation([
            ValidationFailure(
                propertyName: "Id", errorMessage: "The given id is not a valid ID", errorCode: "GreaterThanValidator")
        ])
    }
}
