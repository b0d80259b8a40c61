import Foundation

/// What a demo torrent flavour keeps about one job beyond the shared queue: its own download
/// limit and when a recheck it was asked for ends.
struct DemoTorrentExtras: Sendable {
    /// Its own download limit in bytes a second, if any.
    var limit: Int64?
    /// When the recheck under way ends, if one is.
    var checkingUntil: Date?
}

/// The swarm, tracker and files every demo torrent flavour reports for a job, made from its
/// number so that each flavour tells the same story in its own words.
struct DemoTorrentFacts: Sendable {
    /// The demo's one tracker.
    static let tracker = "http://tracker.demo.invalid:6969/announce"
    /// How long a demo recheck takes (a real one of a large torrent takes minutes; long enough
    /// that a loaded machine still reads it checking).
    static let recheckSeconds: TimeInterval = 30

    let seeds: Int
    let seedsInSwarm: Int
    let peers: Int
    let peersInSwarm: Int
    /// The job's files: the video and, for a larger download, a sample and its subtitles.
    let files: [(name: String, size: Int64)]

    init(number: Int, name: String, size: Int64, finished: Bool) {
        seeds = finished ? 0 : 2 + number % 5
        seedsInSwarm = 12 + number * 7 % 40
        peers = 1 + number % 3
        peersInSwarm = 3 + number * 5 % 17
        let sample: Int64 = min(size / 50, 48 * 1_048_576)
        let subtitles: Int64 = size > 100 * 1_048_576 ? 96 * 1024 : 0
        var files: [(String, Int64)] = [("\(name)/\(name).mkv", size - sample - subtitles)]
        if sample > 0 { files.append(("\(name)/Sample/\(name).sample.mkv", sample)) }
        if subtitles > 0 { files.append(("\(name)/\(name).en.srt", subtitles)) }
        self.files = files
    }
}

extension DemoDownloadQueue.State {
    /// The categories the server has: the ones made on it and the ones its jobs carry.
    var knownCategories: Set<String> {
        categories.union(jobs.compactMap(\.category)).union(history.compactMap(\.category))
    }
}

extension DemoDownloadQueue {
    /// Starts a recheck of the jobs `numbers` (queued or finished), for a few seconds.
    func recheck(_ numbers: [Int]) {
        change { state in
            let until = clock().addingTimeInterval(DemoTorrentFacts.recheckSeconds)
            for number in numbers { state.torrents[number, default: DemoTorrentExtras()].checkingUntil = until }
        }
    }

    /// Sets or clears the own download limit of the jobs `numbers`.
    func limit(_ numbers: [Int], bytesPerSecond: Int64?) {
        change { state in
            for number in numbers {
                state.torrents[number, default: DemoTorrentExtras()].limit = bytesPerSecond.flatMap {
                    $0 > 0 ? $0 : nil
                }
            }
        }
    }

    /// Files the jobs `numbers`, queued or finished, under `category` (nil: none).
    func setCategory(_ numbers: [Int], _ category: String?) {
        change { state in
            for index in state.jobs.indices where numbers.contains(state.jobs[index].number) {
                state.jobs[index].category = category
            }
            for index in state.history.indices where numbers.contains(state.history[index].number) {
                state.history[index].category = category
            }
        }
    }

    /// Whether the job `number` is being rechecked at `now`.
    static func checking(_ state: State, _ number: Int, now: Date) -> Bool {
        state.torrents[number]?.checkingUntil.map { $0 > now } ?? false
    }
}
