import ArrDemoKit
import ArrKit
import Foundation
import HTTPTypes
import Hummingbird
import LidarrAPI
import NIOFoundationCompat
import ServerKit

/// Registers every Lidarr v1 endpoint the demo serves, with Lidarr's status codes.
struct LidarrRoutes<Context: RequestContext>: Sendable {
    let library: LidarrDemoLibrary
    let json: DemoJSON
    let version: String
    let admin: DemoAdmin?

    func register(on api: RouterGroup<Context>) {
        registerSystem(on: api)
        registerLibrary(on: api)
        registerActivity(on: api)
        registerSettings(on: api)
    }

    private func registerSystem(on api: RouterGroup<Context>) {
        api.get("system/status") { _, _ in
            try json.respond(
                SystemStatus.demo(
                    appName: "Lidarr", version: version, startTime: library.startTime, branch: "master",
                    runtime: "6.0.36"))
        }
        api.get("health") { _, _ in try json.respond([HealthCheck]()) }
        // Nothing of its waits for a manual import: what a real server answers for an unknown download.
        api.get("manualimport") { _, _ in try json.respond([JSONValue]()) }
        api.get("log") { request, _ in
            let records = DemoLogLevels.filter(admin?.logRecords ?? [], request)
            return try json.respond(Paging(request).page(records, sortKey: "time"))
        }
        api.get("diskspace") { _, _ in
            let free = await library.freeSpace()
            return try json.respond([
                DiskSpace(path: "/", label: "root", freeSpace: 40_000_000_000, totalSpace: 120_000_000_000),
                DiskSpace(path: "/data", label: "data", freeSpace: free, totalSpace: ServerCount(library.diskTotal)),
            ])
        }
    }

    private func registerLibrary(on api: RouterGroup<Context>) {
        // Lidarr's `GET /artist?mbId=`: the artist with that MusicBrainz id, alone.
        api.get("artist") { request, _ in
            let artists = await library.allArtists()
            guard let id = request.arrQuery.get("mbId").map({ String($0) }) else {
                return try json.respond(artists.map(DemoArtistRecord.init))
            }
            return try json.respond(artists.filter { $0.foreignArtistId == id }.map(DemoArtistRecord.init))
        }
        api.get("artist/lookup") { request, _ in
            let term = request.arrQuery.get("term").map { String($0) } ?? ""
            return try json.respond(await library.lookup(term).map(DemoArtistRecord.init))
        }
        api.get("album/lookup") { request, _ in
            let term = request.arrQuery.get("term").map { String($0) } ?? ""
            return try json.respond(await library.lookupAlbums(term))
        }
        api.get("search") { request, _ in
            let term = request.arrQuery.get("term").map { String($0) } ?? ""
            let artists = await library.lookup(term).map { DemoSearchHit(artist: $0) }
            let albums = await library.lookupAlbums(term).map { DemoSearchHit(album: $0) }
            return try json.respond((artists + albums).enumerated().map { $0.element.numbered($0.offset + 1) })
        }
        api.post("artist") { request, context in
            let candidate = try await request.decode(as: Artist.self, context: context)
            switch await library.add(candidate) {
            case .success(let artist): return try json.respond(DemoArtistRecord(artist), status: .created)
            case .failure(let refused): return DemoJSON.validation(refused.failures)
            }
        }
        // `[RestPutById]`: the id in the path, or else the body's.
        for path in ["artist", "artist/:id"] {
            api.put(RouterPath(path)) { request, context in
                let changed = try await request.decode(as: Artist.self, context: context)
                guard let id = DemoPutById.id(context, body: changed.id) else {
                    return DemoJSON.error(.badRequest, message: "id must be greater than 0")
                }
                switch await library.update(changed, id: id) {
                case nil: return DemoJSON.empty(.notFound)
                case .failure(let refused)?: return DemoJSON.validation(refused.failures)
                case .success(let artist)?: return try json.respond(DemoArtistRecord(artist), status: .accepted)
                }
            }
        }
        api.put("artist/editor") { request, context in
            let edit = try await request.decode(as: ArtistEditorRequest.self, context: context)
            return try json.respond(await library.edit(edit).map(DemoArtistRecord.init), status: .accepted)
        }
        api.delete("artist/editor") { request, context in
            let removal = try await request.decode(as: ArtistEditorRequest.self, context: context)
            for id in removal.artistIds { _ = await library.deleteArtist(id) }
            return DemoJSON.empty()
        }
        api.delete("artist/:id") { _, context in
            guard let id = context.parameters.get("id", as: Int.self), await library.deleteArtist(id) else {
                return DemoJSON.empty(.notFound)
            }
            return DemoJSON.empty()
        }
        api.get("artist/:id") { _, context in
            guard let id = context.parameters.get("id", as: Int.self), let artist = await library.artist(id: id) else {
                return DemoJSON.empty(.notFound)
            }
            return try json.respond(DemoArtistRecord(artist))
        }
        api.get("album") { request, _ in
            let query = request.arrQuery
            let ids = query.getAll("albumIds").flatMap { $0.split(separator: ",") }.compactMap { Int($0) }
            if !ids.isEmpty {
                var found: [Album] = []
                for id in ids { if let album = await library.album(id: id) { found.append(album) } }
                return try json.respond(found.map(DemoAlbumRecord.init))
            }
            // Lidarr answers every album of the library without an artist id.
            if let artistId = query.get("artistId", as: Int.self) {
                return try json.respond(await library.albums(artistId: artistId).map(DemoAlbumRecord.init))
            }
            var all: [Album] = []
            for artist in await library.allArtists() {
                if let id = artist.id { all += await library.albums(artistId: id) }
            }
            return try json.respond(all.map(DemoAlbumRecord.init))
        }
        api.put("album/monitor") { request, context in
            let body = try await request.decode(as: DemoAlbumMonitor.self, context: context)
            await library.setAlbums(body.albumIds, monitored: body.monitored)
            var changed: [Album] = []
            for id in body.albumIds { if let album = await library.album(id: id) { changed.append(album) } }
            return try json.respond(changed.map(DemoAlbumRecord.init), status: .accepted)
        }
        // Lidarr's album update saves what a client may change: whether it is monitored.
        for path in ["album", "album/:id"] {
            api.put(RouterPath(path)) { request, context in
                let changed = try await request.decode(as: Album.self, context: context)
                guard let id = DemoPutById.id(context, body: changed.id) else {
                    return DemoJSON.error(.badRequest, message: "id must be greater than 0")
                }
                guard await library.album(id: id) != nil else { return DemoJSON.empty(.notFound) }
                await library.setAlbums([id], monitored: changed.monitored)
                guard let album = await library.album(id: id) else { return DemoJSON.empty(.notFound) }
                return try json.respond(DemoAlbumRecord(album), status: .accepted)
            }
        }
        api.get("album/:id") { _, context in
            guard let id = context.parameters.get("id", as: Int.self), let album = await library.album(id: id) else {
                return DemoJSON.empty(.notFound)
            }
            return try json.respond(DemoAlbumRecord(album))
        }
        api.get("release") { request, _ in
            guard let albumId = request.arrQuery.get("albumId", as: Int.self) else {
                return DemoJSON.error(.badRequest, message: "An albumId or artistId must be provided")
            }
            guard let releases = await library.releases(albumId: albumId) else { return DemoJSON.empty(.notFound) }
            return try json.respond(releases)
        }
        api.post("release") { request, context in
            let grab = try await request.decode(as: LidarrGrabRequest.self, context: context)
            guard let release = await library.grab(grab) else {
                return DemoJSON.error(
                    .notFound, message: "Couldn't find requested release in cache, cache timeout probably expired.")
            }
            return try json.respond(release)
        }
        api.get("trackfile") { request, _ in
            guard let albumId = request.arrQuery.get("albumId", as: Int.self) else {
                return DemoJSON.error(
                    .badRequest, message: "artistId, albumId, trackFileIds or unmapped must be provided")
            }
            return try json.respond(await library.trackFiles(albumId: albumId) ?? [])
        }
        api.delete("trackfile/bulk") { request, context in
            let deletion = try await request.decode(as: TrackFileDeletion.self, context: context)
            _ = await library.deleteTrackFiles(Set(deletion.trackFileIds))
            return DemoJSON.empty()
        }
        api.get("track") { request, _ in
            guard let albumId = request.arrQuery.get("albumId", as: Int.self) else {
                return DemoJSON.error(
                    .badRequest, message: "One of artistId, albumId, albumReleaseId or trackIds must be provided")
            }
            return try json.respond(await library.tracks(albumId: albumId) ?? [])
        }
    }

    private func registerActivity(on api: RouterGroup<Context>) {
        api.get("queue") { request, _ in
            try json.respond(Paging(request).page(await library.queue(), sortKey: "timeleft"))
        }
        // Lidarr's `queue/details`: every record unpaged, an artist's or some albums' alone when asked.
        api.get("queue/details") { request, _ in
            let query = request.arrQuery
            let artistId = query.get("artistId", as: Int.self)
            let albums = Set(query.getAll("albumIds").flatMap { $0.split(separator: ",") }.compactMap { Int($0) })
            return try json.respond(
                await library.queue().filter { record in
                    (artistId == nil || record.artistId == artistId)
                        && (albums.isEmpty || record.albumId.map(albums.contains) == true)
                })
        }
        api.delete("queue/:id") { _, context in
            guard let id = context.parameters.get("id", as: Int.self), await library.removeDownload(id: id) else {
                return DemoJSON.empty(.notFound)
            }
            return DemoJSON.empty()
        }
        api.get("history") { request, _ in
            let eventType = request.arrQuery.get("eventType", as: Int.self)
            return try json.respond(
                Paging(request).page(await library.historyNewestFirst(eventType: eventType), sortKey: "date"))
        }
        api.get("calendar") { request, _ in
            let query = request.arrQuery
            let now = library.clock()
            let start = query.get("start").flatMap { ArrDate.parse(String($0)) } ?? now
            let end = query.get("end").flatMap { ArrDate.parse(String($0)) } ?? now.addingTimeInterval(2 * 86_400)
            guard start <= end else { return try json.respond([DemoAlbumRecord]()) }
            let unmonitored = query.get("unmonitored") == "true"
            return try json.respond(
                await library.calendar(start...end, unmonitored: unmonitored).map(DemoAlbumRecord.init))
        }
        api.get("wanted/missing") { request, _ in
            try json.respond(Paging(request).page(await library.missing(), sortKey: "releaseDate"))
        }
        // Every demo album is in its profile's cutoff quality: none is below it.
        api.get("wanted/cutoff") { request, _ in
            try json.respond(Paging(request).page([Album](), sortKey: "releaseDate"))
        }
        api.post("command") { request, context in
            let command = try await request.decode(as: LidarrCommand.self, context: context)
            guard let resource = await library.start(command) else {
                return DemoJSON.error(.internalServerError, message: "Unknown command: \(command.name)")
            }
            admin?.ran(command.name)
            return try json.respond(resource, status: .created)
        }
        api.get("command") { _, _ in try json.respond(await library.allCommands()) }
        api.get("command/:id") { _, context in
            guard let id = context.parameters.get("id", as: Int.self), let command = await library.command(id: id)
            else { return DemoJSON.empty(.notFound) }
            return try json.respond(command)
        }
    }

    private func registerSettings(on api: RouterGroup<Context>) {
        api.get("qualityprofile") { _, _ in try json.respond(library.qualityProfiles) }
        api.get("metadataprofile") { _, _ in try json.respond(library.metadataProfiles) }
        api.get("rootfolder") { _, _ in try json.respond(library.rootFolders) }
        DemoTagRoutes.register(on: api, json: json, library: library)
    }
}

/// The body of `PUT /album/monitor`.
private struct DemoAlbumMonitor: Decodable {
    var albumIds: [Int]
    var monitored: Bool
}
