import ArrKit
import Foundation
import ServerKit

/// The admin screens' wording, once for every front end and the CLI: each server record as
/// the cells, tone and notes of its row.
public enum AdminRows {
    /// The tasks table: what, how often, last run and how long it took, next run.
    public static func tasks(_ tasks: [ScheduledTask], now: Date) -> AdminTable {
        AdminTable(
            columns: ["Task", "Every", "Last run", "Took", "Next run"],
            rows: tasks.map { task in
                let name = task.name ?? task.taskName ?? "Task \(task.id)"
                return AdminRow(
                    id: "task-\(task.id)",
                    cells: [
                        name, every(minutes: task.interval),
                        task.lastExecution.map { Format.ago($0, now: now) } ?? "never",
                        took(task.lastDuration), next(task.nextExecution, now: now),
                    ],
                    actions: task.taskName.map { [.runTask(command: $0, name: name)] } ?? [])
            }, empty: "The server lists no tasks.")
    }

    /// "1 min", "15 min", "6 h", "1 day", "7 days"; "when asked" for a task that is not scheduled.
    public static func every(minutes: Int?) -> String {
        guard let minutes, minutes > 0 else { return "when asked" }
        if minutes < 60 { return "\(minutes) min" }
        if minutes < 1440 || minutes % 1440 != 0 { return minutes % 60 == 0 ? "\(minutes / 60) h" : "\(minutes) min" }
        return Format.plural(minutes / 1440, "day")
    }

    /// "0.8 s", "2m", or "–".
    public static func took(_ span: TimeSpan?) -> String {
        guard let seconds = span?.seconds, seconds.isFinite, seconds >= 0 else { return "–" }
        if seconds < 10 { return String(format: "%.1f s", seconds) }
        return Format.duration(seconds)
    }

    /// "in 12m", "due now", or "–".
    public static func next(_ date: Date?, now: Date) -> String {
        guard let date else { return "–" }
        let seconds = date.timeIntervalSince(now)
        return seconds < 60 ? "due now" : "in " + Format.duration(seconds)
    }

    /// The backups table, newest first.
    public static func backups(_ backups: [ServerBackup], now: Date) -> AdminTable {
        AdminTable(
            columns: ["Backup", "Made", "Why", "Size"],
            rows: backups.map { backup in
                AdminRow(
                    id: "backup-\(backup.id)",
                    cells: [
                        backup.name ?? "Backup \(backup.id)", backup.time.map { Format.ago($0, now: now) } ?? "–",
                        why(backup.type), backup.size.map(Format.bytes) ?? "–",
                    ],
                    actions: backup.path == nil ? [] : [.saveBackup(id: backup.id, name: backup.name ?? "backup.zip")])
            }, empty: "No backups yet.", actions: [.backUpNow])
    }

    /// "scheduled", "manual", "before an update".
    public static func why(_ type: BackupType?) -> String {
        switch type {
        case .scheduled: "scheduled"
        case .manual: "manual"
        case .update: "before an update"
        case .unknown(let name): name
        case nil: "–"
        }
    }

    /// The log entries table, newest first.
    public static func logs(_ page: Paged<LogRecord>, level: String?, now: Date) -> AdminTable {
        AdminTable(
            columns: ["When", "Level", "From", "Message"],
            rows: page.records.map { record in
                AdminRow(
                    id: "log-\(record.id)",
                    cells: [
                        record.time.map { Format.ago($0, now: now) } ?? "–", record.level ?? "–", record.logger ?? "–",
                        [record.message, record.exception].compactMap { $0 }.joined(separator: " — "),
                    ], tone: tone(ofLevel: record.level))
            }, empty: level == nil ? "The log is empty." : "Nothing at \(levelLabel(level).lowercased()).",
            actions: levels.map { .showLevel($0) },
            summary: "\(levelLabel(level)) · the newest \(page.records.count) of \(page.totalRecords)")
    }

    /// The level filters offered, most to least.
    public static let levels: [String?] = [nil, "info", "warn", "error"]

    /// "Every level", "Info and above", "Warnings and above", "Errors".
    public static func levelLabel(_ level: String?) -> String {
        switch level?.lowercased() {
        case nil: "Every level"
        case "info": "Info and above"
        case "warn": "Warnings and above"
        case "error": "Errors"
        case let other?: other.capitalized
        }
    }

    /// How a log level reads: warnings need a look, errors went wrong, debug is quiet.
    public static func tone(ofLevel level: String?) -> StatusTone {
        switch level?.lowercased() {
        case "warn", "warning": .attention
        case "error", "fatal": .problem
        case "debug", "trace": .quiet
        default: .neutral
        }
    }

    /// The log files table, newest first.
    public static func logFiles(_ files: [LogFile], now: Date) -> AdminTable {
        AdminTable(
            columns: ["File", "Written"],
            rows: files.map { file in
                AdminRow(
                    id: "file-\(file.filename ?? "\(file.id)")",
                    cells: [file.filename ?? "–", file.lastWriteTime.map { Format.ago($0, now: now) } ?? "–"])
            }, empty: "The server lists no log files.")
    }

    /// The versions table: the newest first, each with its changes.
    public static func updates(
        _ updates: [ServerUpdate], settings: UpdateSettings?, server: String, now: Date
    )
        -> AdminTable
    {
        let installed = updates.first { $0.installed }
        let newer = updates.first { $0.latest && !$0.installed && $0.installable }
        var summary = "Installed: \(installed?.version ?? "unknown")"
        if let branch = settings?.branch ?? installed?.branch { summary += " on \(branch)" }
        summary += newer.map { " · \($0.version ?? "a newer version") is available" } ?? " · up to date"
        if let settings { summary += " · " + selfUpdating(settings, server: server) }
        return AdminTable(
            columns: ["Version", "Branch", "Released", "State"],
            rows: updates.enumerated().map { index, update in
                let state: StatusLabel =
                    update.installed
                    ? StatusLabel("installed", .good)
                    : update.installable ? StatusLabel("available", .attention) : StatusLabel("older", .quiet)
                return AdminRow(
                    id: "update-\(update.version ?? "\(index)")",
                    cells: [
                        update.version ?? "–", update.branch ?? "–",
                        update.releaseDate.map { Format.ago($0, now: now) } ?? "–", state.text,
                    ], tone: state.tone,
                    notes: update.changes.new.map { "New: \($0)" } + update.changes.fixed.map { "Fixed: \($0)" })
            }, empty: "\(server) lists no versions.", summary: summary)
    }

    /// Whether the server installs updates itself, in words.
    public static func selfUpdating(_ settings: UpdateSettings, server: String) -> String {
        switch settings.mechanism?.lowercased() {
        case "docker": "updated by pulling a new Docker image"
        case "external": "updated by the system's package manager"
        case "script": "updated by a script"
        default: settings.automatically == true ? "\(server) updates itself" : "\(server) updates when asked"
        }
    }

    /// The indexers or download clients table, with what the server's health says of each and
    /// the last test's result.
    public static func providers(
        _ providers: [ServerProvider], family: ProviderFamily, health: [HealthCheck],
        tests: [Int: ProviderTestResult]
    ) -> AdminTable {
        AdminTable(
            columns: ["Name", "Type", "Protocol", "Priority", "State"],
            rows: providers.map { provider in
                let name = provider.name ?? "\(family == .indexers ? "Indexer" : "Client") \(provider.id)"
                let failing = health.first { check in
                    check.source?.hasPrefix(family == .indexers ? "Indexer" : "DownloadClient") == true
                        && check.message.map { mentions($0, name) } == true
                }
                var state = provider.isEnabled ? StatusLabel("enabled", .good) : StatusLabel("disabled", .quiet)
                if provider.isEnabled, failing != nil { state = StatusLabel("failing", .problem) }
                var notes: [String] = []
                if let failing, let message = failing.message { notes.append(message) }
                if let test = tests[provider.id] {
                    notes.append(
                        test.passed
                            ? "Test passed."
                            : "Test failed: " + test.failures.compactMap(\.errorMessage).joined(separator: "; "))
                    if !test.passed { state = StatusLabel("failing", .problem) }
                }
                if let message = provider.message, !message.isEmpty { notes.append(message) }
                return AdminRow(
                    id: "provider-\(provider.id)",
                    cells: [
                        name, provider.implementationName ?? "–", provider.downloadProtocol?.wireName ?? "–",
                        provider.priority.map(String.init) ?? "–", state.text,
                    ], tone: state.tone, notes: notes, actions: [.test(id: provider.id, name: name)])
            },
            empty: family == .indexers ? "The server has no indexers." : "The server has no download clients.",
            actions: providers.isEmpty ? [] : [.testAll])
    }

    /// Whether a health message names `name` as a whole item of its list ("…: NZBgeek, DemoUsenet").
    static func mentions(_ message: String, _ name: String) -> Bool {
        guard let colon = message.lastIndex(of: ":") else { return false }
        return message[message.index(after: colon)...].split(separator: ",").contains {
            $0.trimmingCharacters(in: .whitespaces) == name
        }
    }

    /// The blocklist table, newest first.
    public static func blocklist(_ page: Paged<BlocklistItem>, now: Date) -> AdminTable {
        AdminTable(
            columns: ["Release", "For", "Quality", "Indexer", "Why", "When"],
            rows: page.records.map { item in
                let title = item.sourceTitle ?? "Release \(item.id)"
                return AdminRow(
                    id: "block-\(item.id)",
                    cells: [
                        title, item.subjectTitle ?? "–", item.quality?.name ?? "–", item.indexer ?? "–",
                        item.message ?? "–", item.date.map { Format.ago($0, now: now) } ?? "–",
                    ], actions: [.unblock(id: item.id, title: title)])
            }, empty: "Nothing is blocklisted.",
            actions: page.totalRecords > 0 ? [.clearBlocklist(count: page.totalRecords.asInt)] : [],
            summary: page.totalRecords > ServerCount(page.records.count)
                ? "The newest \(page.records.count) of \(page.totalRecords)" : nil)
    }
}

extension AdminRows {
    /// How many of a log file's lines the screen shows (the newest).
    public static let logFileLines = 500

    /// A log file as a table of its newest lines, newest first, each in its level's tone
    /// (`2024-11-20 08:00:00.0|Warn|RssSyncService|…`).
    public static func logFile(_ text: String, name: String) -> AdminTable {
        let lines = text.split(whereSeparator: \.isNewline).suffix(logFileLines).reversed()
        return AdminTable(
            columns: ["Line"],
            rows: lines.enumerated().map { index, line in
                let parts = line.split(separator: "|", maxSplits: 3, omittingEmptySubsequences: false)
                let level = parts.count > 1 ? String(parts[1]) : nil
                return AdminRow(id: "line-\(index)", cells: [String(line)], tone: tone(ofLevel: level))
            }, empty: "\(name) is empty.",
            summary: "\(name) · the newest \(Format.plural(min(lines.count, logFileLines), "line")), newest first")
    }
}
