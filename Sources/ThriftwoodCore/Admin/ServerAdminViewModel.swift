import ArrKit
import Foundation
import Observation

/// One admin screen of an *arr server (tasks, backups, logs, updates, indexers, download
/// clients, the blocklist): loads what its route shows as an ``AdminTable`` and does what its
/// rows and the screen offer, each action's question asked by the front end first.
@MainActor
@Observable
public final class ServerAdminViewModel {
    /// The screen.
    public let route: AdminRoute
    /// The server it looks after.
    public let server: ServerRef
    /// What the screen shows.
    public private(set) var table = Loadable<AdminTable>()
    /// What the last action did ("Rss Sync ran.", "Removed 3 releases from the blocklist.").
    public private(set) var message: String?
    /// Why the last action failed.
    public private(set) var actionError: ErrorNotice?
    /// The action running now.
    public private(set) var running: AdminAction?
    /// The log level shown (nil: every level).
    public private(set) var level: String?
    /// Whether destructive actions are asked about first (the preference).
    public var asksFirst = true

    let client: @Sendable () async throws -> any ArrServiceClient
    private let now: @Sendable () -> Date
    private var tests: [Int: ProviderTestResult] = [:]
    /// A manual import's files as last read, and the user's choices over the default.
    private var candidates: [ManualImportCandidate] = []
    private var choices: [Int: Bool] = [:]
    /// What an import does once done (the coordinator returns to the queue).
    public var onImported: (@MainActor () -> Void)?
    /// Opens another admin screen of the same server (a log file; set by the coordinator).
    public var onOpen: (@MainActor (AdminRoute) -> Void)?
    /// Where "save" puts a backup: the user's downloads folder unless a front end says otherwise.
    public var saveFolder = FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent("Downloads")

    /// The admin screen `route` of `server`, reached through `client`.
    public init(
        route: AdminRoute, server: ServerRef, now: @escaping @Sendable () -> Date = { Date() },
        client: @escaping @Sendable () async throws -> any ArrServiceClient
    ) {
        self.route = route
        self.server = server
        self.now = now
        self.client = client
    }

    /// Loads what the screen shows.
    public func load() async {
        if case .manualImport(let source) = route { return await loadImport(source) }
        table.begin()
        let (route, level, tests, now, connect, name) = (route, level, tests, now, client, server.name)
        table.finish(
            await capture {
                try await Self.table(
                    route, client: try await connect(), level: level, tests: tests, now: now(), server: name)
            })
    }

    /// The table of `route` as `client`'s server has it now.
    nonisolated static func table(
        _ route: AdminRoute, client: any ArrServiceClient, level: String?, tests: [Int: ProviderTestResult], now: Date,
        server: String
    ) async throws -> AdminTable {
        switch route {
        case .tasks: return AdminRows.tasks(try await client.tasks(), now: now)
        case .backups: return AdminRows.backups(try await client.backups(), now: now)
        case .logs:
            // The files too, each a way to open it; files that cannot be listed cost only that.
            async let files = LoadedPart.capture { try await client.logFiles() }
            let page = try await client.logs(page: 1, pageSize: 100, level: level)
            var table = AdminRows.logs(page, level: level, now: now)
            table.actions += (await files.value ?? []).compactMap(\.filename).map { .openLogFile($0) }
            return table
        case .logFile(let name): return AdminRows.logFile(try await client.logFile(named: name), name: name)
        case .updates:
            async let settings = LoadedPart.capture { try await client.updateSettings() }
            let updates = try await client.updates()
            return AdminRows.updates(updates, settings: await settings.value, server: server, now: now)
        case .indexers, .downloadClients:
            let family: ProviderFamily = route == .indexers ? .indexers : .downloadClients
            // Health names failing providers; a health that cannot be read costs only that.
            async let health = LoadedPart.capture { try await client.health() }
            let providers = try await client.providers(family)
            return AdminRows.providers(providers, family: family, health: await health.value ?? [], tests: tests)
        case .blocklist: return AdminRows.blocklist(try await client.blocklist(page: 1, pageSize: 100), now: now)
        case .manualImport: return AdminTable(columns: [], rows: [], empty: "")
        }
    }

    /// Reads a manual import's files, keeping the user's choices for those still offered.
    private func loadImport(_ source: ImportSource) async {
        table.begin()
        let connect = client
        let result = await capture {
            let client = try await connect()
            switch source {
            case .download(let id): return try await client.manualImport(downloadId: id)
            case .folder(let path): return try await client.manualImport(folder: path)
            }
        }
        if case .success(let read) = result { candidates = read }
        table.finish(result.map { _ in importTable })
    }

    /// The files chosen now: the default (matched, not refused) with the user's choices over it.
    private var included: Set<Int> {
        let importable = AdminRows.importable(candidates)
        return Set(
            candidates.map(\.id).filter { id in
                importable.contains(id) && (choices[id] ?? true)
            })
    }

    private var importTable: AdminTable {
        AdminRows.manualImport(candidates, included: included, server: server.name)
    }

    /// The question to ask before `action`, or nil when it runs at once.
    public func question(for action: AdminAction) -> String? {
        asksFirst ? action.question(server: server.name) : nil
    }

    /// Does `action` (after its question was answered), then reloads the screen.
    public func perform(_ action: AdminAction) async {
        running = action
        actionError = nil
        message = nil
        defer { running = nil }
        let (connect, name) = (client, server.name)
        do {
            let client = try await connect()
            switch action {
            case .runTask(let command, let task):
                _ = try await client.runCommand(CommandRequest(name: command))
                message = "\(task) ran on \(name)."
            case .backUpNow:
                _ = try await client.runCommand(CommandRequest(name: "Backup"))
                message = "\(name) made a backup."
            case .test(let id, let provider):
                let family: ProviderFamily = route == .indexers ? .indexers : .downloadClients
                let result = try await client.testProvider(family, id: id)
                tests[id] = result
                message = try ProviderTestVerdict.one(provider, passed: result.passed, server: name)
            case .testAll:
                let family: ProviderFamily = route == .indexers ? .indexers : .downloadClients
                let results = try await client.testAllProviders(family)
                for result in results { tests[result.id] = result }
                message = try ProviderTestVerdict.all(results.map(\.passed), server: name)
            case .unblock(let id, let title):
                try await client.removeFromBlocklist(ids: [id])
                message = "Removed “\(title)” from the blocklist."
            case .clearBlocklist:
                let ids = try await client.allBlocklistIds()
                try await client.removeFromBlocklist(ids: ids)
                message = "Removed \(Format.plural(ids.count, "release")) from the blocklist."
            case .showLevel(let level):
                self.level = level
            case .openLogFile(let name):
                onOpen?(.logFile(name))
                return
            case .saveBackup(let id, _):
                let (fileName, data) = try await backupFile(id: id)
                let folder = saveFolder
                let saved = try await Task.detached { try Self.write(data, named: fileName, in: folder) }.value
                message = "Saved \(fileName) (\(Format.bytes(Int64(data.count)))) to \(saved.path)."
                return
            case .includeFile(let id, _, let include):
                choices[id] = include
                table.finish(.success(importTable))
                return
            case .importFiles(let names, _, let copy):
                let files = candidates.filter { included.contains($0.id) }.map(\.importFile)
                guard !files.isEmpty else {
                    actionError = ErrorNotice(
                        message: "No file is chosen to import.", suggestion: "Include a file first.")
                    return
                }
                _ = try await client.importFiles(files, mode: copy ? .copy : .move)
                message =
                    "Imported \(names.count == 1 ? "“\(names[0])”" : Format.plural(names.count, "file")) into \(name)."
                choices = [:]
                await load()
                onImported?()
                return
            }
        } catch {
            actionError = ErrorNotice(error)
        }
        await load()
    }
}

extension ServerAdminViewModel: ScreenViewModel {
    /// "Radarr · Tasks".
    public var loadedTitle: String? { "\(server.name) · \(route.title)" }
}
