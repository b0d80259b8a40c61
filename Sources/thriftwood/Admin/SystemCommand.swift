import ArgumentParser
import ArrKit
import Foundation
import ThriftwoodCore

/// `thriftwood system …`: an *arr server's scheduled tasks, backups, logs and updates.
struct SystemCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "system",
        abstract: "Look after a Radarr, Sonarr or Lidarr: tasks, backups, logs, updates, download clients.",
        subcommands: [Tasks.self, Run.self, Backups.self, Backup.self, Logs.self, Updates.self, Clients.self])

    struct Tasks: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "tasks",
            abstract: "List the scheduled tasks: how often, last run and how long it took, next run.")
        @OptionGroup var options: AdminServerOptions
        @Flag(help: "Print JSON (the server's tasks).") var json = false

        func run() async throws {
            try await runReportingErrors {
                try await options.withServer { chosen in
                    let tasks = try await chosen.client.tasks()
                    if json { return try printJSON(tasks) }
                    printAdminTable(AdminRows.tasks(tasks, now: Date()))
                }
            }
        }
    }

    struct Run: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "run",
            abstract: "Run a scheduled task now and wait for it to finish.",
            discussion: "TASK is its name or command, in any case, spaces ignored: \"rss sync\", RssSync.")
        @OptionGroup var options: AdminServerOptions
        @Argument(help: "The task.") var task: String

        func run() async throws {
            try await runReportingErrors {
                try await options.withServer { chosen in
                    let tasks = try await chosen.client.tasks()
                    let wanted = Self.folded(task)
                    guard
                        let found = tasks.first(where: { candidate in
                            [candidate.name, candidate.taskName].compactMap { $0 }.map(Self.folded).contains(wanted)
                        }), let command = found.taskName
                    else {
                        let names = tasks.compactMap(\.name).joined(separator: ", ")
                        throw CLIError("\(chosen.name) has no task “\(task)”. Its tasks: \(names).")
                    }
                    let name = found.name ?? command
                    Progress.note("Running \(name) on \(chosen.name)…")
                    _ = try await chosen.client.runCommand(CommandRequest(name: command))
                    print("\(name) ran on \(chosen.name).")
                }
            }
        }

        static func folded(_ text: String) -> String {
            text.lowercased().filter { !$0.isWhitespace && $0 != "-" && $0 != "_" }
        }
    }

    struct Backups: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "backups", abstract: "List the server's backups, newest first.")
        @OptionGroup var options: AdminServerOptions
        @Flag(help: "Print JSON (the server's backups).") var json = false

        func run() async throws {
            try await runReportingErrors {
                try await options.withServer { chosen in
                    let backups = try await chosen.client.backups()
                    if json { return try printJSON(backups) }
                    printAdminTable(AdminRows.backups(backups, now: Date()))
                }
            }
        }
    }

    struct Backup: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "backup",
            abstract: "Make a backup now, or save one to a file.",
            discussion: """
                Without --id the server makes a backup now; with --output it is saved there too. With --id \
                the backup of that id is saved to --output. Restoring is left to the server's web interface.
                """)
        @OptionGroup var options: AdminServerOptions
        @Option(help: "Save an existing backup (its id from `system backups`).") var id: Int?
        @Option(help: "Where to save the backup's file (a .zip).") var output: String?

        func validate() throws {
            if id != nil, output == nil { throw ValidationError("--id saves a backup: say where with --output FILE") }
        }

        func run() async throws {
            try await runReportingErrors {
                try await options.withServer { chosen in
                    var backup: ServerBackup
                    if let id {
                        guard let found = try await chosen.client.backups().first(where: { $0.id == id }) else {
                            throw CLIError("\(chosen.name) has no backup \(id); `system backups` lists them.")
                        }
                        backup = found
                    } else {
                        Progress.note("Backing up \(chosen.name)…")
                        _ = try await chosen.client.runCommand(CommandRequest(name: "Backup"))
                        guard let newest = try await chosen.client.backups().first else {
                            throw CLIError("\(chosen.name) said it backed up, but lists no backup.")
                        }
                        backup = newest
                        print("\(chosen.name) made \(backup.name ?? "a backup").")
                    }
                    guard let output else { return }
                    let data = try await chosen.client.backupFile(backup)
                    let url = URL(fileURLWithPath: (output as NSString).expandingTildeInPath)
                    do {
                        try data.write(to: url, options: .atomic)
                    } catch {
                        throw CLIError("Could not write \(url.path): \(error.localizedDescription)")
                    }
                    print("Saved \(backup.name ?? "the backup") (\(Format.bytes(Int64(data.count)))) to \(url.path).")
                }
            }
        }
    }

    struct Logs: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "logs",
            abstract: "Show the server's recent log entries, or its log files.",
            discussion: "--files lists the log files; --file NAME prints one (e.g. radarr.txt).")
        @OptionGroup var options: AdminServerOptions
        @Option(help: "Only this level and above: info, warn or error.") var level: String?
        @Option(help: "How many entries (1–1000).") var limit = 50
        @Flag(help: "List the log files instead.") var files = false
        @Option(help: "Print this log file.") var file: String?
        @Flag(help: "Print JSON.") var json = false

        func validate() throws {
            guard (1...1000).contains(limit) else { throw ValidationError("--limit must be between 1 and 1000") }
            if let level, !["info", "warn", "error", "debug", "trace", "fatal"].contains(level.lowercased()) {
                throw ValidationError("--level must be info, warn or error (or debug, trace, fatal)")
            }
            if let file, !LogFile.isValidName(file) {
                throw ValidationError("“\(file)” is not a log file's name (such as radarr.txt); --files lists them")
            }
        }

        func run() async throws {
            try await runReportingErrors {
                try await options.withServer { chosen in
                    if let file {
                        writeSafeOutput(Data(try await chosen.client.logFile(named: file).utf8))
                    } else if files {
                        let list = try await chosen.client.logFiles()
                        if json { return try printJSON(list) }
                        printAdminTable(AdminRows.logFiles(list, now: Date()))
                    } else {
                        let page = try await chosen.client.logs(page: 1, pageSize: limit, level: level?.lowercased())
                        if json { return try printJSON(page.records) }
                        printAdminTable(AdminRows.logs(page, level: level?.lowercased(), now: Date()))
                    }
                }
            }
        }
    }

    struct Updates: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "updates",
            abstract: "Show the installed version, the available ones with their changes, and how it updates.")
        @OptionGroup var options: AdminServerOptions
        @Flag(help: "Print JSON (the server's versions).") var json = false

        func run() async throws {
            try await runReportingErrors {
                try await options.withServer { chosen in
                    let updates = try await chosen.client.updates()
                    if json { return try printJSON(updates) }
                    let settings = try? await chosen.client.updateSettings()
                    printAdminTable(AdminRows.updates(updates, settings: settings, server: chosen.name, now: Date()))
                }
            }
        }
    }

    struct Clients: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "download-clients",
            abstract: "List the download clients the server sends to, or test them with the server's own test.")
        @OptionGroup var options: AdminServerOptions
        @Option(help: "Test the client with this id.") var test: Int?
        @Flag(name: .customLong("test-all"), help: "Test every client.") var testAll = false
        @Flag(help: "Print JSON.") var json = false

        func run() async throws {
            try await runReportingErrors {
                try await options.withServer { chosen in
                    try await ProviderListing.run(
                        .downloadClients, on: chosen, test: test, testAll: testAll, json: json)
                }
            }
        }
    }
}
