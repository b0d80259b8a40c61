import ArrKit
import Synchronization

/// The demo qBittorrent's `sync/maindata` memory: the rid it last answered with and what it
/// sent then, so an answer to that rid carries only the fields that changed, the torrents that
/// came, and the hashes that went (`torrents_removed`), as the real server's does.
final class QBittorrentDemoSync: Sendable {
    struct Sent: Sendable {
        var rid = 0
        var torrents: [String: JSONValue] = [:]
        var server: JSONValue = .object([:])
    }

    private let sent = Mutex(Sent())

    /// The answer to `sync/maindata?rid=asked` when the state is `torrents` and `server`.
    func answer(asked: Int, torrents: [String: JSONValue], server: JSONValue) -> JSONValue {
        sent.withLock { last in
            let full = asked == 0 || asked != last.rid
            var members: [String: JSONValue] = ["rid": .number(Double(last.rid + 1))]
            if full {
                members["full_update"] = .bool(true)
                members["torrents"] = .object(torrents)
                members["server_state"] = server
            } else {
                var changed: [String: JSONValue] = [:]
                for (hash, record) in torrents {
                    if let before = last.torrents[hash] {
                        let fields = Self.changes(from: before, to: record)
                        if !fields.isEmpty { changed[hash] = .object(fields) }
                    } else {
                        changed[hash] = record
                    }
                }
                if !changed.isEmpty { members["torrents"] = .object(changed) }
                let removed = last.torrents.keys.filter { torrents[$0] == nil }.sorted()
                if !removed.isEmpty { members["torrents_removed"] = .array(removed.map(JSONValue.string)) }
                let serverChanges = Self.changes(from: last.server, to: server)
                if !serverChanges.isEmpty { members["server_state"] = .object(serverChanges) }
            }
            last = Sent(rid: last.rid + 1, torrents: torrents, server: server)
            return .object(members)
        }
    }

    /// The members of `after` whose value differs from `before`'s.
    static func changes(from before: JSONValue, to after: JSONValue) -> [String: JSONValue] {
        guard case .object(let old) = before, case .object(let new) = after else { return [:] }
        return new.filter { old[$0.key] != $0.value }
    }
}
