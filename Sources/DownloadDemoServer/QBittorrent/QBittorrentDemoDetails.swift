import ArrKit
import Foundation

extension QBittorrentDemoRoutes {
    /// `torrents/properties`, `trackers`, `files`, `webseeds` or `pieceStates` for `hash`, as qBittorrent 4.5 answers them
    /// (its DHT, PeX and LSD rows first among the trackers); nil for a hash it does not hold.
    func detail(_ path: String, hash: String) -> JSONValue? {
        queue.read { state in
            let found =
                state.jobs.first { Self.hash($0.number, drone: $0.drone) == hash }
                .map { ($0.number, $0.name, $0.size, $0.downloaded, $0.addedAt) }
                ?? state.history.first { $0.failed == nil && Self.hash($0.number, drone: $0.drone) == hash }
                .map { ($0.number, $0.name, $0.size, $0.size, $0.completedAt) }
            guard let (number, name, size, done, added) = found else { return nil }
            let facts = DemoTorrentFacts(number: number, name: name, size: size, finished: done >= size)
            switch path {
            case "torrents/properties":
                return .object([
                    "save_path": .string("/downloads/"),
                    "addition_date": .number(added.timeIntervalSince1970.rounded()),
                    "total_size": .number(Double(size)), "total_uploaded": .number(Double(done / 3)),
                    "seeds": .number(Double(facts.seeds)), "seeds_total": .number(Double(facts.seedsInSwarm)),
                    "peers": .number(Double(facts.peers)), "peers_total": .number(Double(facts.peersInSwarm)),
                    "dl_limit": .number(Double(state.torrents[number]?.limit ?? -1)), "up_limit": .number(-1),
                    "share_ratio": .number(done >= size ? 0.42 : 0), "piece_size": .number(4_194_304),
                ])
            case "torrents/trackers":
                let builtIn = ["** [DHT] **", "** [PeX] **", "** [LSD] **"].map { url in
                    JSONValue.object([
                        "url": .string(url), "status": .number(0), "tier": .number(-1), "msg": .string(""),
                        "num_seeds": .number(0), "num_leeches": .number(0), "num_peers": .number(0),
                    ])
                }
                return .array(
                    builtIn + [
                        .object([
                            "url": .string(DemoTorrentFacts.tracker), "status": .number(2), "tier": .number(0),
                            "msg": .string(""), "num_seeds": .number(Double(facts.seedsInSwarm)),
                            "num_leeches": .number(Double(facts.peersInSwarm)), "num_peers": .number(0),
                        ])
                    ])
            case "torrents/webseeds": return .array([])
            case "torrents/pieceStates":
                // 0 not downloaded, 2 downloaded, by 4 MiB piece (the `piece_size` above).
                let pieces = max(1, (size + 4_194_303) / 4_194_304)
                let have = done >= size ? pieces : done / 4_194_304
                return .array((0..<pieces).map { .number($0 < have ? 2 : 0) })
            default:
                let fraction = size > 0 ? Double(done) / Double(size) : 0
                return .array(
                    facts.files.enumerated().map { index, file in
                        .object([
                            "index": .number(Double(index)), "name": .string(file.name),
                            "size": .number(Double(file.size)), "progress": .number(fraction), "priority": .number(1),
                        ])
                    })
            }
        }
    }
}
