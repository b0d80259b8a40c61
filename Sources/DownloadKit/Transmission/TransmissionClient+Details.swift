import ArrKit
import Foundation
import ServerKit
import Synchronization

extension TransmissionClient {
    /// What a torrent's screen reads besides the list's fields.
    static let detailFields = [
        "peersSendingToUs", "peersGettingFromUs", "uploadedEver", "downloadLimit", "downloadLimited", "uploadLimit",
        "uploadLimited", "files", "fileStats", "trackerStats",
    ]

    /// The torrent with its swarm, limits, trackers and files (`torrent-get` for one hash;
    /// Transmission answers an unknown one with an empty list).
    public func details(_ id: String) async throws(DownloadError) -> DownloadDetails {
        let fields = (Self.fields + Self.detailFields).map(JSONValue.string)
        let answer = try await call("torrent-get", targets([id]).merging(["fields": .array(fields)]) { $1 })
        let records = TransmissionRecords(dialect: dialect)
        guard let record = answer["torrents"]?.elements?.first, let item = records.item(record, position: 0) else {
            throw DownloadError(Self.name, .notFound(id))
        }
        return records.details(item, record, speedUnit: try await speedUnit())
    }

    /// Verifies the torrents' data.
    public func recheck(_ ids: [String]) async throws(DownloadError) {
        _ = try await call("torrent-verify", targets(ids))
    }

    /// Sets or clears the torrents' own download limit (in the daemon's kB/s).
    public func setItemSpeedLimit(_ limit: SpeedLimit, of ids: [String]) async throws(DownloadError) {
        var arguments = targets(ids)
        switch limit {
        case .off: arguments["downloadLimited"] = .bool(false)
        case .bytesPerSecond(let bytes):
            let unit = try await speedUnit()
            arguments["downloadLimit"] = .number(Double(max(1, bytes / unit)))
            arguments["downloadLimited"] = .bool(true)
        case .percent:
            throw DownloadError(Self.name, .unsupported("limit a torrent to a percentage; give a rate such as 5M"))
        }
        _ = try await call("torrent-set", arguments)
    }

    /// Turns the alternative ("turtle") speed limits on or off.
    public func setAlternativeSpeed(_ enabled: Bool) async throws(DownloadError) {
        _ = try await call("session-set", ["alt-speed-enabled": .bool(enabled)])
    }

    /// Bytes in the daemon's "kB/s", asked of `session-get` once.
    func speedUnit() async throws(DownloadError) -> Int64 {
        if let unit = session.speedUnit.withLock({ $0 }) { return unit }
        session.learnSpeedUnit(from: try await call("session-get"), dialect: dialect)
        return session.speedUnit.withLock { $0 } ?? TransmissionRecords.defaultSpeedUnit
    }
}

extension TransmissionRecords {
    /// A torrent's details from its `torrent-get` record: `peersSendingToUs` as seeds,
    /// `trackerStats` (counts of −1 unknown), `files` with `fileStats.wanted`.
    func details(_ item: DownloadItem, _ record: JSONValue, speedUnit: Int64) -> DownloadDetails {
        func limit(_ key: String, _ flag: String) -> ServerCount? {
            guard field(record, flag)?.flag == true, let value = field(record, key)?.serverCount, value > 0 else {
                return nil
            }
            return value * ServerCount(speedUnit)
        }
        let trackers = field(record, "trackerStats")?.elements ?? []
        let swarmSeeds = trackers.compactMap { field($0, "seederCount")?.serverCount }.max()
        let swarmPeers = trackers.compactMap { field($0, "leecherCount")?.serverCount }.max()
        let stats = field(record, "fileStats")?.elements ?? []
        let files = (record["files"]?.elements ?? []).enumerated().compactMap { index, file -> DownloadFile? in
            guard let name = file.nonEmpty("name") else { return nil }
            let size = file["length"]?.serverCount ?? 0
            let done = field(file, "bytesCompleted")?.serverCount ?? 0
            let wanted = index < stats.count ? stats[index]["wanted"]?.flag ?? true : true
            return DownloadFile(
                name: name, sizeBytes: size, progress: size > 0 ? Double(done) / Double(size) : 0, wanted: wanted)
        }
        return DownloadDetails(
            item: item, savePath: field(record, "downloadDir")?.text,
            addedAt: field(record, "addedDate")?.int64.flatMap {
                $0 > 0 ? Date(timeIntervalSince1970: TimeInterval($0)) : nil
            },
            uploadedBytes: field(record, "uploadedEver")?.serverCount,
            seeds: field(record, "peersSendingToUs")?.serverCount.map {
                DownloadPeerCount(connected: $0, inSwarm: swarmSeeds)
            },
            peers: field(record, "peersGettingFromUs")?.serverCount.map {
                DownloadPeerCount(connected: $0, inSwarm: swarmPeers)
            },
            downloadLimit: limit("downloadLimit", "downloadLimited"),
            uploadLimit: limit("uploadLimit", "uploadLimited"),
            trackers: trackers.compactMap(tracker), files: files, record: record)
    }

    /// One `trackerStats` entry: the last announce's result, and whether it succeeded.
    func tracker(_ stats: JSONValue) -> DownloadTracker? {
        guard let url = stats.nonEmpty("announce") else { return nil }
        let announced = field(stats, "hasAnnounced")?.flag ?? false
        let succeeded = field(stats, "lastAnnounceSucceeded")?.flag ?? false
        let standing: DownloadTracker.Standing = !announced ? .waiting : succeeded ? .working : .failing
        return DownloadTracker(
            url: url, standing: standing, message: field(stats, "lastAnnounceResult")?.text,
            seeds: field(stats, "seederCount")?.serverCount,
            peers: field(stats, "leecherCount")?.serverCount)
    }
}
