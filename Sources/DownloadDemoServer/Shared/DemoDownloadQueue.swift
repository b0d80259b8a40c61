import ArrDemoKit
import DownloadKit
import Foundation
import Synchronization

/// One job in a demo download client.
struct DemoJob: Sendable {
    var number: Int
    var name: String
    var category: String?
    var size: Int64
    var downloaded: Int64
    var priority: DownloadPriority
    var paused: Bool
    /// The id the *arr that sent it knows it by (NZBGet's `drone` parameter), if any.
    var drone: String?
    var addedAt: Date
    /// Whether it mirrors an *arr's download (it then moves on the *arr's clock, not the line's).
    var mirrored = false
}

/// One finished job in a demo download client's history.
struct DemoHistoryJob: Sendable {
    var number: Int
    var name: String
    var category: String?
    var size: Int64
    var failed: String?
    var completedAt: Date
    var drone: String?
}

/// The state both demo usenet clients keep: a queue that downloads on the clock (the first
/// unpaused job gets the whole line speed), history, the pause switch and the speed limit.
/// Each wire dialect (SABnzbd, NZBGet) renders the same state its own way.
final class DemoDownloadQueue: Sendable {
    struct State: Sendable {
        var jobs: [DemoJob] = []
        var history: [DemoHistoryJob] = []
        var paused = false
        var pausedUntil: Date?
        var limit: SpeedLimit = .off
        var lastTick: Date
        var nextNumber = 1
        var speed: Int64 = 0
        /// The job number of each mirrored *arr download, by its id.
        var mirrors: [String: Int] = [:]
        /// What the torrent flavours keep per job (their own limit, a recheck under way), by number.
        var torrents: [Int: DemoTorrentExtras] = [:]
        /// Categories (labels) made on the server besides the ones its jobs carry.
        var categories: Set<String> = ["movies", "tv"]
        /// Whether the alternative ("turtle") speed limits are on (the torrent flavours).
        var alternativeSpeed = false
    }

    /// The line speed the demo downloads at without a limit, in bytes per second.
    static let lineSpeed: Int64 = 12 * 1_048_576
    let clock: @Sendable () -> Date
    let state: Mutex<State>
    /// Where the demo *arrs post their usenet downloads; nil when the client runs alone.
    let exchange: DemoDownloadExchange?
    /// The client kind it mirrors downloads for ("sabnzbd").
    let kind: String

    /// A demo queue seeded with the usual mix: one downloading, queued ones (one from each
    /// *arr with its download id), one paused, one failed and two completed in history.
    init(
        clock: @escaping @Sendable () -> Date = Date.init, exchange: DemoDownloadExchange? = nil, kind: String = "",
        generated: Int? = nil
    ) {
        self.clock = clock
        self.exchange = exchange
        self.kind = kind
        let now = clock()
        var state = State(lastTick: now)
        func job(
            _ name: String, _ category: String?, _ size: Int64, done: Double = 0, paused: Bool = false,
            priority: DownloadPriority = .normal, drone: String? = nil
        ) {
            state.jobs.append(
                DemoJob(
                    number: state.nextNumber, name: name, category: category, size: size,
                    downloaded: Int64(clamping: (Double(size) * done).rounded()), priority: priority, paused: paused,
                    drone: drone, addedAt: now.addingTimeInterval(-Double(600 - state.nextNumber * 60))))
            state.nextNumber += 1
        }
        if kind == "deluge" {
            job("fedora-workstation-43-x86_64.iso", nil, 2_400_000_000, done: 0.12, priority: .low)
            job("Agent.327.2017.1080p.Open.Movie", "movies", 900_000_000, paused: true)
        } else if kind == "transmission" {
            job("debian-13.2.0-amd64-netinst.iso", nil, 790_000_000, done: 0.7, priority: .low)
            job("Cosmos.Laundromat.2015.1080p", "movies", 1_900_000_000, paused: true)
        } else if kind == "qbittorrent" {
            // Torrents no *arr sent (beside the demo *arrs it also mirrors theirs), one paused.
            job("archlinux-2025.11.01-x86_64.iso", nil, 1_300_000_000, done: 0.55, priority: .low)
            job("Tears.of.Steel.2012.4K.Open.Movie", "movies", 7_200_000_000, paused: true)
        } else if exchange == nil {
            // Alone: downloads as an *arr would have sent them, with the ids it would know them by.
            job("Arrival.2016.1080p.BluRay.x264-DEMO", "movies", 9_800_000_000, done: 0.42, drone: "DEMOUSENET0001")
            job("Severance.S02E05.1080p.WEB-DL.x264-DEMO", "tv", 1_900_000_000, done: 0.05, drone: "DEMOUSENET0002")
            job("Debian.12.9.DVD.amd64", nil, 3_900_000_000, priority: .low)
            job(
                "Dune.Part.Two.2024.2160p.UHD.BluRay-DEMO", "movies", 62_000_000_000, paused: true,
                drone: "DEMOUSENET0003")
        } else if kind == "nzbget" {
            // Beside the demo *arrs, whose downloads it mirrors: what no *arr sent, one paused.
            job("Ubuntu.24.04.1.Desktop.amd64", nil, 6_100_000_000, done: 0.18, priority: .low)
            job("Big.Buck.Bunny.2008.2160p.60fps", "movies", 12_400_000_000, paused: true)
        } else {
            job("Debian.12.9.DVD.amd64", nil, 3_900_000_000, done: 0.3, priority: .low)
            job("Sintel.2010.1080p.Open.Movie", "movies", 2_300_000_000, paused: true)
        }
        state.history = [
            DemoHistoryJob(
                number: 90, name: "The.Bear.S03E01.1080p.WEB-DL-DEMO", category: "tv", size: 2_400_000_000,
                failed: nil, completedAt: now.addingTimeInterval(-3600), drone: nil),
            DemoHistoryJob(
                number: 91, name: "Old.Broken.Release.2011.720p-DEMO", category: "movies", size: 4_100_000_000,
                failed: "Aborted, cannot be completed - 1240 articles were missing",
                completedAt: now.addingTimeInterval(-1800), drone: nil),
            DemoHistoryJob(
                number: 92, name: "Paddington.2.2017.1080p.BluRay-DEMO", category: "movies", size: 8_700_000_000,
                failed: nil, completedAt: now.addingTimeInterval(-600), drone: nil),
        ]
        // A torrent client keeps no history: what it finished stays in its list, seeding.
        let seeded = [
            "qbittorrent": "Elephants.Dream.2006.1080p", "transmission": "Spring.2019.4K.Open.Movie",
            "deluge": "Caminandes.3.2016.1080p",
        ]
        if let name = seeded[kind] {
            state.history = [
                DemoHistoryJob(
                    number: 95, name: name, category: "movies", size: 1_600_000_000, failed: nil,
                    completedAt: now.addingTimeInterval(-7200), drone: nil)
            ]
        }
        // A large generated queue (benchmarks): a third paused, a third finished, the rest waiting.
        for index in 0..<max(0, generated ?? 0) {
            let size = Int64(1_000_000_000 + (index % 7) * 450_000_000)
            if index % 3 == 2 {
                state.history.append(
                    DemoHistoryJob(
                        number: 10_000 + index, name: String(format: "Generated.Download.%05d", index),
                        category: "movies",
                        size: size, failed: nil, completedAt: now.addingTimeInterval(-Double(index)), drone: nil))
            } else {
                job(String(format: "Generated.Download.%05d", index), "tv", size, done: 0, paused: index % 3 == 1)
            }
        }
        self.state = Mutex(state)
    }

    /// Reads the state after moving the clock forward.
    func read<T>(_ body: (State) -> T) -> T {
        state.withLock { state in
            advance(&state)
            return body(state)
        }
    }

    /// Changes the state after moving the clock forward.
    func change<T>(_ body: (inout State) -> T) -> T {
        state.withLock { state in
            advance(&state)
            return body(&state)
        }
    }

    /// The speed the queue downloads at under the current limit.
    /// The download speed under the alternative limits, in bytes per second (500 kB/s).
    static let alternativeSpeed: Int64 = 500_000

    static func speed(under limit: SpeedLimit) -> Int64 {
        switch limit {
        case .off: lineSpeed
        case .bytesPerSecond(let bytes): min(lineSpeed, bytes)
        case .percent(let share): lineSpeed * Int64(share) / 100
        }
    }

    private func advance(_ state: inout State) {
        let now = clock()
        let elapsed = max(0, now.timeIntervalSince(state.lastTick))
        state.lastTick = now
        if let until = state.pausedUntil, until <= now {
            state.paused = false
            state.pausedUntil = nil
        }
        let mirroredSpeed = mirror(&state, now: now)
        guard !state.paused, let index = state.jobs.firstIndex(where: { !$0.paused && !$0.mirrored }) else {
            state.speed = state.paused ? 0 : mirroredSpeed
            return
        }
        let own = Self.speed(under: state.limit)
        state.speed = (state.alternativeSpeed ? min(own, Self.alternativeSpeed) : own) + mirroredSpeed
        var budget = Int64(clamping: (Double(state.speed) * elapsed).rounded())
        var position = index
        while budget > 0, position < state.jobs.count {
            guard !state.jobs[position].paused, !state.jobs[position].mirrored else {
                position += 1
                continue
            }
            let step = min(budget, state.jobs[position].size - state.jobs[position].downloaded)
            state.jobs[position].downloaded += step
            budget -= step
            if state.jobs[position].downloaded >= state.jobs[position].size {
                let job = state.jobs.remove(at: position)
                state.history.append(
                    DemoHistoryJob(
                        number: job.number, name: job.name, category: job.category, size: job.size, failed: nil,
                        completedAt: now, drone: job.drone))
            } else {
                position += 1
            }
        }
    }

    /// Adds a job; returns its number.
    func add(
        name: String, category: String?, size: Int64 = 1_500_000_000, priority: DownloadPriority = .normal,
        paused: Bool = false, drone: String? = nil
    ) -> Int {
        change { state in
            let number = state.nextNumber
            state.nextNumber += 1
            let job = DemoJob(
                number: number, name: name, category: category, size: size, downloaded: 0, priority: priority,
                paused: paused, drone: drone, addedAt: clock())
            if priority == .force { state.jobs.insert(job, at: 0) } else { state.jobs.append(job) }
            return number
        }
    }

    /// Applies `body` to each job whose number is in `numbers`; returns how many it found.
    @discardableResult
    func update(_ numbers: [Int], _ body: (inout DemoJob) -> Void) -> Int {
        change { state in
            var found = 0
            for index in state.jobs.indices where numbers.contains(state.jobs[index].number) {
                body(&state.jobs[index])
                found += 1
            }
            return found
        }
    }

    /// Removes jobs; returns how many it removed.
    @discardableResult
    func remove(_ numbers: [Int]) -> Int {
        change { state in
            let before = state.jobs.count
            state.jobs.removeAll { numbers.contains($0.number) }
            return before - state.jobs.count
        }
    }

    /// Moves a job to the top of the queue.
    @discardableResult
    func moveToTop(_ number: Int) -> Bool {
        change { state in
            guard let index = state.jobs.firstIndex(where: { $0.number == number }) else { return false }
            state.jobs.insert(state.jobs.remove(at: index), at: 0)
            return true
        }
    }

    /// Puts a failed history job back in the queue, under a new number (SABnzbd) or its own
    /// (NZBGet's redownload); returns the number.
    func retry(_ number: Int, keepingNumber: Bool = false) -> Int? {
        change { state in
            guard let index = state.history.firstIndex(where: { $0.number == number && $0.failed != nil }) else {
                return nil
            }
            let old = state.history.remove(at: index)
            let fresh = keepingNumber ? old.number : state.nextNumber
            if !keepingNumber { state.nextNumber += 1 }
            state.jobs.append(
                DemoJob(
                    number: fresh, name: old.name, category: old.category, size: old.size, downloaded: 0,
                    priority: .normal, paused: false, drone: old.drone, addedAt: clock()))
            return fresh
        }
    }

    /// Brings the mirrored *arr downloads up to date: new ones join the front of the queue,
    /// each moves as far as its *arr's clock says, finished or withdrawn ones go to history (a
    /// mirrored job the user removed stays removed). Returns their combined speed.
    private func mirror(_ state: inout State, now: Date) -> Int64 {
        guard let exchange else { return 0 }
        let shared = exchange.downloads(for: kind)
        var speed: Int64 = 0
        for download in shared {
            let fraction = download.fraction(at: now)
            if let number = state.mirrors[download.id] {
                guard let index = state.jobs.firstIndex(where: { $0.number == number }) else { continue }
                if fraction >= 1 {
                    finish(&state, at: index, now: now)
                } else {
                    state.jobs[index].downloaded = Int64(clamping: (Double(download.size) * fraction).rounded())
                    if !state.jobs[index].paused && !state.paused {
                        speed += Int64(clamping: (Double(download.size) / max(1, download.duration)).rounded())
                    }
                }
            } else if fraction < 1 {
                // Its speed counts from the first read, so every read of the same moment agrees.
                if !state.paused {
                    speed += Int64(clamping: (Double(download.size) / max(1, download.duration)).rounded())
                }
                let number = state.nextNumber
                state.nextNumber += 1
                state.mirrors[download.id] = number
                state.jobs.insert(
                    DemoJob(
                        number: number, name: download.title, category: download.category, size: download.size,
                        downloaded: Int64(clamping: (Double(download.size) * fraction).rounded()), priority: .normal,
                        paused: false, drone: download.id, addedAt: download.startedAt, mirrored: true),
                    at: state.jobs.firstIndex { !$0.mirrored } ?? state.jobs.count)
            }
        }
        let live = Set(shared.map(\.id))
        for (id, number) in state.mirrors where !live.contains(id) {
            if let index = state.jobs.firstIndex(where: { $0.number == number }) { finish(&state, at: index, now: now) }
        }
        return speed
    }

    /// Moves the job at `index` to history as completed.
    private func finish(_ state: inout State, at index: Int, now: Date) {
        let job = state.jobs.remove(at: index)
        state.history.append(
            DemoHistoryJob(
                number: job.number, name: job.name, category: job.category, size: job.size, failed: nil,
                completedAt: now, drone: job.drone))
    }
}
