import ArrDemoKit
import ArrKit
import Foundation
import Hummingbird
import Synchronization

/// The demo qBittorrent's application reads and its tags, answered as qBittorrent 4.5.2 answers
/// them (recorded in `Tests/DownloadKitTests/Fixtures/qbittorrent-4.5.2/`): `app/buildInfo`,
/// `app/preferences` (the fields Radarr and Sonarr read when they test a client, and the ones a
/// settings screen shows), `app/defaultSavePath`, the transfer limits, `log/main`, and tags kept
/// per torrent.
final class QBittorrentDemoApp: Sendable {
    /// The reads this file answers.
    static let reads = [
        "app/buildInfo", "app/preferences", "app/defaultSavePath", "transfer/downloadLimit", "transfer/uploadLimit",
        "torrents/tags", "log/main",
    ]
    /// The tag changes this file makes.
    static let changes = ["torrents/addTags", "torrents/removeTags", "torrents/createTags", "torrents/deleteTags"]

    struct Tags: Sendable {
        var known: Set<String> = ["archive", "keep-seeding"]
        /// A torrent's tags where they differ from what it started with.
        var chosen: [String: Set<String>] = [:]
    }

    private let tags = Mutex(Tags())
    let version: String
    let started: Date

    init(version: String, started: Date) {
        self.version = version
        self.started = started
    }

    /// A torrent's tags as `torrents/info` writes them (", " between, sorted), `initial` until
    /// changed.
    func tags(of hash: String, initial: [String]) -> String {
        tags.withLock { $0.chosen[hash] ?? Set(initial) }.sorted().joined(separator: ", ")
    }

    /// The answer to the read `path`; `limit` is the transfer's download limit in bytes a second.
    func read(_ path: String, limit: Int64) -> Response {
        switch path {
        case "app/buildInfo":
            DemoAnswers.json(
                .object([
                    "bitness": .number(64), "boost": .string("1.74.0"), "libtorrent": .string("2.0.8.0"),
                    "openssl": .string("3.0.19"), "qt": .string("5.15.8"), "zlib": .string("1.2.13"),
                ]))
        case "app/preferences": DemoAnswers.json(preferences(limit: limit))
        case "app/defaultSavePath": DemoAnswers.text(.ok, "/downloads")
        case "transfer/downloadLimit": DemoAnswers.text(.ok, String(limit))
        case "transfer/uploadLimit": DemoAnswers.text(.ok, "0")
        case "torrents/tags": DemoAnswers.json(.array(tags.withLock { $0.known.sorted().map(JSONValue.string) }))
        default: DemoAnswers.json(.array(log))
        }
    }

    /// The main log's first lines, as a freshly started qBittorrent writes them.
    var log: [JSONValue] {
        let at = started.timeIntervalSince1970.rounded()
        return ["qBittorrent v\(version) started", "Using config directory: /config/qBittorrent/config"]
            .enumerated().map { index, message in
                .object([
                    "id": .number(Double(index)), "message": .string(message), "timestamp": .number(at),
                    "type": .number(1),
                ])
            }
    }

    /// `app/preferences`: a recorded 4.5.2's values for the fields a client reads.
    func preferences(limit: Int64) -> JSONValue {
        .object([
            "save_path": .string("/downloads"), "temp_path": .string("/downloads/temp"),
            "temp_path_enabled": .bool(false), "queueing_enabled": .bool(true), "max_active_downloads": .number(3),
            "max_active_torrents": .number(5), "max_active_uploads": .number(3), "max_ratio_enabled": .bool(false),
            "max_ratio": .number(-1), "max_ratio_act": .number(0), "max_seeding_time_enabled": .bool(false),
            "max_seeding_time": .number(-1), "dl_limit": .number(Double(limit)), "up_limit": .number(0),
            "alt_dl_limit": .number(10240), "alt_up_limit": .number(10240), "dht": .bool(false), "pex": .bool(false),
            "lsd": .bool(false), "auto_tmm_enabled": .bool(false), "start_paused_enabled": .bool(false),
            "torrent_content_layout": .string("Original"), "locale": .string("C"), "web_ui_port": .number(8080),
            "listen_port": .number(6881),
            "incomplete_files_ext": .bool(false), "preallocate_all": .bool(false),
        ])
    }

    /// Makes the tag change `path` asks in `form` on the torrents `hashes` names; qBittorrent
    /// answers 200 even when no torrent has such a hash.
    func change(_ path: String, _ form: [String: String], hashes: [String], initial: (String) -> [String]) -> Response {
        let named = Set((form["tags"] ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
            .subtracting([""])
        tags.withLock { state in
            switch path {
            case "torrents/createTags", "torrents/addTags": state.known.formUnion(named)
            case "torrents/deleteTags":
                state.known.subtract(named)
                for hash in state.chosen.keys { state.chosen[hash]?.subtract(named) }
            default: break
            }
            guard path == "torrents/addTags" || path == "torrents/removeTags" else { return }
            for hash in hashes {
                var current = state.chosen[hash] ?? Set(initial(hash))
                if path == "torrents/addTags" { current.formUnion(named) } else { current.subtract(named) }
                state.chosen[hash] = current
            }
        }
        return DemoAnswers.text(.ok, "")
    }
}
