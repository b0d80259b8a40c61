import ArrKit
import Foundation
import LidarrAPI
import Observation

/// One artist: what Lidarr knows of them and their albums, each monitored or not.
@MainActor
@Observable
public final class ArtistViewModel: ScreenViewModel {
    /// The server, as the profile names it.
    public let server: ServerRef

    /// Its poster, fetched beside the rest (the coordinator sets it; nil without pictures).
    public var poster: PicturePanel?
    /// The artist's id.
    public let artistId: Int
    /// The artist.
    private(set) var artist = Loadable<Artist>()
    /// Where loading `artist` stands (loading, failed, how many), for the front ends.
    public var artistState: LoadState { artist.state }
    /// The albums, oldest first.
    private(set) var albums = Loadable<[Album]>()
    /// Where loading `albums` stands (loading, failed, how many), for the front ends.
    public var albumsState: LoadState { albums.state }
    /// What the last action did, in words.
    public private(set) var message: String?
    /// Opens an album (set by the coordinator).
    public var onOpenAlbum: (@MainActor (Int) -> Void)?
    /// Leaves the screen once the artist is removed (set by the coordinator).
    public var onDeleted: (@MainActor () -> Void)?
    /// A removal waiting for its answer: whether the files go too.
    public var pendingDelete: PendingDelete?

    /// The artist's settings being edited, not yet saved.
    public var pendingEdit: PendingEdit?

    /// An artist's editable settings, with the server's profiles to choose from.
    public struct PendingEdit: Sendable, Hashable {
        /// Whether Lidarr watches for their albums.
        public var monitored: Bool
        /// The quality profile.
        public var qualityProfileId: Int?
        /// The metadata profile.
        public var metadataProfileId: Int?
        /// Which new albums get monitored.
        var monitorNewItems: NewAlbumMonitoring
        /// The server's quality profiles.
        var qualityProfiles: [QualityProfile]
        /// The server's metadata profiles.
        var metadataProfiles: [MetadataProfile]

        /// The settings in lines, for the edit dialog.
        public var lines: [String] {
            [
                "m  monitored: \(monitored ? "yes" : "no")",
                "p  quality profile: \(qualityProfiles.first { $0.id == qualityProfileId }?.name ?? "–")",
                "e  metadata profile: \(metadataProfiles.first { $0.id == metadataProfileId }?.name ?? "–")",
                "n  new albums: \(monitorNewItems.rawValue)",
            ]
        }

        /// The next quality profile.
        public mutating func cycleQualityProfile() {
            qualityProfileId = qualityProfiles.cycled(after: { $0.id == qualityProfileId })?.id ?? qualityProfileId
        }

        /// The next metadata profile.
        public mutating func cycleMetadataProfile() {
            metadataProfileId =
                metadataProfiles.cycled(after: { $0.id == metadataProfileId })?.id ?? metadataProfileId
        }

        /// The next rule for new albums.
        public mutating func cycleMonitorNew() {
            monitorNewItems = NewAlbumMonitoring.allCases.cycled(after: monitorNewItems) ?? .all
        }
    }

    /// Opens the edit of the artist's settings (reading the server's profiles first).
    public func requestEdit() async {
        guard let artist = artist.value else { return }
        let client = client
        switch await capture({
            let lidarr = try await client()
            let quality = try await lidarr.qualityProfiles()
            let metadata = try await lidarr.metadataProfiles()
            return (quality, metadata)
        }) {
        case .success(let (quality, metadata)):
            pendingEdit = PendingEdit(
                monitored: artist.monitored, qualityProfileId: artist.qualityProfileId,
                metadataProfileId: artist.metadataProfileId,
                monitorNewItems: artist.monitorNewItems.flatMap(NewAlbumMonitoring.init(rawValue:)) ?? .all,
                qualityProfiles: quality, metadataProfiles: metadata)
        case .failure(let error): message = ErrorNotice(error).message
        }
    }

    /// Saves the pending edit (Lidarr's whole object kept) and says so.
    public func confirmEdit() async {
        guard let edit = pendingEdit, var changed = artist.value else { return }
        pendingEdit = nil
        changed.monitored = edit.monitored
        changed.qualityProfileId = edit.qualityProfileId
        changed.metadataProfileId = edit.metadataProfileId
        changed.monitorNewItems = edit.monitorNewItems.rawValue
        let client = client
        let edited = changed
        switch await capture({ try await client().updateArtist(edited) }) {
        case .success(let saved):
            artist.value = saved
            message = "Saved \(saved.artistName)"
        case .failure(let error): message = ErrorNotice(error).message
        }
    }

    /// A removal asked for, not yet answered.
    public struct PendingDelete: Sendable, Hashable {
        /// Whether the artist's files are deleted from disk too.
        public var deleteFiles = false
        /// Whether import lists are kept from adding them again.
        public var exclude = false

        /// A removal keeping the files and adding no exclusion, or as chosen.
        public init(deleteFiles: Bool = false, exclude: Bool = false) {
            self.deleteFiles = deleteFiles
            self.exclude = exclude
        }
    }

    private let client: @Sendable () async throws -> LidarrClient
    private let clock: @Sendable () -> Date

    /// Creates the screen of artist `artistId` on `server`.
    public init(
        server: ServerRef, artistId: ArtistID, clock: @escaping @Sendable () -> Date = { Date() },
        client: @escaping @Sendable () async throws -> LidarrClient
    ) {
        self.server = server
        self.artistId = artistId.rawValue
        self.clock = clock
        self.client = client
    }

    /// Reads the artist, then the albums (each shown as it comes; one failing keeps the other).
    public func load() async {
        // The poster comes beside the rest and never holds it up.
        async let posterLoaded: Void = loadPoster()
        await loadContent()
        await posterLoaded
    }

    private func loadPoster() async { await poster?.load() }

    private func loadContent() async {
        artist.begin()
        albums.begin()
        let (client, id) = (client, artistId)
        artist.finish(await capture { try await client().artist(id: id) })
        albums.finish(await capture { try await client().albums(artistId: id) })
        guard albums.error == nil else { return }
        // The queue only refines the albums' states: unread, each keeps its files' state.
        if case .success(let records) = await capture({ try await client().queue(pageSize: 500).records }) {
            queueStates = AlbumQueueStates(records.filter { $0.artistId == id })
        }
    }

    /// What the queue says of the artist's albums.
    public private(set) var queueStates = AlbumQueueStates()

    /// Whether the server said this artist does not exist.
    public var isGone: Bool { artist.isGone }
    /// One thing, read again before a question about it.
    public var showsOneThing: Bool { true }
    /// The artist's name once read.
    public var loadedTitle: String? { artist.value?.artistName }

    /// The line under the name: "Group · continuing · Alternative Rock, Art Rock".
    public var summary: String {
        guard let artist = artist.value else { return "" }
        return [artist.artistType ?? "", MusicText.status(artist), artist.genres?.joined(separator: ", ") ?? ""]
            .filter { !$0.isEmpty }.joined(separator: " · ")
    }

    /// The artist's name, once loaded.
    public var name: String? { artist.value?.artistName }
    /// Its description, empty without one.
    public var overview: String { artist.value?.overview ?? "" }
    /// Its folder, when Lidarr says.
    public var path: String? { artist.value?.path }
    /// Whether each album is monitored, in the rows' order.
    public var albumsMonitored: [Bool] { (albums.value ?? []).map(\.monitored) }

    /// Each album's row.
    public var rows: [[String]] {
        let now = clock()
        return (albums.value ?? []).map { MusicText.row($0, now: now, queue: queueStates) }
    }

    /// Opens `album`.
    func open(_ album: Album) {
        if let id = album.id { onOpenAlbum?(id) }
    }

    /// The question before removing: what goes, with what is on disk.
    public var deleteQuestion: String? {
        guard let artist = artist.value, let pending = pendingDelete else { return nil }
        return MusicText.deleteQuestion(artist, deleteFiles: pending.deleteFiles)
    }

    /// Asks before removing the artist.
    public func requestDelete() {
        guard artist.value != nil else { return }
        pendingDelete = PendingDelete()
    }

    /// Removes the artist as the pending question says, then leaves the screen.
    public func confirmDelete() async {
        guard let pending = pendingDelete, let name = artist.value?.artistName else { return }
        pendingDelete = nil
        let (client, id) = (client, artistId)
        switch await capture({
            try await client().deleteArtist(
                id: id, deleteFiles: pending.deleteFiles, addImportListExclusion: pending.exclude)
        }) {
        case .success:
            message = "Removed \(name)" + (pending.deleteFiles ? " and their files" : "")
            onDeleted?()
        case .failure(let error): message = ErrorNotice(error).message
        }
    }

    /// Has Lidarr search for every monitored album of the artist, and says how it went.
    public func searchArtist() async {
        await run(
            .artistSearch(artistId), saying: "Search for the albums of \(artist.value?.artistName ?? "the artist")")
    }

    /// Has Lidarr search for `album`, and says how it went.
    func search(_ album: Album) async {
        guard let id = album.id else { return }
        await run(.albumSearch([id]), saying: "Search for \(album.title)")
    }

    private func run(_ command: LidarrCommand, saying action: String) async {
        let client = client
        message = "\(action)…"
        switch await capture({ try await client().run(command) }) {
        case .success(let finished): message = RadarrLabels.outcome(of: finished, action: action)
        case .failure(let error): message = ErrorNotice(error).message
        }
    }

    /// Turns Lidarr's watch for `album` on or off, and says so.
    func toggleMonitored(_ album: Album) async {
        guard let id = album.id else { return }
        let (client, monitored) = (client, !album.monitored)
        switch await capture({ try await client().setAlbums([id], monitored: monitored) }) {
        case .success:
            if var list = albums.value {
                for index in list.indices where list[index].id == id { list[index].monitored = monitored }
                albums.value = list
            }
            message = monitored ? "Monitoring \(album.title)" : "Stopped monitoring \(album.title)"
        case .failure(let error):
            message = ErrorNotice(error).message
        }
    }
}

extension ArtistViewModel {
    /// The question before removing the artist, as if their files went too when `deleteFiles`;
    /// nil before the artist is read.
    public func deleteQuestion(deleteFiles: Bool) -> String? {
        artist.value.map { MusicText.deleteQuestion($0, deleteFiles: deleteFiles) }
    }

    /// The question before searching for every monitored album of the artist.
    public var searchQuestion: String? {
        name.map { "Search for every monitored album of \($0)? Each search asks every indexer." }
    }
}

extension ArtistViewModel.PendingEdit {
    /// The server's quality profiles.
    public var qualityChoices: [FormChoice] { qualityProfiles.map(FormChoice.init) }

    /// The server's metadata profiles.
    public var metadataChoices: [FormChoice] {
        metadataProfiles.map { FormChoice(value: String($0.id), label: $0.name) }
    }

    /// Which new albums get monitored.
    public var monitorNewChoices: [FormChoice] {
        NewAlbumMonitoring.allCases.map { FormChoice(value: $0.rawValue, label: $0.rawValue.capitalized) }
    }

    /// The rule for new albums chosen.
    public var monitorNewChoice: String { monitorNewItems.rawValue }

    /// Takes a form's choices by value (of the choices above).
    public mutating func choose(monitored: Bool, quality: String?, metadata: String?, monitorNew: String?) {
        self.monitored = monitored
        if let id = quality.flatMap(Int.init), qualityProfiles.contains(where: { $0.id == id }) {
            qualityProfileId = id
        }
        if let id = metadata.flatMap(Int.init), metadataProfiles.contains(where: { $0.id == id }) {
            metadataProfileId = id
        }
        if let rule = monitorNew.flatMap(NewAlbumMonitoring.init(rawValue:)) { monitorNewItems = rule }
    }
}
