import Foundation
import Synchronization

/// A title the demo Seerr approved, on its way to the demo Radarr (movies) or Sonarr (series),
/// as a real Seerr adds it with its server's default profile and folder and a search.
public struct DemoApprovedTitle: Sendable, Hashable {
    /// "radarr" or "sonarr".
    public let service: String
    /// The movie's TMDB id (Radarr adds by it).
    public let tmdbId: Int
    /// The series' TVDB id (Sonarr adds by it).
    public let tvdbId: Int?
    /// The title, for a title the *arr's catalogue does not know.
    public let title: String
    /// The year.
    public let year: Int
    /// The seasons asked for (series; empty: all).
    public let seasons: [Int]
    /// The quality profile chosen in Seerr (nil: the server's default).
    public let profileId: Int?
    /// The root folder chosen in Seerr (nil: the server's default).
    public let rootFolder: String?

    /// Creates an approved title.
    public init(
        service: String, tmdbId: Int, tvdbId: Int?, title: String, year: Int, seasons: [Int] = [],
        profileId: Int? = nil, rootFolder: String? = nil
    ) {
        self.service = service
        self.tmdbId = tmdbId
        self.tvdbId = tvdbId
        self.title = title
        self.year = year
        self.seasons = seasons
        self.profileId = profileId
        self.rootFolder = rootFolder
    }
}

/// Where the demo Seerr posts what it approves and the demo *arrs take it from, so approving a
/// request in the demo adds the title to Radarr or Sonarr as a real Seerr does.
public final class DemoRequestExchange: Sendable {
    private let waiting = Mutex<[DemoApprovedTitle]>([])
    private let added = Mutex<Set<String>>([])

    /// An empty exchange.
    public init() {}

    /// Hands `title` to its *arr.
    public func post(_ title: DemoApprovedTitle) {
        waiting.withLock { $0.append(title) }
    }

    /// Takes what waits for `service`, oldest first.
    public func take(for service: String) -> [DemoApprovedTitle] {
        waiting.withLock { titles in
            let mine = titles.filter { $0.service == service }
            titles.removeAll { $0.service == service }
            return mine
        }
    }

    /// Records that `service` has the title with `id` in its library now.
    public func markAdded(_ service: String, id: Int) {
        _ = added.withLock { $0.insert("\(service)/\(id)") }
    }

    /// Whether `service` has added the title with `id` (TMDB for Radarr, TVDB for Sonarr).
    public func hasAdded(_ service: String, id: Int) -> Bool {
        added.withLock { $0.contains("\(service)/\(id)") }
    }
}
