import Foundation
import LidarrAPI
import Observation
import ServerKit

/// An album's releases, searched on every indexer at once; one is grabbed after a question
/// naming it (and Lidarr's refusal, when it would not take it itself).
@MainActor
@Observable
public final class AlbumReleasesViewModel: ScreenViewModel {
    /// The server, as the profile names it.
    public let server: ServerRef
    /// The album's id.
    public let albumId: Int
    /// What the indexers found.
    private(set) var releases = Loadable<[LidarrRelease]>()
    /// Where loading `releases` stands (loading, failed, how many), for the front ends.
    public var releasesState: LoadState { releases.state }
    /// The release waiting for the question's answer.
    var pendingGrab: LidarrRelease?
    /// What the last grab did, in words.
    public private(set) var message: String?
    /// Which indexers the server reports failing, when the search found few or no releases.
    public private(set) var indexerWarning: String?
    /// What other servers of the profile say then (Prowlarr's failing indexers); the coordinator sets it.
    public var otherWarnings: (@Sendable () async -> [String])?

    private let client: @Sendable () async throws -> LidarrClient

    /// Creates the screen of album `albumId` on `server`.
    public init(server: ServerRef, albumId: AlbumID, client: @escaping @Sendable () async throws -> LidarrClient) {
        self.server = server
        self.albumId = albumId.rawValue
        self.client = client
    }

    /// Searches the indexers (slow: each one answers first).
    public func load() async {
        releases.begin()
        let (client, id) = (client, albumId)
        releases.finish(await capture { try await client().releases(albumId: id) })
        // A short or empty search names the indexers the server reports failing.
        indexerWarning = nil
        guard (releases.value?.count ?? 0) < IndexerFailures.shortSearch,
            let reached = await LoadedPart.capture({ try await client() }).value
        else { return }
        indexerWarning = await IndexerFailures.read(from: reached, server: server.name)
        indexerWarning = IndexerFailures.joined(indexerWarning, await otherWarnings?() ?? [])
    }

    /// Each release's row.
    public var rows: [[String]] { (releases.value ?? []).map(MusicText.row) }
    /// Whether Lidarr would take each release, in the rows' order (the table says "OK" or
    /// "refused"; the reasons show in the question).
    public var approvals: [Bool] { (releases.value ?? []).map(\.approved) }

    /// Asks before grabbing `release`.
    func requestGrab(_ release: LidarrRelease) { pendingGrab = release }

    /// Asks about grabbing the release with `guid` (the first cell of its row); a release gone
    /// by then asks nothing.
    public func requestGrab(guid: String) {
        if let release = releases.value?.first(where: { $0.guid == guid }) { pendingGrab = release }
    }

    /// Leaves the pending grab unasked.
    public func cancelGrab() { pendingGrab = nil }

    /// The question before grabbing: the release and its size.
    public var grabQuestion: String? {
        guard let release = pendingGrab else { return nil }
        return "Grab \(release.title)" + (release.size.map { " (\(Format.bytes($0)))" } ?? "") + "?"
    }

    /// Why Lidarr would not grab the pending release itself; nil when it would.
    public var grabRefusal: String? {
        guard let release = pendingGrab, !release.approved else { return nil }
        return "Lidarr would not take it itself: \(release.rejections.joined(separator: "; "))."
    }

    /// Grabs the pending release and says so.
    public func confirmGrab() async {
        guard let release = pendingGrab, let indexer = release.indexerId else { return }
        pendingGrab = nil
        let client = client
        switch await capture({ try await client().grab(LidarrGrabRequest(guid: release.guid, indexerId: indexer)) }) {
        case .success(let grabbed): message = "Grabbed \(grabbed.title)"
        case .failure(let error): message = ErrorNotice(error).message
        }
    }
}

extension AlbumReleasesViewModel {
    /// The question before grabbing the release with `guid`, naming it, its size and why Lidarr
    /// would not take it itself; nil when the list has no such release. Asking changes nothing.
    public func grabQuestion(for guid: String) -> String? {
        guard let release = releases.value?.first(where: { $0.guid == guid }) else { return nil }
        let size = release.size.map { " (\(Format.bytes($0)))" } ?? ""
        let refusal =
            release.approved ? "" : "Lidarr would not take it itself: \(release.rejections.joined(separator: "; ")).\n"
        return refusal + "Grab \(release.title)\(size)?"
    }

    /// Grabs the release with `guid` (asked and answered already).
    public func grab(guid: String) async {
        guard let release = releases.value?.first(where: { $0.guid == guid }) else {
            message = "That release is no longer in the list; search again."
            return
        }
        requestGrab(release)
        await confirmGrab()
    }
}

extension AlbumViewModel {
    /// Whether the album is monitored, once read.
    public var isMonitored: Bool? { album.value?.monitored }

    /// The question before searching for the album, naming it.
    public var searchQuestion: String { "Search for \(album.value?.title ?? "the album")? It asks every indexer." }

    /// The question before deleting the album's files, naming how many and their size; nil when
    /// it has none. Asking changes nothing.
    public var deleteFilesPreview: String? {
        let all = files.values.sorted { ($0.path ?? "") < ($1.path ?? "") }
        guard !all.isEmpty else { return nil }
        let size = Format.bytes(all.sum(of: \.size))
        return
            "Delete the \(Format.plural(all.count, "file")) of \(album.value?.title ?? "the album") (\(size)) from disk?"
    }
}
