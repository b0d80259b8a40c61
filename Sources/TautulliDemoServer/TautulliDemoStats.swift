import ArrKit
import Foundation

/// The demo's home statistics, counted from its plays as Tautulli counts them.
enum TautulliDemoStats {
    static func homeStats(days: Double, now: Date) -> JSONValue {
        let plays = TautulliDemoCatalogue.plays.filter { $0.daysAgo <= days }
        func stat(
            _ id: String, _ title: String, only type: String? = nil, _ key: (TautulliDemoCatalogue.Play) -> String,
            nameField: String
        ) -> JSONValue {
            var counts: [String: (plays: Int, minutes: Double)] = [:]
            for play in plays where type == nil || play.mediaType == type {
                let name = key(play)
                counts[name, default: (0, 0)].plays += 1
                counts[name, default: (0, 0)].minutes += play.minutes
            }
            let rows = counts.sorted { ($0.value.plays, $1.key) > ($1.value.plays, $0.key) }.map { name, count in
                JSONValue.object([
                    nameField: .string(name), "total_plays": .number(Double(count.plays)),
                    "total_duration": .number(count.minutes * 60),
                ])
            }
            return .object([
                "stat_id": .string(id), "stat_type": .string("total_plays"), "stat_title": .string(title),
                "rows": .array(rows),
            ])
        }
        return .array([
            stat("top_movies", "Most Watched Movies", only: "movie", { $0.title }, nameField: "title"),
            stat("top_tv", "Most Watched TV Shows", only: "episode", { $0.series }, nameField: "grandparent_title"),
            stat("top_users", "Most Active Users", { $0.user.name }, nameField: "friendly_name"),
            stat("top_platforms", "Most Active Platforms", { $0.player }, nameField: "platform"),
        ])
    }
}
