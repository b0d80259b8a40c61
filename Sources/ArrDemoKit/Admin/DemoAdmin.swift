import ArrKit
import Foundation
import Synchronization

/// The admin side of one *arr demo, shaped as the real servers' (`shared/contracts/`): its
/// scheduled tasks (running one moves its last run; `Backup` makes a backup), its backups and
/// their files, its log files, the versions it could update to, its indexers and download
/// clients with the server's own test (the usenet indexer fails when the demo's health says it does), and its
/// blocklist.
public final class DemoAdmin: Sendable {
    private struct State {
        var tasks: [ScheduledTask]
        var backups: [ServerBackup] = []
        var blocklist: [JSONValue] = []
        var nextBlocklistId = 1
        var nextBackupId = 1
        var logLines: [String] = []
    }

    /// The commands that are scheduled tasks: a library accepts them as commands.
    public static let taskCommands: Set<String> = [
        "ApplicationUpdateCheck", "Backup", "CheckHealth", "CleanUpRecycleBin", "Housekeeping", "ImportListSync",
        "MessagingCleanup", "RefreshMonitoredDownloads", "RefreshMovie", "RefreshSeries", "RefreshArtist", "RssSync",
    ]

    /// What it started with.
    public let setup: DemoAdminSetup
    /// The indexers, as the server lists them.
    public let indexers: [JSONValue]
    /// The download clients, as the server lists them.
    public let downloadClients: [JSONValue]
    /// The names of the providers whose test fails.
    public let failing: Set<String>
    private let clock: @Sendable () -> Date
    private let state: Mutex<State>

    /// The admin side of a demo described by `setup`, started at `clock()`.
    public init(_ setup: DemoAdminSetup, clock: @escaping @Sendable () -> Date) {
        self.setup = setup
        self.clock = clock
        let now = clock()
        self.indexers = DemoProviders.indexers(usenet: setup.usenetIndexer, ids: setup.indexerIds)
        self.failing = setup.usenetIndexerFails ? [setup.usenetIndexer] : []
        self.downloadClients = DemoProviders.downloadClients
        var state = State(tasks: Self.tasks(setup, at: now))
        for (index, record) in setup.blocklist.enumerated() {
            var stored = record
            stored["id"] = .number(Double(state.nextBlocklistId))
            stored["date"] = .string(ArrDate.format(now.addingTimeInterval(-Double(index + 1) * 5400)))
            state.nextBlocklistId += 1
            state.blocklist.append(stored)
        }
        for (age, type) in [(7.0, BackupType.scheduled), (14, .scheduled), (30, .update)] {
            state.backups.append(Self.backup(setup, id: state.nextBackupId, type: type, at: now - age * 86_400))
            state.nextBackupId += 1
        }
        self.state = Mutex(state)
    }

    /// The demo's time now.
    var clockNow: Date { clock() }

    // MARK: Tasks

    /// The scheduled tasks.
    public var tasks: [ScheduledTask] { state.withLock { $0.tasks } }

    /// Notes that the command `name` ran now, when it is a task: its last run moves, and a
    /// `Backup` leaves a manual backup.
    public func ran(_ name: String) {
        let now = clock()
        state.withLock { state in
            guard let index = state.tasks.firstIndex(where: { $0.taskName == name }) else { return }
            state.tasks[index].lastStartTime = now
            state.tasks[index].lastExecution = now.addingTimeInterval(1)
            state.tasks[index].lastDuration = TimeSpan(seconds: 0.8)
            if let interval = state.tasks[index].interval, interval > 0 {
                state.tasks[index].nextExecution = now.addingTimeInterval(Double(interval) * 60)
            }
            state.logLines.append(Self.logLine(now, "Info", "CommandExecutor", "\(name) started"))
            if name == "Backup" {
                state.backups.insert(
                    Self.backup(setup, id: state.nextBackupId, type: .manual, at: now), at: 0)
                state.nextBackupId += 1
            }
        }
    }

    // MARK: Backups

    /// The backups, newest first.
    public var backups: [ServerBackup] { state.withLock { $0.backups } }

    /// The bytes of the backup at `path`, or nil for none.
    public func backupFile(at path: String) -> Data? {
        guard let backup = backups.first(where: { $0.path == path }) else { return nil }
        return Self.archive(setup, backup)
    }

    /// Removes the backup with `id`; false when there is none.
    public func removeBackup(id: Int) -> Bool {
        state.withLock { state in
            guard let index = state.backups.firstIndex(where: { $0.id == id }) else { return false }
            state.backups.remove(at: index)
            return true
        }
    }

    // MARK: Logs

    /// The log files, newest first.
    public var logFiles: [LogFile] {
        let now = clock()
        let base = setup.serverName.lowercased()
        return [
            LogFile(id: 1, filename: "\(base).txt", lastWriteTime: now),
            LogFile(id: 2, filename: "\(base).0.txt", lastWriteTime: now.addingTimeInterval(-86_400)),
        ]
    }

    /// The text of the log file `name`, or nil for none.
    public func logFile(named name: String) -> String? {
        let base = setup.serverName.lowercased()
        let now = clock()
        switch name {
        case "\(base).txt":
            let earlier: [String] = (0..<40).map { (index: Int) -> String in
                let warns = index % 9 == 0
                let date = now.addingTimeInterval(-Double(40 - index) * 300)
                let component = index % 2 == 0 ? "RssSyncService" : "DownloadDecisionMaker"
                let message =
                    warns
                    ? "Indexer \(setup.usenetIndexer) is unavailable" : "RSS Sync Completed. Reports found: \(index)"
                return Self.logLine(date, warns ? "Warn" : "Info", component, message)
            }
            return (earlier + state.withLock { $0.logLines }).joined(separator: "\n") + "\n"
        case "\(base).0.txt":
            return (0..<20).map { index in
                Self.logLine(
                    now.addingTimeInterval(-86_400 - Double(20 - index) * 600), "Info", "Housekeeper",
                    "Running housecleaning tasks")
            }.joined(separator: "\n") + "\n"
        default: return nil
        }
    }

    // MARK: Updates

    /// The installed version and the newer one the demo offers.
    public var updates: [ServerUpdate] {
        let now = clock()
        let installed = ServerUpdate(
            version: setup.version, branch: "master", releaseDate: now.addingTimeInterval(-40 * 86_400),
            installed: true, installedOn: now.addingTimeInterval(-20 * 86_400), installable: false, latest: false,
            changes: .init(new: ["Custom formats can match the release group"], fixed: ["Calendar feed time zones"]))
        let newer = ServerUpdate(
            version: Self.nextVersion(after: setup.version), branch: "master",
            releaseDate: now.addingTimeInterval(-2 * 86_400), installable: true, latest: true,
            changes: .init(
                new: ["Manual import remembers the chosen language"],
                fixed: ["Backups no longer skip the log database", "Queue sizes after a restart"]))
        return [newer, installed]
    }

    // MARK: Providers

    /// The indexers or download clients.
    public func providers(_ family: ProviderFamily) -> [JSONValue] {
        family == .indexers ? indexers : downloadClients
    }

    /// The server's test of `resource`: nil when it passes, the failure when it does not.
    public func test(_ resource: JSONValue) -> ValidationFailure? {
        guard case .string(let name)? = resource["name"] else {
            return ValidationFailure(propertyName: "Name", errorMessage: "'Name' must not be empty.")
        }
        let now = clock()
        guard failing.contains(name) else {
            state.withLock { $0.logLines.append(Self.logLine(now, "Info", "Newznab", "Test of \(name) passed")) }
            return nil
        }
        state.withLock {
            $0.logLines.append(Self.logLine(now, "Warn", "Newznab", "Unable to connect to indexer \(name)"))
        }
        return ValidationFailure(
            propertyName: "",
            errorMessage: "Unable to connect to indexer, check the log above the ValidationFailure for more details. "
                + "HTTP request failed: [503:ServiceUnavailable]")
    }

    // MARK: Blocklist

    /// The blocklist, newest first.
    public var blocklist: [JSONValue] { state.withLock { $0.blocklist } }

    /// Adds a release to the blocklist (a download removed with "blocklist", a history record
    /// marked failed); `record` is of the server's shape without id and date.
    public func block(_ record: JSONValue) {
        let now = clock()
        state.withLock { state in
            var stored = record
            stored["id"] = .number(Double(state.nextBlocklistId))
            stored["date"] = .string(ArrDate.format(now))
            state.nextBlocklistId += 1
            state.blocklist.insert(stored, at: 0)
        }
    }

    /// Removes the records with `ids`; the ids that were not there.
    public func unblock(_ ids: [Int]) -> [Int] {
        state.withLock { state in
            let present = Set(state.blocklist.compactMap { $0["id"]?.integer })
            state.blocklist.removeAll { ($0["id"]?.integer).map(ids.contains) ?? false }
            return ids.filter { !present.contains($0) }
        }
    }
}
