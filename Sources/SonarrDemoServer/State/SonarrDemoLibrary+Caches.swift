import ArrKit
import Foundation
import SonarrAPI

// Answers the demo keeps between requests, keyed by the library's generation: a 5,000-series
// library is every test's peer, so its speed is the test suite's speed.
extension SonarrDemoLibrary {
    /// The encoded `GET /series` answer, reused until the library changes or 5 s pass: at
    /// 5,000 series it took a second to build, and every request built it again.
    func encodedSeriesList(encoder: JSONEncoder) throws -> Data {
        advance()
        let slot = Int(clamping: (clock().timeIntervalSince1970 / 5).rounded(.down))
        if let cached = seriesListCache, cached.generation == generation, cached.slot == slot { return cached.data }
        let data = try encoder.encode(order.compactMap { served($0) })
        seriesListCache = (generation, slot, data)
        return data
    }

    /// The ids of episodes airing from `start` to `end`, in air order, found by binary search in
    /// an index rebuilt only when the library changes.
    func episodeIds(airingFrom start: Date, to end: Date) -> [Int] {
        let index: [(date: Date, id: Int)]
        if let cached = airIndexCache, cached.generation == generation {
            index = cached.index
        } else {
            index = episodes.values.compactMap { episode in episode.airDateUtc.map { ($0, episode.id) } }
                .sorted { ($0.0, $0.1) < ($1.0, $1.1) }
            airIndexCache = (generation, index)
        }
        var low = 0
        var high = index.count
        while low < high {
            let middle = (low + high) / 2
            if index[middle].date < start { low = middle + 1 } else { high = middle }
        }
        var ids: [Int] = []
        var position = low
        while position < index.count, index[position].date <= end {
            ids.append(index[position].id)
            position += 1
        }
        return ids
    }
}
