import ArrDemoKit
import ArrKit
import Foundation
import ProwlarrAPI
import ServerKit

/// The Prowlarr demo's state: its indexers, their failures and counts, what searches found
/// (a grab names one of them, as on the real server, whose release cache it stands for), the
/// history and the commands.
actor ProwlarrDemoState {
    private(set) var indexers: [ProwlarrIndexer]
    private var baseURLs: [Int: String]
    private var answering: Set<Int>
    private var stats: [Int: IndexerStatistics]
    private var statuses: [Int: IndexerStatus]
    private var found: [String: IndexerRelease] = [:]
    private(set) var history: [ProwlarrHistoryRecord] = []
    private var commands: [DemoCommand] = []
    let clock: @Sendable () -> Date
    let startTime: Date

    static let applications = [
        ProwlarrApplication(id: 1, name: "Radarr", implementationName: "Radarr", syncLevel: .fullSync),
        ProwlarrApplication(id: 2, name: "Sonarr", implementationName: "Sonarr", syncLevel: .fullSync),
        ProwlarrApplication(id: 3, name: "Lidarr", implementationName: "Lidarr", syncLevel: .addOnly),
    ]

    init(clock: @escaping @Sendable () -> Date) {
        self.clock = clock
        let now = clock()
        startTime = now.addingTimeInterval(-3 * 3600)
        let entries = DemoIndexerCatalogue.entries(addedBefore: now)
        indexers = entries.map(\.indexer)
        baseURLs = Dictionary(uniqueKeysWithValues: entries.map { ($0.indexer.id, $0.baseURL) })
        answering = Set(entries.filter(\.answers).map(\.indexer.id))
        stats = Dictionary(uniqueKeysWithValues: entries.map { ($0.indexer.id, $0.stats) })
        // The failing one has failed for a day and is left out for the next three hours.
        statuses = Dictionary(
            uniqueKeysWithValues: entries.filter { !$0.answers }.map {
                (
                    $0.indexer.id,
                    IndexerStatus(
                        indexerId: $0.indexer.id, disabledTill: now.addingTimeInterval(3 * 3600),
                        mostRecentFailure: now.addingTimeInterval(-600), initialFailure: now.addingTimeInterval(-86_400)
                    )
                )
            })
        history = Self.startingHistory(entries.map(\.indexer), now: now)
    }

    // MARK: Indexers

    /// Every indexer, each failing one with its status embedded as the real server does.
    func listed() -> [ProwlarrIndexer] {
        indexers.map { indexer in
            var copy = indexer
            copy.status = statuses[indexer.id]
            return copy
        }
    }

    /// The failure records.
    func statusRecords() -> [IndexerStatus] { statuses.values.sorted { $0.indexerId < $1.indexerId } }

    /// The statistics, in indexer order.
    func statistics() -> IndexerStatsReport {
        IndexerStatsReport(indexers: indexers.compactMap { stats[$0.id] })
    }

    /// Where an indexer's site is (its settings' base URL).
    func baseURL(of id: Int) -> String? { baseURLs[id] }

    /// Turns indexers on or off; the ones changed, or nil when an id is unknown.
    func setEnabled(_ ids: [Int], _ enabled: Bool) -> [ProwlarrIndexer]? {
        guard ids.allSatisfy({ id in indexers.contains { $0.id == id } }) else { return nil }
        for index in indexers.indices where ids.contains(indexers[index].id) {
            indexers[index].enable = enabled
        }
        return listed().filter { ids.contains($0.id) }
    }

    /// Replaces one indexer's fields the demo keeps (name, on, priority).
    func update(_ id: Int, name: String?, enable: Bool?, priority: Int?) -> ProwlarrIndexer? {
        guard let index = indexers.firstIndex(where: { $0.id == id }) else { return nil }
        if let name { indexers[index].name = name }
        if let enable { indexers[index].enable = enable }
        if let priority { indexers[index].priority = priority }
        return listed()[index]
    }

    /// The indexer's test: its site answers, or the failure in Prowlarr's words. A passing test
    /// clears the failure state, as on the real server.
    func test(_ id: Int) -> ValidationFailure? {
        guard answering.contains(id) else {
            let host = baseURLs[id].flatMap { URL(string: $0)?.host } ?? "the indexer"
            return ValidationFailure(
                errorMessage:
                    "Unable to connect to indexer, check the log above the ValidationFailure for more details. "
                    + "Name or service not known (\(host):443)")
        }
        statuses[id] = nil
        return nil
    }

    // MARK: Searching

    /// Searches the enabled, answering indexers (or the ones named) for `query`, recording the
    /// query in the history and the counts.
    func search(_ query: String, type: String, indexerIds: [Int]) -> [IndexerRelease] {
        let now = clock()
        let asked = indexers.filter { $0.enable && (indexerIds.isEmpty || indexerIds.contains($0.id)) }
        var releases: [IndexerRelease] = []
        for indexer in asked {
            let answers = answering.contains(indexer.id) && !(statuses[indexer.id]?.isDisabled(at: now) ?? false)
            stats[indexer.id]?.numberOfQueries += 1
            if !answers { stats[indexer.id]?.numberOfFailedQueries += 1 }
            let made = answers ? Self.releases(for: query, from: indexer, now: now) : []
            releases += made
            record(
                .indexerQuery, indexer: indexer.id, successful: answers,
                data: ["query": query, "queryType": type, "source": "Prowlarr", "queryResults": String(made.count)])
        }
        for release in releases { found[release.guid] = release }
        return releases
    }

    /// Grabs a release a search found; nil when no search found it (the real server's cache
    /// has forgotten it).
    func grab(guid: String, indexerId: Int) -> IndexerRelease? {
        guard let release = found[guid], release.indexerId == indexerId else { return nil }
        stats[indexerId]?.numberOfGrabs += 1
        record(
            .releaseGrabbed, indexer: indexerId, successful: true,
            data: ["grabTitle": release.title, "source": "Prowlarr", "downloadClient": "SABnzbd"])
        return release
    }

    private static func releases(for query: String, from indexer: ProwlarrIndexer, now: Date) -> [IndexerRelease] {
        let words = query.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map {
            $0.prefix(1).uppercased() + $0.dropFirst()
        }
        let name = words.isEmpty ? "Latest.Release" : words.joined(separator: ".")
        var random = SplitMix64(seed: UInt64(truncatingIfNeeded: (name.lowercased() + indexer.name).hashValueStable))
        let count = 2 + Int(random.next() % 3)
        let torrent = indexer.downloadProtocol == .torrent
        return (0..<count).map { index in
            let qualities = DemoIndexerCatalogue.qualities
            let quality = qualities[(Int(random.next() % 4) + index) % qualities.count]
            let group = DemoIndexerCatalogue.groups[Int(random.next() % UInt64(DemoIndexerCatalogue.groups.count))]
            let days = Int(random.next() % 900)
            let size = Int64(1_200_000_000) + Int64(random.next() % 14_000_000_000)
            return IndexerRelease(
                guid: "\(indexer.name.lowercased())-\(name.lowercased())-\(index)", indexerId: indexer.id,
                indexer: indexer.name, title: "\(name).\(quality)-\(group)", size: ServerCount(size),
                publishDate: now.addingTimeInterval(-Double(days) * 86_400), age: ServerCount(days),
                downloadProtocol: indexer.downloadProtocol, seeders: torrent ? ServerCount(random.next() % 400) : nil,
                leechers: torrent ? ServerCount(random.next() % 60) : nil, grabs: ServerCount(random.next() % 500),
                categories: [quality.hasPrefix("720p.HDTV") ? "TV/HD" : "Movies/HD"])
        }
    }

    // MARK: History and commands

    private func record(_ event: ProwlarrHistoryEvent, indexer: Int, successful: Bool, data: [String: String]) {
        let id = (history.map(\.id).max() ?? 0) + 1
        history.insert(
            ProwlarrHistoryRecord(
                id: id, indexerId: indexer, date: clock(), successful: successful, eventType: event, data: data),
            at: 0)
    }

    private static func startingHistory(_ indexers: [ProwlarrIndexer], now: Date) -> [ProwlarrHistoryRecord] {
        let queries = [
            "Dune Part Two", "Severance", "The Bear", "Arrival", "Random Access Memories", "Blade Runner 2049",
        ]
        let sources = ["Radarr", "Sonarr", "Sonarr", "Radarr", "Lidarr", "Radarr"]
        var records: [ProwlarrHistoryRecord] = []
        for (offset, query) in queries.enumerated() {
            for indexer in indexers where indexer.enable {
                let failing = indexer.name == "DemoNZB"
                records.append(
                    ProwlarrHistoryRecord(
                        id: records.count + 1, indexerId: indexer.id,
                        date: now.addingTimeInterval(-Double(offset + 1) * 3_600 - Double(indexer.id) * 7),
                        successful: !failing, eventType: .indexerQuery,
                        data: ["query": query, "queryType": "search", "source": sources[offset]]))
            }
        }
        return records.sorted { ($0.date ?? .distantPast) > ($1.date ?? .distantPast) }
    }

    /// Queues a command.
    func queue(_ request: CommandRequest) -> CommandResource {
        let command = DemoCommand(id: commands.count + 1, request: request, queuedAt: clock())
        commands.append(command)
        return command.resource(at: clock())
    }

    /// Every command as it stands now, as `GET /command` lists them (Prowlarr keeps the
    /// recent ones; the demo keeps all of its run).
    func allCommands() -> [CommandResource] {
        commands.map { $0.resource(at: clock()) }
    }

    /// One command as it stands now.
    func command(_ id: Int) -> CommandResource? {
        commands.first { $0.id == id }?.resource(at: clock())
    }
}

extension String {
    /// A hash that is the same in every run (Swift's `hashValue` is seeded per process).
    var hashValueStable: UInt64 {
        utf8.reduce(UInt64(14_695_981_039_346_656_037)) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 }
    }
}
