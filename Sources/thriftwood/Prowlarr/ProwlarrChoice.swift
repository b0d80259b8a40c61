import ArgumentParser
import ArrDemoKit
import ArrKit
import Foundation
import ProwlarrAPI
import ProwlarrDemoServer
import ThriftwoodCore

/// One Prowlarr a command talks to, named as the profile names it.
struct ChosenProwlarr {
    /// Its name in the profile.
    let name: String
    /// The client.
    let client: ProwlarrClient
}

extension ConnectionOptions {
    /// Runs `body` with the one chosen Prowlarr: the embedded demo with `--demo`, the `--url`
    /// server, or the profile's enabled Prowlarr (`--server` chooses among several).
    func withProwlarr<T>(_ body: (ChosenProwlarr) async throws -> T) async throws -> T {
        try await withOne(
            .prowlarr, demo: { OnDemandDemoServer(ProwlarrDemoServer.self) },
            standalone: { ProwlarrClient(connection: $0, transport: $1) },
            fromProfile: { try await $0.prowlarr.client(for: $1) }
        ) { name, client in try await body(ChosenProwlarr(name: name, client: client)) }
    }

    /// Whether a command about indexers means Prowlarr's, with no `--service` given: `--demo`
    /// (Prowlarr manages the demo stack's indexers), `--server` naming a Prowlarr, or a profile
    /// with an enabled Prowlarr. `--url` means an *arr unless `--service prowlarr` says otherwise.
    func meansProwlarr() async throws -> Bool {
        if demo { return true }
        if namesItsServer { return false }
        return try await AppSession.with(data.url) { dependencies in
            let profile = try await chooseProfile(dependencies.profiles)
            if let server {
                return profile.server(named: server)?.kind == .prowlarr
            }
            return profile.hasEnabled(.prowlarr)
        }
    }
}

/// Prints a table of display values: its summary, its rows (their notes indented after), and
/// nothing more.
func printDisplayTable(_ table: DisplayTable, idColumn: Bool = false) {
    if let summary = table.summary { print(summary) }
    let headers = (idColumn ? ["ID"] : []) + table.columns.map { $0.uppercased() }
    let rows = table.rows.map { (idColumn ? [$0.id] : []) + $0.cells }
    printTable(headers: headers, rows: rows, empty: table.empty)
    for row in table.rows where !row.notes.isEmpty {
        print("")
        print(TerminalText.clean(row.cells.first ?? row.id) + ":")
        for note in row.notes { print("  " + TerminalText.clean(note)) }
    }
}
