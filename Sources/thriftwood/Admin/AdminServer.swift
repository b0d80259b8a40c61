import ArgumentParser
import ArrKit
import Foundation
import ThriftwoodCore

/// Which *arr server an admin command looks after: `--service`, `--server`, `--demo` or `--url`
/// choose it; a profile with several asks for one of them.
struct AdminServerOptions: ParsableArguments {
    @OptionGroup var connection: ConnectionOptions
    @Option(help: "Which kind of server: radarr, sonarr or lidarr (needed when the profile has several).")
    var service: ServiceKind?

    func validate() throws {
        if let service, service.arrEngine == nil, service != .prowlarr {
            throw ValidationError(
                "\(service.displayName) has no tasks, backups or blocklist; choose radarr, sonarr or lidarr")
        }
    }

    /// Runs `body` with the one chosen server.
    func withServer<T>(_ body: (ChosenServer) async throws -> T) async throws -> T {
        try await connection.withServices(only: service) { chosen in
            guard let only = chosen.first else { throw CoreError.noService(service ?? .radarr) }
            guard chosen.count == 1 else {
                throw CLIError(
                    "There are \(chosen.count) such servers (\(chosen.map(\.name).joined(separator: ", "))); "
                        + "choose one with --service or --server.")
            }
            return try await body(only)
        }
    }
}

/// Prints an admin table from the core's display values: its summary, its rows (with their
/// notes as indented lines) and nothing more.
func printAdminTable(_ table: AdminTable, ids: ((AdminRow) -> String)? = nil) {
    if let summary = table.summary { print(summary) }
    let hasNotes = table.rows.contains { !$0.notes.isEmpty }
    printTable(
        headers: (ids == nil ? [] : ["ID"]) + table.columns.map { $0.uppercased() },
        rows: table.rows.map { row in (ids.map { [$0(row)] } ?? []) + row.cells }, empty: table.empty)
    guard hasNotes else { return }
    // Each row's notes under its first cell, after the table.
    for row in table.rows where !row.notes.isEmpty {
        print("")
        print(TerminalText.clean(row.cells.first ?? row.id) + ":")
        for note in row.notes { print("  " + TerminalText.clean(note)) }
    }
}
