import ArgumentParser
import ArrKit
import Foundation
import ThriftwoodCore

/// `thriftwood blocklist list|remove|clear`: the releases an *arr will not grab again.
struct BlocklistCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "blocklist",
        abstract: "The releases a Radarr, Sonarr or Lidarr will not grab again: list, remove, clear.",
        subcommands: [List.self, Remove.self, Clear.self], defaultSubcommand: List.self)

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: "List the blocklist, newest first.")
        @OptionGroup var options: AdminServerOptions
        @Option(help: "The page, from 1.") var page = 1
        @Option(name: .customLong("page-size"), help: "Records per page (1–1000).") var pageSize = 50
        @Flag(help: "Print JSON (the page's records).") var json = false

        func validate() throws { try PageOptions.validate(page: page, pageSize: pageSize) }

        func run() async throws {
            try await runReportingErrors {
                try await options.withServer { chosen in
                    let result = try await chosen.client.blocklist(page: page, pageSize: pageSize)
                    if json { return try printJSON(result.records) }
                    var table = AdminRows.blocklist(result, now: Date())
                    table.summary =
                        "\(chosen.name): page \(result.page) of \(max(1, result.pageCount)) "
                        + "(\(Format.plural(result.totalRecords, "release")))"
                    // The ID column: what `blocklist remove ID` takes.
                    printAdminTable(table) { row in
                        row.actions.lazy.compactMap { action -> String? in
                            guard case .unblock(let id, _) = action else { return nil }
                            return String(id)
                        }.first ?? "–"
                    }
                }
            }
        }
    }

    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "remove",
            abstract:
                "Remove releases from the blocklist (their ids from `blocklist list`); the server may grab them again.")
        @OptionGroup var options: AdminServerOptions
        @Argument(help: "The records' ids.") var ids: [Int]
        @Flag(help: "Yes, remove them.") var yes = false

        func validate() throws {
            if ids.isEmpty { throw ValidationError("Name one or more blocklist ids") }
        }

        func run() async throws {
            try await runReportingErrors {
                try await options.withServer { chosen in
                    let wanted = Set(ids)
                    var found: [BlocklistItem] = []
                    var page = 1
                    while found.count < wanted.count {
                        let result = try await chosen.client.blocklist(page: page, pageSize: 250)
                        found += result.records.filter { wanted.contains($0.id) }
                        guard page < result.pageCount, !result.records.isEmpty else { break }
                        page += 1
                    }
                    let missing = wanted.subtracting(found.map(\.id)).sorted()
                    guard missing.isEmpty else {
                        throw CLIError(
                            "\(chosen.name)'s blocklist has no \(missing.map(String.init).joined(separator: ", ")).")
                    }
                    let names = Format.list(found.map { "“\($0.sourceTitle ?? "release \($0.id)")”" })
                    guard yes else {
                        throw CLIError(
                            "This would remove \(names) from \(chosen.name)'s blocklist; \(chosen.name) may grab "
                                + "\(found.count == 1 ? "it" : "them") again. Add --yes to remove.")
                    }
                    try await chosen.client.removeFromBlocklist(ids: found.map(\.id))
                    print("Removed \(names) from \(chosen.name)'s blocklist.")
                }
            }
        }
    }

    struct Clear: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "clear", abstract: "Remove every release from the blocklist.")
        @OptionGroup var options: AdminServerOptions
        @Flag(help: "Yes, clear it.") var yes = false

        func run() async throws {
            try await runReportingErrors {
                try await options.withServer { chosen in
                    let ids = try await chosen.client.allBlocklistIds()
                    guard !ids.isEmpty else { return print("\(chosen.name)'s blocklist is empty.") }
                    let question = AdminAction.clearBlocklist(count: ids.count).question(server: chosen.name) ?? ""
                    guard yes else { throw CLIError(question + " Add --yes to clear it.") }
                    try await chosen.client.removeFromBlocklist(ids: ids)
                    print("Removed \(Format.plural(ids.count, "release")) from \(chosen.name)'s blocklist.")
                }
            }
        }
    }
}
