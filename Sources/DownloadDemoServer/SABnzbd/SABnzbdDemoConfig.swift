import ArrDemoKit
import ArrKit
import Foundation
import Hummingbird

/// SABnzbd's configuration modes over the demo, as `sabnzbd/api.py` and `config.py` answer them:
/// `get_config` (all of it, one section, or one keyword of a section), `set_config` for
/// `section=categories` (a category added or changed, named by `keyword` or `name`, lower-cased),
/// `get_cats`, and `server_stats`. Radarr and Sonarr read `get_config` when they test a
/// SABnzbd (its `misc.complete_dir`, `pre_check`, history retention and the categories).
extension SABnzbdDemoRoutes {
    /// The answer to the configuration mode `mode`, or nil when `mode` is not one of them.
    func configuration(_ mode: String, _ query: Parameters) -> Response? {
        switch mode {
        case "get_config":
            return json(["config": section(query["section"].map(String.init), query["keyword"].map(String.init))])
        case "set_config":
            guard query["section"] == "categories",
                let name = (query["keyword"] ?? query["name"]).map({ String($0).lowercased() }), !name.isEmpty
            else { return json(["status": .bool(false), "error": .string("Not implemented")]) }
            queue.change { _ = $0.categories.insert(name) }
            return json(["config": section("categories", name)])
        case "get_cats":
            return json(["categories": .array((["*"] + categoryNames).map(JSONValue.string))])
        case "server_stats":
            let (total, month, week, day) = queue.read { state in
                let done = state.history.reduce(Int64(0)) { $0.addingReportingOverflow($1.size).partialValue }
                return (done, done, done, done / 2)
            }
            let sums: [String: JSONValue] = [
                "total": .number(Double(total)), "month": .number(Double(month)), "week": .number(Double(week)),
                "day": .number(Double(day)),
            ]
            var server = sums
            server["daily"] = .object([:])
            server["articles_tried"] = .number(Double(total / 716_800))
            server["articles_success"] = .number(Double(total / 716_800))
            var stats = sums
            stats["servers"] = .object([Self.server: .object(server)])
            return json(stats)
        default: return nil
        }
    }

    /// The demo's one news server, as its `servers` section names it.
    static let server = "news.example.com"

    /// The categories besides `*`, in SABnzbd's order (by `order`, which the demo leaves at 0,
    /// then as made: by name).
    var categoryNames: [String] { queue.read(\.knownCategories).sorted() }

    /// What `get_dconfig(section, keyword)` gives: everything, one section, or one keyword of
    /// it (nested in its section; a list for the list sections). Unknown ones give `{}`.
    func section(_ section: String?, _ keyword: String?) -> JSONValue {
        let sections: [String: JSONValue] = [
            "misc": .object(misc), "categories": .array(categories),
            "servers": .array([serverRecord]), "sorters": .array([]), "rss": .array([]),
        ]
        guard let section, !section.isEmpty else { return .object(sections) }
        guard let whole = sections[section] else { return .object([:]) }
        guard let keyword, !keyword.isEmpty else { return .object([section: whole]) }
        switch whole {
        case .object(let members):
            return members[keyword].map { .object([section: .object([keyword: $0])]) } ?? .object([:])
        case .array(let items):
            return items.first { $0["name"]?.text == keyword }.map { .object([section: .array([$0])]) }
                ?? .object([:])
        default: return .object([:])
        }
    }

    /// `misc`: the fields the *arrs and a settings page read, with 4.5's defaults.
    var misc: [String: JSONValue] {
        [
            "complete_dir": .string("/downloads/complete"), "download_dir": .string("/downloads/incomplete"),
            "pre_check": .bool(false), "history_retention": .string("0"),
            "history_retention_option": .string("all"), "history_retention_number": .number(1),
            "api_key": .string(apiKey), "nzb_key": .string(""), "port": .string("8080"), "host": .string("127.0.0.1"),
            "url_base": .string(""), "cache_limit": .string("1G"), "bandwidth_max": .string(""),
            "direct_unpack": .bool(false), "enable_https": .bool(false),
        ]
    }

    /// `categories`: `*` first, as `get_ordered_categories` lists them.
    var categories: [JSONValue] {
        let star: JSONValue = .object([
            "name": .string("*"), "order": .number(0), "pp": .string("3"), "script": .string("None"),
            "dir": .string(""), "newzbin": .string(""), "priority": .number(0),
        ])
        return [star]
            + categoryNames.map { name in
                .object([
                    "name": .string(name), "order": .number(0), "pp": .string(""), "script": .string("Default"),
                    "dir": .string(""), "newzbin": .string(""), "priority": .number(-100),
                ])
            }
    }

    /// The news server the demo downloads from (its password left out, as the API leaves it).
    var serverRecord: JSONValue {
        .object([
            "name": .string(Self.server), "displayname": .string(Self.server), "host": .string(Self.server),
            "port": .number(563), "ssl": .bool(true), "connections": .number(8), "enable": .bool(true),
            "username": .string("demo"), "password": .string("**********"), "priority": .number(0),
        ])
    }
}
