import ArrDemoKit
import ArrKit
import Foundation
import Hummingbird

/// The demo Deluge's further reads, answered as Debian's deluged and deluge-web 2.0 answer them
/// (recorded by hand against the real daemon): `web.get_plugins`, the listen port, a path's size, (the web's own, connected or
/// not), `core.get_libtorrent_version`, `core.get_free_space` (-1 for a folder it cannot read),
/// `core.get_torrents_status` with its filter and keys, and `web.get_torrent_files` as a tree.
extension DelugeDemoRoutes {
    /// The plugins Deluge 2.0 ships.
    static let plugins = [
        "AutoAdd", "Blocklist", "Execute", "Extractor", "Label", "Notifications", "Scheduler", "Stats", "Toggle",
        "WebUi",
    ]

    /// The answer to a web method that needs no daemon (or to `web.update_ui` without one), or nil.
    func webRead(_ method: String, id: JSONValue) -> Response? {
        if method == "web.update_ui", !connected.value {
            // Unconnected, the web's own answer says so and lists nothing.
            return Self.result(
                .object(["connected": .bool(false), "torrents": .null, "filters": .null, "stats": .object([:])]), id: id
            )
        }
        guard method == "web.get_plugins" else { return nil }
        return Self.result(
            .object([
                "enabled_plugins": .array([.string("Label")]),
                "available_plugins": .array(Self.plugins.map(JSONValue.string)),
            ]), id: id)
    }

    /// The answer to a read that needs the daemon, or nil when `method` is not one of them.
    func daemonRead(_ method: String, _ params: [JSONValue], id: JSONValue) -> Response? {
        switch method {
        case "core.get_libtorrent_version": return Self.result(.string("2.0.8.0"), id: id)
        case "core.get_listen_port": return Self.result(.number(6881), id: id)
        // The demo has no peer port to test from outside.
        case "core.test_listen_port": return Self.result(.bool(false), id: id)
        case "core.get_path_size":
            // The size of a torrent's folder under /downloads; -1 for any other path.
            let path = params.first?.text ?? ""
            let size = queue.read { state in
                state.jobs.map { ($0.name, $0.downloaded) } + state.history.map { ($0.name, $0.size) }
            }.first { "/downloads/" + $0.0 == path }?.1
            return Self.result(.number(Double(size ?? -1)), id: id)
        case "core.get_free_space":
            let path = params.first?.text ?? "/downloads"
            let readable = path == "/downloads" || path.hasPrefix("/downloads/")
            return Self.result(.number(readable ? 1_979_120_929_996 : -1), id: id)
        case "core.get_torrents_status":
            return Self.result(.object(filtered(params.first, keys: params.dropFirst().first)), id: id)
        case "web.get_torrent_files":
            let hash = params.first?.text?.lowercased() ?? ""
            return Self.result(fileTree(torrents(details: true)[hash]), id: id)
        default: return nil
        }
    }

    /// The torrents `filter` keeps (its `id` a hash or a list of them, its `state` one state,
    /// its `label` one label), each with only `keys` when keys are named.
    func filtered(_ filter: JSONValue?, keys: JSONValue?) -> [String: JSONValue] {
        let wanted = Set((keys?.elements ?? []).compactMap(\.text))
        let ids = filter?["id"].flatMap { $0.elements?.compactMap(\.text) ?? $0.text.map { [$0] } }.map(Set.init)
        let state = filter?["state"]?.text
        let label = filter?["label"]?.text
        var kept: [String: JSONValue] = [:]
        for (hash, record) in torrents(details: !wanted.isEmpty && !wanted.isSubset(of: Self.listKeys)) {
            guard ids?.contains(hash) ?? true, state == nil || record["state"]?.text == state,
                label == nil || record["label"]?.text == label, case .object(let members) = record
            else { continue }
            kept[hash] = .object(wanted.isEmpty ? members : members.filter { wanted.contains($0.key) })
        }
        return kept
    }

    /// The keys the list's record has without details.
    static let listKeys: Set<String> = [
        "name", "state", "progress", "download_payload_rate", "upload_payload_rate", "eta", "total_wanted",
        "total_done", "queue", "ratio", "num_seeds", "num_peers", "time_added", "save_path", "message", "label",
    ]

    /// A torrent's files as deluge-web's tree: folders (`type: dir`) holding files with their
    /// index, path, size, offset, progress (a fraction) and priority. An unknown torrent has none.
    func fileTree(_ record: JSONValue?) -> JSONValue {
        var root = DelugeFileFolder()
        var offset: Int64 = 0
        let progress = record?["file_progress"]?.elements ?? []
        for (index, file) in (record?["files"]?.elements ?? []).enumerated() {
            let path = file["path"]?.text ?? ""
            let size = file["size"]?.int64 ?? 0
            let leaf: JSONValue = .object([
                "type": .string("file"), "index": .number(Double(index)), "path": .string(path),
                "size": .number(Double(size)), "offset": .number(Double(offset)),
                "progress": progress.indices.contains(index) ? progress[index] : .number(0), "priority": .number(4),
            ])
            root.insert(leaf, at: path.split(separator: "/").map(String.init))
            offset = offset.addingReportingOverflow(size).partialValue
        }
        return root.json
    }
}

/// A folder of deluge-web's file tree while it is built.
struct DelugeFileFolder {
    var files: [String: JSONValue] = [:]
    var folders: [String: DelugeFileFolder] = [:]

    mutating func insert(_ leaf: JSONValue, at parts: [String]) {
        guard let first = parts.first else { return }
        guard parts.count > 1 else {
            files[first] = leaf
            return
        }
        folders[first, default: DelugeFileFolder()].insert(leaf, at: Array(parts.dropFirst()))
    }

    var json: JSONValue {
        var contents = files
        for (name, folder) in folders { contents[name] = folder.json }
        return .object(["type": .string("dir"), "contents": .object(contents)])
    }
}
