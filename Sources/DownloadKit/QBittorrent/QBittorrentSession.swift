import ArrKit
import Foundation
import Synchronization

/// What a qBittorrent client keeps between calls: the session cookie, the Web API version
/// (which verbs it speaks), and the list `sync/maindata` keeps up to date from its diffs.
final class QBittorrentSession: Sendable {
    struct State: Sendable {
        var cookie: String?
        var apiVersion: [Int]?
        var rid = 0
        var torrents: [String: JSONValue] = [:]
        var serverState: JSONValue = .object([:])
    }

    let state = Mutex(State())

    /// Whether the server speaks 5.0's `stop`/`start` (Web API 2.11 and later) instead of `pause`/`resume`.
    var stopsAndStarts: Bool {
        state.withLock { ($0.apiVersion ?? [2, 0]).lexicographicallyPrecedes([2, 11]) == false }
    }

    /// Applies one `sync/maindata` answer: a full update replaces everything, a diff changes
    /// only the fields it names, adds the torrents it brings and drops `torrents_removed`.
    func apply(_ answer: JSONValue) -> (torrents: [String: JSONValue], serverState: JSONValue) {
        state.withLock { state in
            let full = answer["full_update"]?.flag ?? false
            if full {
                state.torrents = [:]
                state.serverState = .object([:])
            }
            if case .object(let changed)? = answer["torrents"] {
                if full {
                    // A full update is the whole list: taken as it is, not merged record by record
                    // into an empty one (a one-shot read of 5,000 torrents spent a sixth of its time there).
                    state.torrents = changed
                } else {
                    for (hash, fields) in changed {
                        state.torrents[hash] = Self.merge(state.torrents[hash] ?? .object([:]), fields)
                    }
                }
            }
            for removed in answer["torrents_removed"]?.elements ?? [] {
                if let hash = removed.text { state.torrents[hash] = nil }
            }
            if let server = answer["server_state"] { state.serverState = Self.merge(state.serverState, server) }
            state.rid = answer["rid"]?.int64.map { Int(clamping: $0) } ?? state.rid
            return (state.torrents, state.serverState)
        }
    }

    /// Starts over with a full update next time (after a new login: rids belong to a session).
    func resetSync() { state.withLock { $0.rid = 0 } }

    static func merge(_ base: JSONValue, _ changes: JSONValue) -> JSONValue {
        guard case .object(var members) = base, case .object(let updates) = changes else { return changes }
        for (key, value) in updates { members[key] = value }
        return .object(members)
    }
}
