import Foundation
import LidarrAPI
import Observation

/// One album: where it stands and its tracks, each on disk or missing.
@MainActor
@Observable
public final class AlbumViewModel: ScreenViewModel {
    /// The server, as the profile names it.
    public let server: ServerRef
    /// The album's id.
    public let albumId: Int
    /// The album.
    public private(set) var album = Loadable<Album>()
    /// Its tracks, in order.
    public private(set) var tracks = Loadable<[Track]>()

    /// Opens the album's releases (set by the coordinator).
    public var onOpenReleases: (@MainActor () -> Void)?

    private let client: @Sendable () async throws -> LidarrClient
    private let clock: @Sendable () -> Date

    /// Creates the screen of album `albumId` on `server`.
    public init(
        server: ServerRef, albumId: Int, clock: @escaping @Sendable () -> Date = { Date() },
        client: @escaping @Sendable () async throws -> LidarrClient
    ) {
        self.server = server
        self.albumId = albumId
        self.clock = clock
        self.client = client
    }

    /// Reads the album, then its tracks (one failing keeps the other).
    public func load() async {
        album.begin()
        tracks.begin()
        let (client, id) = (client, albumId)
        album.finish(await capture { try await client().album(id: id) })
        tracks.finish(await capture { try await client().tracks(albumId: id) })
    }

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
            album.albumType ?? "", MusicText.state(album, now: clock()), MusicText.tracks(album) ?? "",
            album.duration.map { MusicText.length(milliseconds: $0) } ?? "",
        ]
        .filter { !$0.isEmpty }.joined(separator: " · ")
    }

    /// Opens the album's releases, to grab one by hand.
    public func openReleases() { onOpenReleases?() }

    /// Each track's row.
    public var rows: [[String]] { (tracks.value ?? []).map(MusicText.row) }
}
