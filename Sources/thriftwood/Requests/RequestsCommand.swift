import ArgumentParser
import ArrKit
import Foundation
import SeerrKit
import ThriftwoodCore

/// `thriftwood requests list|approve|decline|retry|delete|new`: Seerr's requests (Seerr,
/// Overseerr and Jellyseerr answer alike).
struct RequestsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "requests",
        abstract: "Seerr's requests: list, approve, decline, retry, delete, and new ones.",
        discussion: """
            An ID is Seerr's request id (`requests list` shows them). Acting on several ids asks \
            for --yes; the command names what it would do first. Overseerr and Jellyseerr servers \
            answer the same commands.
            """,
        subcommands: [List.self, Approve.self, Decline.self, Retry.self, Delete.self, New.self, Search.self],
        defaultSubcommand: List.self)

    /// `thriftwood requests list`.
    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: "Requests, pending first, with their titles.")
        @OptionGroup var connection: ConnectionOptions
        @Option(help: "Which: all, pending, approved, processing, available, unavailable or failed.")
        var filter = "all"
        @Option(help: "Only movie or tv.") var type: String?
        @Option(help: "How many, newest first (before pending ones are put first).") var limit = 100
        @Flag(help: "Print JSON: Seerr's own request records.") var json = false

        func validate() throws {
            guard SeerrRequestFilter(rawValue: filter) != nil else {
                throw ValidationError(
                    "--filter takes \(SeerrRequestFilter.allCases.map(\.rawValue).joined(separator: ", ")).")
            }
            if let type, SeerrMediaType(lenient: type) == nil { throw ValidationError("--type takes movie or tv.") }
            guard (1...1000).contains(limit) else { throw ValidationError("--limit takes 1 to 1000.") }
        }

        func run() async throws {
            try await runReportingErrors {
                let chosenFilter = SeerrRequestFilter(rawValue: filter) ?? .all
                let mediaType = type.flatMap(SeerrMediaType.init(lenient:))
                let (listings, failure) = try await connection.withSeerrs { seerrs in
                    var listings: [ServiceListing] = []
                    var failure: (String, any Error)?
                    for seerr in seerrs {
                        do {
                            let page = try await seerr.client.requests(
                                filter: chosenFilter, mediaType: mediaType, take: limit)
                            let requests = RequestText.ordered(page.items)
                            let titles = await seerr.titles(Set(requests.map(\.titleKey)))
                            var listing = ServiceListing(
                                kind: .seerr, records: requests.map(\.record),
                                rows: requests.map { RequestText.row($0, titles, now: Date()) }, sortKeys: [])
                            listing.server = seerr.name
                            listings.append(listing)
                            if page.unreadable > 0 {
                                Progress.warn(
                                    "\(seerr.name): \(page.unreadable) requests could not be read and are left out.")
                            }
                        } catch {
                            if seerrs.count == 1 { throw error }
                            failure = failure ?? (seerr.name, error)
                        }
                    }
                    return (listings, failure)
                }
                try printListings(
                    listings, failure: failure, json: json, headers: RequestText.listHeaders,
                    empty: chosenFilter == .all ? "No requests." : "No \(chosenFilter.rawValue) requests.")
            }
        }
    }

    /// `thriftwood requests approve ID…`.
    struct Approve: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "approve",
            abstract: "Approve requests: Seerr sends each to Radarr or Sonarr (several need --yes).")
        @OptionGroup var connection: ConnectionOptions
        @Argument(help: "The requests' ids.") var ids: [Int]
        @Flag(help: "Yes, approve all of them.") var yes = false

        func run() async throws {
            try await runReportingErrors {
                try await connection.withSeerr { seerr in
                    try await decide(.approve, ids, on: seerr, yes: yes, reason: nil)
                }
            }
        }
    }

    /// `thriftwood requests decline ID… [--reason TEXT]`.
    struct Decline: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "decline",
            abstract: "Decline requests, with an optional reason kept in the app log (several need --yes).")
        @OptionGroup var connection: ConnectionOptions
        @Argument(help: "The requests' ids.") var ids: [Int]
        @Option(help: "Why; printed and kept in Thriftwood's log.") var reason: String?
        @Flag(help: "Yes, decline all of them.") var yes = false

        func run() async throws {
            try await runReportingErrors {
                try await connection.withSeerr { seerr in
                    try await decide(.decline, ids, on: seerr, yes: yes, reason: reason)
                }
            }
        }
    }

    /// `thriftwood requests delete ID…`.
    struct Delete: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "delete",
            abstract: "Delete requests from Seerr (say --yes: the command names what it would delete).")
        @OptionGroup var connection: ConnectionOptions
        @Argument(help: "The requests' ids.") var ids: [Int]
        @Flag(help: "Yes, delete them.") var yes = false

        func run() async throws {
            try await runReportingErrors {
                try await connection.withSeerr { seerr in
                    try await decide(.delete, ids, on: seerr, yes: yes, reason: nil, alwaysAsk: true)
                }
            }
        }
    }

    /// `thriftwood requests retry ID`.
    struct Retry: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "retry", abstract: "Send a failed request to Radarr or Sonarr again.")
        @OptionGroup var connection: ConnectionOptions
        @Argument(help: "The request's id.") var id: Int

        func run() async throws {
            try await runReportingErrors {
                try await connection.withSeerr { seerr in
                    let request = try await seerr.client.request(id)
                    let titles = await seerr.titles([request.titleKey])
                    guard request.status == .failed else {
                        throw CLIError(
                            "Only a failed request can be retried; \(RequestText.named(request, titles)) is "
                                + "\(request.status.word).")
                    }
                    _ = try await seerr.client.retry(id)
                    print("Sent \(RequestText.named(request, titles)) to Radarr or Sonarr again")
                }
            }
        }
    }
}

/// Approves, declines or deletes `ids` after naming them: one id goes at once (unless
/// `alwaysAsk`), several need `yes`.
func decide(
    _ action: RequestDecision.Action, _ ids: [Int], on seerr: ChosenSeerr, yes: Bool, reason: String?,
    alwaysAsk: Bool = false
) async throws {
    var requests: [SeerrRequest] = []
    for id in ids { requests.append(try await seerr.client.request(id)) }
    let titles = await seerr.titles(Set(requests.map(\.titleKey)))
    var decision = RequestDecision(action: action, requests: requests)
    decision.reason = reason?.trimmingCharacters(in: .whitespaces) ?? ""
    guard yes || (ids.count == 1 && !alwaysAsk) else {
        for line in decision.lines(titles) { print("  \(line)") }
        throw CLIError(
            "\(decision.question(titles)) Nothing was changed; run it again with --yes to \(action.rawValue) "
                + (ids.count == 1 ? "it." : "the \(ids.count) listed above."))
    }
    for request in requests {
        switch action {
        case .approve: _ = try await seerr.client.approve(request.id)
        case .decline: _ = try await seerr.client.decline(request.id)
        case .delete: try await seerr.client.delete(request.id)
        }
        let line = "\(action.done) \(RequestText.named(request, titles))"
        print(line + (decision.reason.isEmpty ? "" : " — \(decision.reason)"))
        if action == .decline {
            seerr.note(
                line + " on \(seerr.name) — "
                    + (decision.reason.isEmpty ? "no reason given" : "reason: \(decision.reason)"))
        }
    }
}
