import ArgumentParser
import ArrKit
import ThriftwoodCore

/// `thriftwood indexers list|stats|test|enable|disable|grab`: Prowlarr's indexers when the
/// profile has a Prowlarr (or `--service prowlarr`, or `--demo`), else an *arr's own.
struct IndexersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "indexers",
        abstract: "The indexers: Prowlarr's (with their state and counts) or a Radarr, Sonarr or Lidarr's own.",
        discussion: """
            With a Prowlarr in the profile, --demo or --service prowlarr, the commands act on Prowlarr, \
            which feeds every *arr its indexers; --service radarr|sonarr|lidarr lists and tests an *arr's \
            own. Switching indexers on and off, their counts and grabbing are Prowlarr's.
            """,
        subcommands: [List.self, Stats.self, Test.self, Enable.self, Disable.self, Grab.self, History.self],
        defaultSubcommand: List.self)

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "List the indexers: type, protocol, priority, and whether they are on or failing.")
        @OptionGroup var options: AdminServerOptions
        @Flag(help: "Print JSON (the server's indexers).") var json = false

        func run() async throws {
            try await runReportingErrors {
                if try await ProwlarrIndexers.isProwlarr(options) {
                    return try await options.connection.withProwlarr {
                        try await ProwlarrIndexers.list(on: $0, json: json)
                    }
                }
                try await options.withServer { chosen in
                    try await ProviderListing.run(.indexers, on: chosen, test: nil, testAll: false, json: json)
                }
            }
        }
    }

    struct Test: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "test",
            abstract: "Test one indexer (its id from `indexers list`) or all of them; exit 1 when any fails.")
        @OptionGroup var options: AdminServerOptions
        @Argument(help: "The indexer's id.") var id: Int?
        @Flag(help: "Test every indexer.") var all = false
        @Flag(help: "Print JSON (the results).") var json = false

        func validate() throws {
            if (id != nil) == all { throw ValidationError("Name one indexer's id, or --all") }
        }

        func run() async throws {
            try await runReportingErrors {
                if try await ProwlarrIndexers.isProwlarr(options) {
                    return try await options.connection.withProwlarr {
                        try await ProwlarrIndexers.test(id: all ? nil : id, on: $0, json: json)
                    }
                }
                try await options.withServer { chosen in
                    try await ProviderListing.run(.indexers, on: chosen, test: id, testAll: all, json: json)
                }
            }
        }
    }

    struct Stats: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "stats",
            abstract: "Prowlarr's counts per indexer: queries, RSS, failures, grabs and response time.")
        @OptionGroup var options: AdminServerOptions
        @Flag(help: "Print JSON (the server's statistics).") var json = false

        func run() async throws {
            try await runReportingErrors {
                guard try await ProwlarrIndexers.isProwlarr(options) else {
                    throw CLIError("Only Prowlarr counts what each indexer did; choose it with --service prowlarr.")
                }
                try await options.connection.withProwlarr { try await ProwlarrIndexers.stats(on: $0, json: json) }
            }
        }
    }

    struct History: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "history",
            abstract: "Prowlarr's history, newest first: queries, RSS syncs, grabs and logins, and whether each worked."
        )
        @OptionGroup var options: AdminServerOptions
        @Option(help: "Only this indexer's (its id).") var indexer: Int?
        @Option(help: "How many entries.") var limit = 50
        @Flag(help: "Print JSON (the server's records).") var json = false

        func run() async throws {
            try await runReportingErrors {
                guard try await ProwlarrIndexers.isProwlarr(options) else {
                    throw CLIError("The indexers' own history is Prowlarr's; an *arr's is `thriftwood history`.")
                }
                try await options.connection.withProwlarr {
                    try await ProwlarrIndexers.history(on: $0, indexer: indexer, limit: limit, json: json)
                }
            }
        }
    }

    struct Enable: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "enable",
            abstract: "Switch Prowlarr indexers on (their ids from `indexers list`), in one request.")
        @OptionGroup var options: AdminServerOptions
        @Argument(help: "The indexers' ids.") var ids: [Int]

        func validate() throws {
            if ids.isEmpty { throw ValidationError("Name at least one indexer's id") }
        }

        func run() async throws {
            try await runReportingErrors { try await switchIndexers(ids, on: true, options: options) }
        }
    }

    struct Disable: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "disable",
            abstract:
                "Switch Prowlarr indexers off (a frozen one, say); the *arrs stop searching them after the next sync.")
        @OptionGroup var options: AdminServerOptions
        @Argument(help: "The indexers' ids.") var ids: [Int]

        func validate() throws {
            if ids.isEmpty { throw ValidationError("Name at least one indexer's id") }
        }

        func run() async throws {
            try await runReportingErrors { try await switchIndexers(ids, on: false, options: options) }
        }
    }

    struct Grab: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "grab",
            abstract: "Send a release `search --indexers` found (its ID) to Prowlarr's download client.")
        @OptionGroup var options: AdminServerOptions
        @Argument(help: "The release's ID from `search --indexers` (indexer:guid).") var release: String
        @Flag(help: "Grab without asking (for scripts).") var yes = false

        func run() async throws {
            try await runReportingErrors {
                guard let colon = release.firstIndex(of: ":"), let indexer = Int(release[..<colon]) else {
                    throw CLIError(
                        "“\(release)” is not a release ID; `search --indexers TEXT` prints them (indexer:guid).")
                }
                let guid = String(release[release.index(after: colon)...])
                try await options.connection.withProwlarr {
                    try await ProwlarrIndexers.grab(guid: guid, indexer: indexer, on: $0, yes: yes)
                }
            }
        }
    }
}

/// Switches indexers on or off on the chosen Prowlarr (an *arr's are switched in its settings).
private func switchIndexers(_ ids: [Int], on: Bool, options: AdminServerOptions) async throws {
    guard try await ProwlarrIndexers.isProwlarr(options) else {
        throw CLIError(
            "Switching indexers on and off is Prowlarr's; an *arr's own are switched in its settings. "
                + "Choose Prowlarr with --service prowlarr.")
    }
    try await options.connection.withProwlarr { try await ProwlarrIndexers.setEnabled(ids, on: on, chosen: $0) }
}
