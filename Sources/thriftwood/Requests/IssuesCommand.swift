import ArgumentParser
import Foundation
import SeerrKit
import ThriftwoodCore

/// `thriftwood issues list|comment|resolve|reopen`: problems reported in Seerr.
struct IssuesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "issues",
        abstract: "Seerr's issues: list, comment, resolve, reopen.",
        subcommands: [List.self, Comment.self, Resolve.self, Reopen.self],
        defaultSubcommand: List.self)

    /// `thriftwood issues list`.
    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: "Open issues, or all with --all.")
        @OptionGroup var connection: ConnectionOptions
        @Flag(help: "Resolved ones too.") var all = false
        @Flag(help: "Print JSON: Seerr's own issue records.") var json = false

        func run() async throws {
            try await runReportingErrors {
                let (listings, failure) = try await connection.withSeerrs { seerrs in
                    var listings: [ServiceListing] = []
                    var failure: (String, any Error)?
                    for seerr in seerrs {
                        do {
                            let page = try await seerr.client.issues(filter: all ? .all : .open, take: 200)
                            let titles = await seerr.titles(Set(page.items.compactMap(\.key)))
                            var listing = ServiceListing(
                                kind: .seerr, records: page.items.map(\.record),
                                rows: page.items.map { RequestText.issueRow($0, titles) }, sortKeys: [])
                            listing.server = seerr.name
                            listings.append(listing)
                        } catch {
                            if seerrs.count == 1 { throw error }
                            failure = failure ?? (seerr.name, error)
                        }
                    }
                    return (listings, failure)
                }
                try printListings(
                    listings, failure: failure, json: json, headers: RequestText.issueHeaders,
                    empty: all ? "No issues." : "No open issues.")
            }
        }
    }

    /// `thriftwood issues comment ID TEXT`.
    struct Comment: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "comment", abstract: "Add a comment to an issue.")
        @OptionGroup var connection: ConnectionOptions
        @Argument(help: "The issue's id.") var id: Int
        @Argument(help: "The comment.") var text: String

        func validate() throws {
            guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                throw ValidationError("The comment is empty.")
            }
        }

        func run() async throws {
            try await runReportingErrors {
                try await connection.withSeerr { seerr in
                    let issue = try await seerr.client.comment(onIssue: id, text)
                    print("Commented on issue \(issue.id) (\(Format.plural(issue.comments.count, "comment")) now)")
                }
            }
        }
    }

    /// `thriftwood issues resolve ID`.
    struct Resolve: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "resolve", abstract: "Mark an issue resolved.")
        @OptionGroup var connection: ConnectionOptions
        @Argument(help: "The issue's id.") var id: Int

        func run() async throws {
            try await runReportingErrors {
                try await connection.withSeerr { seerr in
                    let issue = try await seerr.client.setIssue(id, resolved: true)
                    print("Resolved the \(issue.kind.word) issue \(issue.id)")
                }
            }
        }
    }

    /// `thriftwood issues reopen ID`.
    struct Reopen: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "reopen", abstract: "Reopen a resolved issue.")
        @OptionGroup var connection: ConnectionOptions
        @Argument(help: "The issue's id.") var id: Int

        func run() async throws {
            try await runReportingErrors {
                try await connection.withSeerr { seerr in
                    let issue = try await seerr.client.setIssue(id, resolved: false)
                    print("Reopened the \(issue.kind.word) issue \(issue.id)")
                }
            }
        }
    }
}
