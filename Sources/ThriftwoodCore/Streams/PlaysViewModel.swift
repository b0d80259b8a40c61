import Foundation
import Observation
import ServerKit
import TautulliKit

/// What was watched, newest first: searched, narrowed to movies or episodes, read further back.
@MainActor
@Observable
public final class PlaysViewModel: ScreenViewModel {
    /// The server, as the profile names it.
    public let server: ServerRef
    /// The plays read so far.
    private(set) var plays = Loadable<[TautulliPlay]>()
    /// Where loading `plays` stands (loading, failed, how many), for the front ends.
    public var playsState: LoadState { plays.state }
    /// How many plays match.
    private(set) var total: ServerCount = 0
    /// The search, when there is one.
    public private(set) var search = ""
    /// Movies or episodes only (nil: everything).
    public private(set) var mediaType: String?

    private let client: @Sendable () async throws -> TautulliClient
    static let pageSize = 50

    /// Creates the screen of `server`.
    public init(server: ServerRef, client: @escaping @Sendable () async throws -> TautulliClient) {
        self.server = server
        self.client = client
    }

    /// Reads the first page.
    public func load() async {
        plays.begin()
        let (client, search, mediaType) = (client, search, mediaType)
        let result = await capture {
            try await client().history(length: Self.pageSize, mediaType: mediaType, search: search)
        }
        if case .success(let page) = result { total = page.filtered }
        plays.finish(result.map(\.plays))
    }

    /// Whether Tautulli has plays past those read so far (what "Show more" reads).
    public var hasMore: Bool { ServerCount((plays.value ?? []).count) < total }

    /// Reads the next page onto the list.
    public func loadMore() async {
        let have = plays.value ?? []
        guard hasMore else { return }
        let (client, search, mediaType) = (client, search, mediaType)
        let result = await capture {
            try await client().history(start: have.count, length: Self.pageSize, mediaType: mediaType, search: search)
        }
        plays.finish(result.map { have + $0.plays })
    }

    /// Searches titles.
    public func setSearch(_ text: String) async {
        search = text.trimmingCharacters(in: .whitespaces)
        await load()
    }

    /// Everything, then movies, then episodes.
    public func cycleType() async {
        mediaType =
            switch mediaType {
            case nil: "movie"
            case "movie": "episode"
            default: nil
            }
        await load()
    }

    /// The header: "12 plays · movies · “bad”".
    public var header: String {
        var parts = [Format.plural(total, "play")]
        if let mediaType { parts.append(mediaType == "movie" ? "movies" : "episodes") }
        if !search.isEmpty { parts.append("“\(search)”") }
        return parts.joined(separator: " · ")
    }

    /// What an empty list says.
    public var emptyMessage: String { plays.emptyMessage(search.isEmpty ? "Nothing watched yet." : "No plays match.") }
}
