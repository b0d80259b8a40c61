import ArrKit
import Foundation
import LidarrAPI
import Observation
import ServerKit

/// One album: where it stands and its tracks, each on disk (with its file's quality and size)
/// or missing; `m` monitors it, `s` searches for it, `d` deletes its files after a question
/// naming them.
@MainActor
@Observable
public final class AlbumViewModel: ScreenViewModel {
    /// The server, as the profile names it.
    public let server: ServerRef

    /// Its cover, fetched beside the rest (the coordinator sets it; nil without pictures).
    public var poster: PicturePanel?
    /// The album's id.
    public let albumId: Int
    /// The album.
    private(set) var album = Loadable<Album>()
    /// Where loading `album` stands (loading, failed, how many), for the front ends.
    public var albumState: LoadState { album.state }
    /// Its tracks, in order.
    private(set) var tracks = Loadable<[Track]>()
    /// Where loading `tracks` stands (loading, failed, how many), for the front ends.
    public var tracksState: LoadState { tracks.state }
    /// Its files on disk, by id.
    private(set) var files: [Int: TrackFile] = [:]
    /// A deletion of the album's files waiting for its question's answer.
    var pendingFileDeletion: [TrackFile]?
    /// The files waiting for the question, as it names them (their paths).
    public var pendingFileNames: [String] { (pendingFileDeletion ?? []).map { $0.path ?? "#\($0.id ?? 0)" } }
    /// Keeps the files: the pending deletion is dropped unasked.
    public func cancelFileDeletion() { pendingFileDeletion = nil }
    /// Whether each track is on disk, in the tracks' order.
    public var tracksOnDisk: [Bool] { (tracks.value ?? []).map(\.hasFile) }
    /// What the last action did, or why it failed.
    public private(set) var message: String?

    /// Opens the album's releases (set by the coordinator).
    public var onOpenReleases: (@MainActor () -> Void)?

    private let client: @Sendable () async throws -> LidarrClient
    private let clock: @Sendable () -> Date

    /// Creates the screen of album `albumId` on `server`.
    public init(
        server: ServerRef, albumId: AlbumID, clock: @escaping @Sendable () -> Date = { Date() },
        client: @escaping @Sendable () async throws -> LidarrClient
    ) {
        self.server = server
        self.albumId = albumId.rawValue
        self.clock = clock
        self.client = client
    }

    /// Reads the album, then its tracks (one failing keeps the other).
    public func load() async {
        // The cover comes beside the rest and never holds it up.
        async let posterLoaded: Void = loadPoster()
        await loadContent()
        await posterLoaded
    }

    private func loadPoster() async { await poster?.load() }

    private func loadContent() async {
        album.begin()
        tracks.begin()
        let (client, id) = (client, albumId)
        album.finish(await capture { try await client().album(id: id) })
        tracks.finish(await capture { try await client().tracks(albumId: id) })
        switch await capture({ try await client().trackFiles(albumId: id) }) {
        case .success(let read):
            files = Dictionary(read.compactMap { file in file.id.map { ($0, file) } }) { a, _ in a }
        case .failure(let error): message = "Its files could not be read: \(ErrorNotice(error).message)"
        }
        // The queue only refines the album's state: unread, its files' state stands.
        if case .success(let records) = await capture({ try await client().queue(pageSize: 500).records }) {
            queueStates = AlbumQueueStates(records.filter { $0.albumId == id })
        }
    }

    /// What the queue says of the album.
    public private(set) var queueStates = AlbumQueueStates()

    /// Turns Lidarr's watch for the album on or off.
    public func toggleMonitored() async {
        guard let current = album.value else { return }
        let (client, id, monitored) = (client, albumId, !current.monitored)
        switch await capture({ try await client().setAlbums([id], monitored: monitored) }) {
        case .success:
            album.value?.monitored = monitored
            message = monitored ? "Monitoring \(current.title)" : "No longer monitoring \(current.title)"
        case .failure(let error): message = ErrorNotice(error).message
        }
    }

    /// Has Lidarr search for the album, and says how it went.
    public func search() async {
        let (client, id, title) = (client, albumId, album.value?.title ?? "the album")
        message = "Search for \(title)…"
        switch await capture({ try await client().run(.albumSearch([id])) }) {
        case .success(let finished): message = RadarrLabels.outcome(of: finished, action: "Search for \(title)")
        case .failure(let error): message = ErrorNotice(error).message
        }
        await load()
    }

    /// Asks before deleting the album's files (nothing to ask without any).
    public func requestDeleteFiles() {
        let all = files.values.sorted { ($0.path ?? "") < ($1.path ?? "") }
        guard !all.isEmpty else {
            message = "\(album.value?.title ?? "The album") has no files on disk."
            return
        }
        pendingFileDeletion = all
    }

    /// The question before deleting: "Delete the 9 files of OK Computer (342 MB) from disk?".
    public var deleteFilesQuestion: String? {
        guard let pending = pendingFileDeletion else { return nil }
        let size = Format.bytes(pending.sum(of: \.size))
        return
            "Delete the \(Format.plural(pending.count, "file")) of \(album.value?.title ?? "the album") (\(size)) from disk?"
    }

    /// Deletes the files the question named, then reads the album again.
    public func confirmDeleteFiles() async {
        guard let pending = pendingFileDeletion else { return }
        pendingFileDeletion = nil
        let (client, ids) = (client, pending.compactMap(\.id))
        switch await capture({ try await client().deleteTrackFiles(ids: ids) }) {
        case .success: message = "Deleted \(Format.plural(ids.count, "file")) of \(album.value?.title ?? "the album")"
        case .failure(let error): message = ErrorNotice(error).message
        }
        await load()
    }

    /// Whether the server said this album does not exist.
    public var isGone: Bool { album.isGone }
    /// One thing, read again before a question about it.
    public var showsOneThing: Bool { true }
    /// The album's title once read.
    public var loadedTitle: String? { album.value?.title }

    /// The heading: "Radiohead — OK Computer (1997)".
    public var heading: String {
        guard let album = album.value else { return "" }
        let year = album.year > 0 ? " (\(album.year))" : ""
        return (album.artist?.artistName.map { "\($0) — " } ?? "") + album.title + year
    }

    /// The line under it: "Album · complete · 9/9 · 38:12".
    public var summary: String {
        guard let album = album.value else { return "" }
        return [
            album.albumType ?? "", queueStates.state(of: album, now: clock()), MusicText.tracks(album) ?? "",
            album.duration.map { MusicText.length(milliseconds: $0) } ?? "",
        ]
        .filter { !$0.isEmpty }.joined(separator: " · ")
    }

    /// Opens the album's releases, to grab one by hand.
    public func openReleases() { onOpenReleases?() }

    /// Each track's row, with its file's quality and size when it has one.
    public var rows: [[String]] {
        (tracks.value ?? []).map { track in MusicText.row(track, file: track.trackFileId.flatMap { files[$0] }) }
    }
}
