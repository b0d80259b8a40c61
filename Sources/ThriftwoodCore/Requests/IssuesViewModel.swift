import Foundation
import Observation
import SeerrKit

/// Seerr's issues: open first, each with its title, where in it (S2E3), who reported it and
/// what they wrote; comment, resolve and reopen.
@MainActor
@Observable
public final class IssuesViewModel: ScreenViewModel {
    /// The server, as the profile names it.
    public let server: ServerRef
    /// The issues, open first.
    private(set) var list = Loadable<[SeerrIssue]>()
    /// Where loading `list` stands (loading, failed, how many), for the front ends.
    public var listState: LoadState { list.state }
    /// The titles the issues are about, as far as known.
    private(set) var titles: [SeerrTitleKey: SeerrTitle] = [:]
    /// Open and resolved counts.
    private(set) var counts: SeerrIssueCounts?
    /// Whether resolved issues are shown too.
    public private(set) var showsResolved = false
    /// What the last action did.
    public private(set) var message: String?
    /// Why the last action failed.
    public private(set) var actionError: ErrorNotice?
    /// The source of "now".
    public let clock: @Sendable () -> Date

    private let client: @Sendable () async throws -> SeerrClient
    private let lookUp: @Sendable (Set<SeerrTitleKey>, SeerrClient) async -> ([SeerrTitleKey: SeerrTitle], Int)

    /// Creates the screen of `server`.
    public init(
        server: ServerRef, client: @escaping @Sendable () async throws -> SeerrClient,
        titles: @escaping @Sendable (Set<SeerrTitleKey>, SeerrClient) async -> ([SeerrTitleKey: SeerrTitle], Int),
        clock: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.server = server
        self.client = client
        self.lookUp = titles
        self.clock = clock
    }

    /// Loads the issues, their counts and titles.
    public func load() async {
        list.begin()
        let (client, lookUp, filter) = (client, lookUp, showsResolved ? SeerrIssueFilter.all : .open)
        let result = await capture {
            () async throws -> ([SeerrIssue], SeerrIssueCounts, [SeerrTitleKey: SeerrTitle]) in
            let ready = try await client()
            async let page = ready.issues(filter: filter, take: 100)
            async let counts = ready.issueCounts()
            let issues = try await page.items
            let (titles, _) = await lookUp(Set(issues.compactMap(\.key)), ready)
            let loadedCounts = try await counts
            return (issues, loadedCounts, titles)
        }
        if case .success(let (_, counts, titles)) = result {
            self.counts = counts
            self.titles.merge(titles) { $1 }
        }
        list.finish(
            result.map {
                $0.0.sorted { lhs, rhs in
                    if lhs.isOpen != rhs.isOpen { return lhs.isOpen }
                    return (lhs.createdAt ?? .distantPast, lhs.id) > (rhs.createdAt ?? .distantPast, rhs.id)
                }
            })
    }

    /// The issues shown.
    var issues: [SeerrIssue] { list.value ?? [] }

    /// "2 open · 1 resolved".
    public var header: String? { counts.map { "\($0.open) open · \($0.closed) resolved" } }

    /// What an empty list says.
    public var emptyMessage: String { list.emptyMessage(showsResolved ? "No issues." : "No open issues.") }

    /// One row: "audio · Parasite (2019) · S2E3 · maria · 6 hours ago".
    func row(_ issue: SeerrIssue) -> String {
        let place = RequestText.issuePlace(issue)
        let when = issue.createdAt.map { Format.ago($0, now: clock()) }
        return [
            issue.kind.word, RequestText.title(issue, titles), place.isEmpty ? nil : place, issue.createdBy?.name, when,
        ]
        .compactMap { $0 }.joined(separator: " · ")
    }

    /// Shows or hides resolved issues.
    func toggleResolved() async {
        showsResolved.toggle()
        await load()
    }

    /// Resolves an open issue, or reopens a resolved one.
    func toggleResolution(_ issue: SeerrIssue) async {
        let client = client
        let result = await capture { try await client().setIssue(issue.id, resolved: issue.isOpen) }
        switch result {
        case .success:
            message =
                "\(issue.isOpen ? "Resolved" : "Reopened") the \(issue.kind.word) issue on \(RequestText.title(issue, titles))"
        case .failure(let error): actionError = ErrorNotice(error)
        }
        await load()
    }

    /// Adds a comment to an issue; an empty one is refused before sending.
    func comment(_ text: String, on issue: SeerrIssue) async {
        let message = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !message.isEmpty else { return self.message = "Nothing to send: the comment is empty." }
        let client = client
        let result = await capture { try await client().comment(onIssue: issue.id, message) }
        switch result {
        case .success: self.message = "Commented on the issue on \(RequestText.title(issue, titles))"
        case .failure(let error): actionError = ErrorNotice(error)
        }
        await load()
    }
}
