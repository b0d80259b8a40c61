import Foundation
import LidarrAPI
import Observation

/// Lidarr's artists: sorted, filtered and searched as the CLI's `artists list` is.
@MainActor
@Observable
public final class ArtistsViewModel: ScreenViewModel {
    /// The server, as the profile names it.
    public let server: ServerRef
    /// The whole library as read.
    public private(set) var artists = Loadable<[Artist]>()
    /// How the list is sorted, filtered and searched.
    public private(set) var query = ArtistQuery()
    /// Opens an artist (set by the coordinator).
    public var onOpenArtist: (@MainActor (Int) -> Void)?
    /// Opens the add-artist form (set by the coordinator).
    public var onAdd: (@MainActor () -> Void)?

    private let client: @Sendable () async throws -> LidarrClient

    /// Creates the list of `server`'s artists.
    public init(server: ServerRef, client: @escaping @Sendable () async throws -> LidarrClient) {
        self.server = server
        self.client = client
    }

    /// Reads the library.
    public func load() async {
        artists.begin()
        let client = client
        artists.finish(await capture { try await client().artists() })
    }

    /// The artists the query leaves, in its order.
    public var visible: [Artist] { query.apply(to: artists.value ?? []) }

    /// Moves to the next sort.
    public func cycleSort() { query.sort = ArtistQuery.Sort.allCases.cycled(after: query.sort) ?? .name }

    /// Moves to the next filter.
    public func cycleFilter() { query.filter = ArtistQuery.Filter.allCases.cycled(after: query.filter) ?? .all }

    /// Searches names.
    public func setSearch(_ text: String) { query.search = text.trimmingCharacters(in: .whitespaces) }

    /// Opens the add-artist form.
    public func add() { onAdd?() }

    /// Opens `artist`.
    public func open(_ artist: Artist) {
        if let id = artist.id { onOpenArtist?(id) }
    }

    /// The header: "40 artists · by name · missing · “bj”".
    public var header: String {
        var parts = [Format.plural(visible.count, "artist"), "by \(query.sort.rawValue)"]
        if query.filter != .all { parts.append(query.filter.rawValue) }
        if !query.search.isEmpty { parts.append("“\(query.search)”") }
        return parts.joined(separator: " · ")
    }

    /// What an empty list says.
    public var emptyMessage: String {
        artists.emptyMessage((artists.value ?? []).isEmpty ? "Lidarr has no artists yet." : "No artists match.")
    }
}
