import ArgumentParser
import ArrKit
import Foundation
import TautulliKit
import ThriftwoodCore

/// `thriftwood streams list|stop`: who is watching what on Plex, through Tautulli.
struct StreamsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "streams",
        abstract: "Who is watching what now (Tautulli): list, stop.",
        subcommands: [List.self, Stop.self],
        defaultSubcommand: List.self)

    /// `thriftwood streams list`.
    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: "Every stream now, with the totals.")
        @OptionGroup var connection: ConnectionOptions
        @Flag(help: "Print JSON: the sessions as Tautulli sent them.") var json = false

        func run() async throws {
            try await runReportingErrors {
                let (listings, totals, failure) = try await connection.withTautullis { tautullis in
                    var listings: [ServiceListing] = []
                    var totals: [(String, String)] = []
                    var failure: (String, any Error)?
                    // Every Tautulli at once: a stalled one bounds the wait instead of adding to it.
                    let answers = await eachAtOnce(tautullis.map(\.client)) { try await $0.activity() }
                    for (tautulli, answer) in zip(tautullis, answers) {
                        do {
                            let activity = try answer.get()
                            var listing = ServiceListing(
                                kind: .tautulli, records: activity.sessions.map(\.record),
                                rows: activity.sessions.map(StreamText.row), sortKeys: [])
                            listing.server = tautulli.name
                            listings.append(listing)
                            totals.append((tautulli.name, StreamText.totals(activity)))
                        } catch {
                            if tautullis.count == 1 { throw error }
                            failure = failure ?? (tautulli.name, error)
                        }
                    }
                    return (listings, totals, failure)
                }
                if !json { for (name, line) in totals { print("\(name): \(line)") } }
                try printListings(
                    listings, failure: failure, json: json, headers: StreamText.listHeaders,
                    empty: "Nobody is watching.")
            }
        }
    }

    /// `thriftwood streams stop ID [--message TEXT] [--yes]`.
    struct Stop: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "stop",
            abstract: "Stop a stream, with a message for the viewer (say --yes: it names whose stream first).")
        @OptionGroup var connection: ConnectionOptions
        @Argument(help: "The stream's id (`streams list` shows it).") var id: String
        @Option(help: "What the viewer reads.") var message: String?
        @Flag(help: "Yes, stop it.") var yes = false

        func run() async throws {
            try await runReportingErrors {
                try await connection.withTautullis { tautullis in
                    for tautulli in tautullis {
                        let activity = try await tautulli.client.activity()
                        guard let session = activity.sessions.first(where: { $0.id == id || $0.key == id }) else {
                            continue
                        }
                        guard yes else {
                            throw CLIError(
                                "\(StreamText.stopQuestion(session)) Nothing was stopped; add --yes to stop it.")
                        }
                        try await tautulli.client.terminate(session, message: message)
                        let line = "Stopped \(session.user)'s \(StreamText.title(session)) on \(tautulli.name)"
                        tautulli.note(line + (message.map { " — “\($0)”" } ?? ""))
                        print(line)
                        return
                    }
                    throw CLIError("No stream has the id \(id) now; `thriftwood streams list` shows them.")
                }
            }
        }
    }
}

/// `thriftwood plays history|stats`: what was watched, through Tautulli.
struct PlaysCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plays",
        abstract: "What was watched (Tautulli): history, statistics.",
        subcommands: [History.self, Stats.self],
        defaultSubcommand: History.self)

    /// `thriftwood plays history`.
    struct History: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "history", abstract: "Plays, newest first.")
        @OptionGroup var connection: ConnectionOptions
        @Option(help: "Only this user (name, as `plays stats` lists them).") var user: String?
        @Option(help: "Only titles matching this.") var search: String?
        @Option(help: "Only movie or episode.") var type: String?
        @Option(help: "How many.") var limit = 50
        @Flag(help: "Print JSON: Tautulli's own rows.") var json = false

        func validate() throws {
            guard (1...5000).contains(limit) else { throw ValidationError("--limit takes 1 to 5000.") }
            if let type, !["movie", "episode", "track"].contains(type) {
                throw ValidationError("--type takes movie, episode or track.")
            }
        }

        func run() async throws {
            try await runReportingErrors {
                let (listings, failure) = try await connection.withTautullis { tautullis in
                    var listings: [ServiceListing] = []
                    var failure: (String, any Error)?
                    for tautulli in tautullis {
                        do {
                            var userId: Int?
                            if let user {
                                let users = try await tautulli.client.users()
                                guard let found = users.first(where: { $0.name.lowercased() == user.lowercased() })
                                else {
                                    throw CLIError(
                                        "\(tautulli.name) knows no user \(user); it knows "
                                            + users.map(\.name).joined(separator: ", ") + ".")
                                }
                                userId = found.id
                            }
                            let page = try await tautulli.client.history(
                                length: limit, userId: userId, mediaType: type, search: search)
                            var listing = ServiceListing(
                                kind: .tautulli, records: page.plays.map(\.record),
                                rows: page.plays.map { StreamText.row($0) },
                                sortKeys: page.plays.map { -($0.started?.timeIntervalSince1970 ?? 0) })
                            listing.server = tautulli.name
                            listings.append(listing)
                        } catch {
                            if tautullis.count == 1 { throw error }
                            failure = failure ?? (tautulli.name, error)
                        }
                    }
                    return (listings, failure)
                }
                try printListings(
                    listings, failure: failure, json: json, headers: StreamText.historyHeaders,
                    empty: "No plays match.")
            }
        }
    }

    /// `thriftwood plays stats [--days 30]`.
    struct Stats: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "stats", abstract: "Most watched, most active users and platforms over the last days.")
        @OptionGroup var connection: ConnectionOptions
        @Option(help: "How many days back.") var days = 30

        func validate() throws {
            guard (1...3650).contains(days) else { throw ValidationError("--days takes 1 to 3650.") }
        }

        func run() async throws {
            try await runReportingErrors {
                try await connection.withTautullis { tautullis in
                    for tautulli in tautullis {
                        let stats = try await tautulli.client.homeStats(days: days, count: 5)
                        if tautullis.count > 1 { print("\(tautulli.name):") }
                        for stat in stats where !stat.rows.isEmpty {
                            print("\(stat.title) · last \(days) days")
                            for row in stat.rows {
                                print("  \(row.name) · \(Format.plural(row.count, row.unit))")
                            }
                        }
                        if stats.allSatisfy(\.rows.isEmpty) { print("Nothing watched in the last \(days) days.") }
                    }
                }
            }
        }
    }
}
