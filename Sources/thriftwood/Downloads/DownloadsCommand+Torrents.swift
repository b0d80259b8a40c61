import ArgumentParser
import DownloadKit
import Foundation
import ThriftwoodCore

extension DownloadsCommand {
    /// `thriftwood downloads show ID [--json]`.
    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show",
            abstract: "One download: its state, and for a torrent its seeds, peers, limits, trackers and files.")
        @OptionGroup var connection: ConnectionOptions
        @Argument(help: "The download's id.") var id: String
        @Flag(help: "Print JSON: the client's own answer about it.") var json = false

        func run() async throws {
            try await runReportingErrors {
                try await connection.withDownloadClient(owning: [id]) { chosen, items in
                    let details = try await chosen.client.details(items.first?.id ?? id)
                    if json { return try printJSON(details.record) }
                    print("\(details.item.name) — \(chosen.name)")
                    let facts = DownloadText.facts(details, capabilities: chosen.client.capabilities)
                    let width = facts.map(\.0.count).max() ?? 0
                    for (label, value) in facts {
                        print("  " + label.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + value)
                    }
                    if !details.trackers.isEmpty {
                        print("\nTrackers")
                        printTable(
                            headers: DownloadText.trackerHeaders, rows: details.trackers.map(DownloadText.trackerRow))
                    }
                    if !details.files.isEmpty {
                        print("\nFiles")
                        printTable(headers: DownloadText.fileHeaders, rows: details.files.map(DownloadText.fileRow))
                    }
                }
            }
        }
    }

    /// `thriftwood downloads recheck ID…`.
    struct Recheck: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "recheck", abstract: "Check torrents' data again against their pieces.")
        @OptionGroup var connection: ConnectionOptions
        @Argument(help: "The torrents' ids (info-hashes).") var ids: [String]

        func run() async throws {
            try await runReportingErrors {
                try await connection.withDownloadClient(owning: ids) { chosen, items in
                    try await chosen.client.recheck(items.map(\.id))
                    print("Rechecking \(items.map(DownloadText.named).joined(separator: ", ")) on \(chosen.name)")
                }
            }
        }
    }

    /// `thriftwood downloads category ID… NAME|--none`.
    struct Category: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "category",
            abstract: "File downloads under a category (a label in Transmission and Deluge), or none.")
        @OptionGroup var connection: ConnectionOptions
        @Argument(help: "The downloads' ids, then the category.") var arguments: [String]
        @Flag(help: "Take the category off instead.") var none = false

        func validate() throws {
            guard arguments.count >= (none ? 1 : 2) else {
                throw ValidationError(
                    none ? "Give the downloads' ids." : "Give the ids, then the category (or --none).")
            }
        }

        func run() async throws {
            try await runReportingErrors {
                let ids = none ? arguments : Array(arguments.dropLast())
                let category = none ? "" : arguments.last ?? ""
                try await connection.withDownloadClient(owning: ids) { chosen, items in
                    try await chosen.client.setCategory(category, of: items.map(\.id))
                    let names = items.map(DownloadText.named).joined(separator: ", ")
                    print(
                        category.isEmpty
                            ? "Took the category off \(names) on \(chosen.name)"
                            : "Filed \(names) under \(category) on \(chosen.name)")
                }
            }
        }
    }
}

extension DownloadsCommand {
    /// `thriftwood downloads alt-speed on|off`.
    struct AltSpeed: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "alt-speed",
            abstract: "Turn the client's alternative (turtle) speed limits on or off (qBittorrent, Transmission).")
        @OptionGroup var connection: ConnectionOptions
        @Argument(help: "on or off.") var state: String

        func validate() throws {
            guard ["on", "off"].contains(state.lowercased()) else { throw ValidationError("Say on or off.") }
        }

        func run() async throws {
            try await runReportingErrors {
                let enabled = state.lowercased() == "on"
                try await connection.withDownloadClient(owning: []) { chosen, _ in
                    try await chosen.client.setAlternativeSpeed(enabled)
                    let status = try await chosen.client.queue().status
                    print("\(chosen.name): alternative speed limits \(status.alternativeSpeed == true ? "on" : "off")")
                }
            }
        }
    }
}
