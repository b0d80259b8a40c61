import ArgumentParser
import ArrKit
import DownloadKit
import Foundation
import ThriftwoodCore

/// `thriftwood downloads list|show|history|pause|resume|remove|priority|top|limit|alt-speed|
/// category|recheck|retry|add`: the profile's download clients themselves.
struct DownloadsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "downloads",
        abstract: "The download clients' own queues: list, history, pause, resume, remove, priority, limit…",
        discussion: """
            An ID is the client's own id for the download: SABnzbd's nzo_id, NZBGet's NZBID, \
            a torrent's info-hash in qBittorrent, Transmission and Deluge (`downloads list` shows \
            them). With several clients in the profile, --server names one.
            """,
        subcommands: [
            List.self, Show.self, History.self, Pause.self, Resume.self, Remove.self, Priority.self, Top.self,
            Limit.self, AltSpeed.self, Category.self, Recheck.self, Retry.self, Add.self,
        ],
        defaultSubcommand: List.self)

    /// `thriftwood downloads list`.
    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: "The queue of each download client, live.")
        @OptionGroup var connection: ConnectionOptions
        @Flag(help: "Print JSON: the clients' own records.") var json = false

        func run() async throws {
            try await runReportingErrors {
                let (listings, statuses, failure) = try await connection.withDownloadClients { clients in
                    var listings: [ServiceListing] = []
                    var statuses: [(String, DownloadClientStatus)] = []
                    var failure: (String, any Error)?
                    let queues = await eachAtOnce(clients.map(\.client)) { try await $0.queue() }
                    for (chosen, read) in zip(clients, queues) {
                        do {
                            let queue = try read.get()
                            // JSON prints the records alone: no table rows are worked out for it.
                            var listing = ServiceListing(chosen.kind, queue.items.map(\.record)) { _ in [] }
                                .replacingRows(
                                    json ? [] : queue.items.map { DownloadText.queueRow($0, status: queue.status) })
                            listing.server = chosen.name
                            listings.append(listing)
                            statuses.append((chosen.name, queue.status))
                            if queue.unreadable > 0 {
                                Progress.warn(
                                    "\(chosen.name): \(queue.unreadable) records could not be read and are left out.")
                            }
                        } catch {
                            if clients.count == 1 { throw error }
                            failure = failure ?? (chosen.name, error)
                        }
                    }
                    return (listings, statuses, failure)
                }
                if !json {
                    for (name, status) in statuses { print("\(name): \(DownloadText.header(status))") }
                }
                try printListings(
                    listings, failure: failure, json: json, headers: DownloadText.queueHeaders,
                    empty: "Nothing in the queue.")
            }
        }
    }

    /// `thriftwood downloads history`.
    struct History: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "history", abstract: "What each download client finished or failed, newest first.")
        @OptionGroup var connection: ConnectionOptions
        @Flag(help: "Only failed downloads.") var failed = false
        @Option(help: "How many entries per client.") var limit = 50
        @Flag(help: "Print JSON: the clients' own records.") var json = false

        func validate() throws {
            guard (1...10_000).contains(limit) else { throw ValidationError("--limit takes 1 to 10000.") }
        }

        func run() async throws {
            try await runReportingErrors {
                let (listings, failure) = try await connection.withDownloadClients { clients in
                    var listings: [ServiceListing] = []
                    var failure: (String, any Error)?
                    let keeping = clients.filter { $0.client.capabilities.contains(.history) }
                    guard !keeping.isEmpty else {
                        // A well-formed command the client cannot answer: said, and exit 1 (not a usage error).
                        printError(
                            "error: \(Format.list(clients.map(\.name))) \(clients.count == 1 ? "keeps" : "keep") no "
                                + "history: finished torrents stay in `downloads list`, seeding.")
                        throw ExitStatus.failure.code
                    }
                    let (limit, failed) = (limit, failed)
                    let histories = await eachAtOnce(keeping.map(\.client)) {
                        try await $0.history(limit: limit, failedOnly: failed)
                    }
                    for (chosen, read) in zip(keeping, histories) {
                        do {
                            let entries = try read.get()
                            var listing = ServiceListing(chosen.kind, entries.map(\.record)) { _ in [] }
                                .replacingRows(
                                    entries.map(DownloadText.historyRow),
                                    sortKeys: entries.map { -($0.completedAt?.timeIntervalSince1970 ?? 0) })
                            listing.server = chosen.name
                            listings.append(listing)
                        } catch {
                            if keeping.count == 1 { throw error }
                            failure = failure ?? (chosen.name, error)
                        }
                    }
                    return (listings, failure)
                }
                try printListings(
                    listings, failure: failure, json: json, headers: DownloadText.historyHeaders,
                    empty: failed ? "No failed downloads." : "Nothing in the history.")
            }
        }
    }
}
