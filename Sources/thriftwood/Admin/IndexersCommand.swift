import ArgumentParser
import ArrKit
import ThriftwoodCore

/// `thriftwood indexers list|test`: an *arr's indexers as it knows them, and its own test.
struct IndexersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "indexers",
        abstract: "A Radarr, Sonarr or Lidarr's indexers: list them, or test one or all with the server's test.",
        subcommands: [List.self, Test.self], defaultSubcommand: List.self)

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List the indexers: type, protocol, priority, and whether they are on or failing.")
        @OptionGroup var options: AdminServerOptions
        @Flag(help: "Print JSON (the server's indexers).") var json = false

        func run() async throws {
            try await runReportingErrors {
                try await options.withServer { chosen in
                    try await ProviderListing.run(.indexers, on: chosen, test: nil, testAll: false, json: json)
                }
            }
        }
    }

    struct Test: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
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
                try await options.withServer { chosen in
                    try await ProviderListing.run(.indexers, on: chosen, test: id, testAll: all, json: json)
                }
            }
        }
    }
}
