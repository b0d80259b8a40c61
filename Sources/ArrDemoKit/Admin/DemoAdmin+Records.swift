import ArrKit
import Foundation
import ServerKit

extension DemoAdmin {
    /// The scheduled tasks a server of `setup` has, as of `now`.
    static func tasks(_ setup: DemoAdminSetup, at now: Date) -> [ScheduledTask] {
        let table: [(String, String, Int)] = [
            ("Application Update Check", "ApplicationUpdateCheck", 360), ("Backup", "Backup", 10_080),
            ("Check Health", "CheckHealth", 360), ("Clean Up Recycle Bin", "CleanUpRecycleBin", 1440),
            ("Housekeeping", "Housekeeping", 1440), ("Import List Sync", "ImportListSync", 5),
            ("Messaging Cleanup", "MessagingCleanup", 5),
            ("Refresh Monitored Downloads", "RefreshMonitoredDownloads", 1),
            (setup.refreshTask.name, setup.refreshTask.command, 720), ("Rss Sync", "RssSync", 15),
        ]
        return table.enumerated().map { index, entry in
            let (name, command, interval) = entry
            // Each ran a while ago, less than its interval, so its next run is ahead.
            let ago = Double((index * 7 + 1) % max(1, interval - 1) + 1) * 60 * (interval > 60 ? 17 : 0.5)
            let last = now.addingTimeInterval(-min(ago, Double(interval) * 60 - 30))
            return ScheduledTask(
                id: index + 1, name: name, taskName: command, interval: interval, lastExecution: last,
                lastStartTime: last.addingTimeInterval(-Double(index % 4 + 1)),
                nextExecution: last.addingTimeInterval(Double(interval) * 60),
                lastDuration: TimeSpan(seconds: Double(index % 4 + 1)))
        }
    }

    /// A backup of `type` made at `date`, with the name and path the real servers give it.
    static func backup(_ setup: DemoAdminSetup, id: Int, type: BackupType, at date: Date) -> ServerBackup {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy.MM.dd_HH.mm.ss"
        let name = "\(setup.serverName.lowercased())_backup_v\(setup.version)_\(formatter.string(from: date)).zip"
        var backup = ServerBackup(id: id, name: name, path: "/backup/\(type.wireName)/\(name)", type: type, time: date)
        backup.size = ServerCount(archive(setup, backup).count)
        return backup
    }

    /// The backup's file: a zip holding the server's `config.xml`, as the real ones do (with
    /// the database, which the demo has none of).
    static func archive(_ setup: DemoAdminSetup, _ backup: ServerBackup) -> Data {
        let config = """
            <Config>
              <InstanceName>Thriftwood Demo</InstanceName>
              <Branch>master</Branch>
              <AuthenticationMethod>None</AuthenticationMethod>
              <Backup>\(backup.name ?? "")</Backup>
            </Config>

            """
        return StoredZip.archive(["config.xml": Data(config.utf8)])
    }

    /// A line of the server's log file.
    static func logLine(_ date: Date, _ level: String, _ component: String, _ message: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.S"
        return "\(formatter.string(from: date))|\(level)|\(component)|\(message)"
    }

    /// The version after `version`: its minor part raised (`5.14.0.9383` → `5.15.0.9412`).
    static func nextVersion(after version: String) -> String {
        var parts = version.split(separator: ".").map { Int($0) }
        guard parts.count >= 2, let minor = parts[1] else { return version + ".1" }
        parts[1] = minor + 1
        if parts.count >= 4, let build = parts[3] { parts[3] = build + 29 }
        return parts.map { $0.map(String.init) ?? "0" }.joined(separator: ".")
    }
}

extension DemoAdmin {
    /// Blocklists the release of a queue record (as the server's `/queue` lists it) that was
    /// removed with "blocklist": the server keeps its title, quality, languages, protocol,
    /// indexer and what it was for, with `message`.
    public func block(queueRecord: JSONValue, message: String) {
        var record: [String: JSONValue] = ["message": .string(message)]
        record["sourceTitle"] = queueRecord["title"]
        for key in [
            "quality", "languages", "customFormats", "protocol", "indexer", "movieId", "movie", "seriesId", "series",
            "artistId", "artist",
        ] {
            if let value = queueRecord[key] { record[key] = value }
        }
        if let episode = queueRecord["episodeId"] { record["episodeIds"] = .array([episode]) }
        if let album = queueRecord["albumId"] { record["albumIds"] = .array([album]) }
        block(.object(record))
    }
}

extension DemoAdmin {
    /// Blocklists the release a history record (as `/history` lists it) names, as "mark as
    /// failed" does: its source title, quality, languages, indexer and what it was for.
    public func block(historyRecord: JSONValue) {
        var record: [String: JSONValue] = ["message": .string("Manually marked as failed")]
        record["sourceTitle"] = historyRecord["sourceTitle"]
        for key in [
            "quality", "languages", "customFormats", "movieId", "movie", "seriesId", "series", "artistId", "artist",
        ] {
            if let value = historyRecord[key] { record[key] = value }
        }
        record["indexer"] = historyRecord["data"]?["indexer"]
        if case .string(let wire)? = historyRecord["data"]?["protocol"] {
            record["protocol"] = .string(wire == "1" ? "usenet" : wire == "2" ? "torrent" : wire)
        }
        if let episode = historyRecord["episodeId"] { record["episodeIds"] = .array([episode]) }
        if let album = historyRecord["albumId"] { record["albumIds"] = .array([album]) }
        block(.object(record))
    }
}

extension DemoAdmin {
    /// `/config/host` as the servers answer it: the update fields among the rest, secrets masked
    /// as the demo keeps none.
    static let hostSettings: JSONValue = .object([
        "id": .number(1), "bindAddress": .string("*"), "port": .number(0), "sslPort": .number(9898),
        "enableSsl": .bool(false), "launchBrowser": .bool(false), "authenticationMethod": .string("none"),
        "authenticationRequired": .string("disabledForLocalAddresses"), "analyticsEnabled": .bool(false),
        "username": .string(""), "password": .string(""), "logLevel": .string("info"), "branch": .string("master"),
        "apiKey": .string("********"), "urlBase": .string(""), "instanceName": .string("Thriftwood Demo"),
        "updateAutomatically": .bool(false), "updateMechanism": .string("builtIn"), "backupFolder": .string("Backups"),
        "backupInterval": .number(7), "backupRetention": .number(28),
    ])
}
