import Foundation
import NIOCore
import NIOFoundationCompat
import NIOHTTP1

extension ArrServiceClient {
    /// The server's scheduled tasks.
    public func tasks() async throws -> [ScheduledTask] { try await core.get("/system/task") }

    /// The server's backups, newest first.
    public func backups() async throws -> [ServerBackup] {
        let backups: [ServerBackup] = try await core.get("/system/backup")
        return backups.sorted { ($0.time ?? .distantPast) > ($1.time ?? .distantPast) }
    }

    /// The bytes of one backup, from where the server serves it (its `path`, under the URL base,
    /// outside the API). A server that hands backups only to its web login is named as such.
    public func backupFile(_ backup: ServerBackup) async throws -> Data {
        guard let path = backup.path, path.hasPrefix("/backup/"), !path.contains("..") else {
            throw core.error(.notFound(resource: "Backup \(backup.id)", detail: nil))
        }
        do {
            let answer = try await core.send(.GET, path, apiPrefix: false, expectsJSON: false)
            return Data(buffer: answer.body)
        } catch {
            switch error.problem {
            case .redirected(_, let target, false) where target.lowercased().contains("login"):
                throw core.error(.webLoginOnly(what: "backup files", place: "System → Backup"))
            case .unauthorized, .notTheService(_, _, true):
                throw core.error(.webLoginOnly(what: "backup files", place: "System → Backup"))
            default: throw error
            }
        }
    }

    /// The server's log files, newest first.
    public func logFiles() async throws -> [LogFile] {
        let files: [LogFile] = try await core.get("/log/file")
        return files.sorted { ($0.lastWriteTime ?? .distantPast) > ($1.lastWriteTime ?? .distantPast) }
    }

    /// The text of the log file `name` (a name ``LogFile/isValidName(_:)`` accepts).
    public func logFile(named name: String) async throws -> String {
        guard LogFile.isValidName(name) else {
            throw core.error(.notFound(resource: "Log file “\(name)”", detail: nil))
        }
        let answer = try await core.send(.GET, "/log/file/\(name)", expectsJSON: false)
        return String(decoding: answer.body.readableBytesView, as: UTF8.self)
    }

    /// One page of the server's log, newest first, with `level` and above (`info`, `warn`,
    /// `error`; nil for every level).
    public func logs(page: Int = 1, pageSize: Int = 50, level: String?) async throws -> Paged<LogRecord> {
        var query = [
            ("page", "\(page)"), ("pageSize", "\(pageSize)"), ("sortKey", "time"), ("sortDirection", "descending"),
        ]
        if let level { query.append(("level", level)) }
        return try await core.get("/log", query: query)
    }

    /// The versions the server knows of: the one installed and those it could install.
    public func updates() async throws -> [ServerUpdate] { try await core.get("/update") }

    /// How the server updates (its branch, whether it updates itself).
    public func updateSettings() async throws -> UpdateSettings { try await core.get("/config/host") }

    /// The server's indexers or download clients.
    public func providers(_ family: ProviderFamily) async throws -> [ServerProvider] {
        try await core.get(family.path)
    }

    /// The server's own test of one indexer or download client: its settings as stored, sent
    /// back to `…/test` as the server's web interface does.
    public func testProvider(_ family: ProviderFamily, id: Int) async throws -> ProviderTestResult {
        let stored = try await core.send(.GET, "\(family.path)/\(id)")
        do {
            _ = try await core.send(.POST, "\(family.path)/test", body: Data(buffer: stored.body))
            return ProviderTestResult(id: id)
        } catch {
            guard case .validation(let failures) = error.problem else { throw error }
            return ProviderTestResult(id: id, failures: failures)
        }
    }

    /// The server's test of every indexer or download client: 200 when all passed, 400 with the
    /// same list when any failed.
    public func testAllProviders(_ family: ProviderFamily) async throws -> [ProviderTestResult] {
        let endpoint = "POST \(family.path)/testall"
        let answer = try await core.send(.POST, "\(family.path)/testall", passing: [400])
        let results = try core.decode([LenientElement<ProviderTestResult>].self, from: answer.body, endpoint: endpoint)
        let (readable, skipped) = readable(results)
        core.report(skipped, of: results.count, endpoint: endpoint)
        return readable
    }

    /// One page of the blocklist, newest first.
    public func blocklist(page: Int = 1, pageSize: Int = 50) async throws -> Paged<BlocklistItem> {
        try await core.get(
            "/blocklist",
            query: [
                ("page", "\(page)"), ("pageSize", "\(pageSize)"), ("sortKey", "date"), ("sortDirection", "descending"),
            ])
    }

    /// Removes blocklist records: one by its own path, several in one bulk request.
    public func removeFromBlocklist(ids: [Int]) async throws {
        guard let first = ids.first else { return }
        if ids.count == 1 {
            _ = try await core.send(.DELETE, "/blocklist/\(first)")
        } else {
            try await core.sendIgnoringAnswer(.DELETE, "/blocklist/bulk", body: BulkIds(ids: ids))
        }
    }

    /// Every blocklist record's id, read page by page (what "clear all" removes).
    public func allBlocklistIds(pageSize: Int = 250) async throws -> [Int] {
        var ids: [Int] = []
        var page = 1
        while true {
            let answer = try await blocklist(page: page, pageSize: pageSize)
            ids += answer.records.map(\.id)
            guard page < answer.pageCount, !answer.records.isEmpty else { return ids }
            page += 1
        }
    }

    /// The history record with `id`, found page by page from the newest (the servers have no
    /// endpoint for one record); nil when no page holds it.
    public func historyEntry(id: Int, pageSize: Int = 250) async throws -> HistoryEntry? {
        var page = 1
        while true {
            let answer: Paged<HistoryEntry> = try await core.get(
                "/history",
                query: [
                    ("page", "\(page)"), ("pageSize", "\(pageSize)"), ("sortKey", "date"),
                    ("sortDirection", "descending"),
                ])
            if let found = answer.records.first(where: { $0.id == id }) { return found }
            guard page < answer.pageCount, !answer.records.isEmpty else { return nil }
            page += 1
        }
    }

    /// Marks a history record's release as failed: the server blocklists it and searches again.
    public func markFailed(historyId: Int) async throws {
        _ = try await core.send(.POST, "/history/failed/\(historyId)")
    }
}

/// The body of a bulk request: the ids it acts on.
struct BulkIds: Encodable, Sendable {
    let ids: [Int]
}

extension ArrServiceClient {
    /// What the server offers to import from a download (its id, as the queue names it) or from
    /// a folder on the server.
    public func manualImport(
        downloadId: String? = nil, folder: String? = nil
    ) async throws
        -> [ManualImportCandidate]
    {
        var query: [(String, String)] = [("filterExistingFiles", "true")]
        if let downloadId { query.append(("downloadId", downloadId)) }
        if let folder { query.append(("folder", folder)) }
        return try await core.get("/manualimport", query: query)
    }

    /// Imports `files` with the server's `ManualImport` command, followed to its end.
    public func importFiles(_ files: [ManualImportFile], mode: ImportMode) async throws -> CommandResource {
        try await runCommand(
            named: "ManualImport", body: ManualImportCommand(files: files, importMode: mode.rawValue),
            pollInterval: .milliseconds(250))
    }
}

/// The `ManualImport` command's body.
struct ManualImportCommand: Encodable, Sendable {
    let name = "ManualImport"
    let files: [ManualImportFile]
    let importMode: String
}
