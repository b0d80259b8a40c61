import Foundation
import Observation
import TautulliKit

/// Tautulli's statistics over a time range, what was added lately, the users and libraries;
/// each part loads on its own so one failing leaves the others.
@MainActor
@Observable
public final class StatsViewModel: ScreenViewModel {
    /// The server, as the profile names it.
    public let server: ServerRef
    /// The days counted.
    public private(set) var days = 30
    /// Most watched, most active…
    private(set) var stats = Loadable<[TautulliStat]>()
    /// Where loading `stats` stands (loading, failed, how many), for the front ends.
    public var statsState: LoadState { stats.state }
    /// Added lately.
    private(set) var recent = Loadable<[TautulliAddition]>()
    /// The users.
    private(set) var users = Loadable<[TautulliUser]>()
    /// The libraries.
    private(set) var libraries = Loadable<[TautulliLibrary]>()

    private let client: @Sendable () async throws -> TautulliClient

    /// Creates the screen of `server`.
    public init(server: ServerRef, client: @escaping @Sendable () async throws -> TautulliClient) {
        self.server = server
        self.client = client
    }

    /// Loads every part.
    public func load() async {
        let (client, days) = (client, days)
        stats.begin()
        stats.finish(await capture { try await client().homeStats(days: days, count: 5) })
        recent.begin()
        recent.finish(await capture { try await client().recentlyAdded(count: 10) })
        users.begin()
        users.finish(await capture { try await client().users() })
        libraries.begin()
        libraries.finish(await capture { try await client().libraries() })
    }

    /// 7, 30, 90, 365 days in turn.
    public func cycleDays() async {
        let ranges = [7, 30, 90, 365]
        days = ranges[((ranges.firstIndex(of: days) ?? 0) + 1) % ranges.count]
        await load()
    }

    /// The lines of the screen, in order, with which are headings.
    public func lines(now: Date) -> [(text: String, heading: Bool)] {
        var lines: [(String, Bool)] = []
        for stat in stats.value ?? [] where !stat.rows.isEmpty {
            lines.append(("\(stat.title) · last \(days) days", true))
            for row in stat.rows {
                let time = row.seconds.map { " · \(Format.duration($0))" } ?? ""
                lines.append(("  \(row.name) · \(Format.plural(row.count, row.unit))\(time)", false))
            }
        }
        if let recent = recent.value, !recent.isEmpty {
            lines.append(("Recently added", true))
            for item in recent {
                let when = item.addedAt.map { " · \(Format.ago($0, now: now))" } ?? ""
                lines.append(("  \(item.title)\(item.year.map { " (\($0))" } ?? "")\(when)", false))
            }
        }
        if let libraries = libraries.value, !libraries.isEmpty {
            lines.append(("Libraries", true))
            for library in libraries {
                lines.append(
                    ("  \(library.name) · \(library.type)\(library.count.map { " · \($0) items" } ?? "")", false))
            }
        }
        if let users = users.value, !users.isEmpty {
            lines.append(("Users", true))
            for user in users { lines.append(("  \(user.name)\(user.isActive ? "" : " (no access)")", false)) }
        }
        return lines
    }

    /// The first failure of any part.
    public var error: ErrorNotice? { stats.error ?? recent.error ?? users.error ?? libraries.error }
}
