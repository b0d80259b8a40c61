import Foundation
import Observation
import SeerrKit

/// Seerr's requests: pending first, each with its title looked up once and kept, who asked and
/// when; approve, decline (with a reason), retry, delete, one or many marked — every action on
/// several (and every decline or delete) confirmed with what it acts on named, and what the
/// key's user may not do said before the server has to refuse it.
@MainActor
@Observable
public final class RequestsViewModel: ScreenViewModel {
    /// The server, as the profile names it.
    public let server: ServerRef
    /// The requests, pending first.
    private(set) var list = Loadable<[SeerrRequest]>()
    /// Where loading `list` stands (loading, failed, how many), for the front ends.
    public var listState: LoadState { list.state }
    /// The titles the requests name, as far as known.
    var titles: [SeerrTitleKey: SeerrTitle] = [:]
    /// How many titles could not be looked up on the last load.
    public private(set) var lookupFailures = 0
    /// How many requests in each state.
    private(set) var counts: SeerrRequestCounts?
    /// The user the API key acts as (nil until known).
    private(set) var user: SeerrUser?
    /// Which requests the list shows.
    private(set) var filter: SeerrRequestFilter = .all
    /// The marked requests' ids.
    public var marks = MarkSet()
    /// An action waiting for confirmation.
    public var pending: RequestDecision?
    /// What the last action did, for the footer.
    public internal(set) var message: String?
    /// Why the last action failed.
    public internal(set) var actionError: ErrorNotice?

    /// Opens a request's screen (the coordinator navigates).
    var onOpen: ((Int) -> Void)?
    /// The poster a row's ``RequestLine/picturePath`` names on this Seerr, set by the
    /// coordinator; nil without pictures.
    public var pictureRef: (@MainActor (String) -> PictureRef?)?
    /// Opens the issues (the coordinator navigates).
    var onOpenIssues: (() -> Void)?
    /// Writes a line to the app log (a decline's reason).
    var onLog: ((String) -> Void)?

    private let client: @Sendable () async throws -> SeerrClient
    private let lookUp: @Sendable (Set<SeerrTitleKey>, SeerrClient) async -> ([SeerrTitleKey: SeerrTitle], Int)
    /// The source of "now", for "2 hours ago".
    public let clock: @Sendable () -> Date

    /// Creates the screen of `server`; `titles` looks up (and keeps) the titles requests name.
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

    /// Loads the requests, their counts, the key's user and the titles.
    public func load() async {
        list.begin()
        let (client, lookUp, filter) = (client, lookUp, filter)
        let result = await capture {
            () async throws -> ([SeerrRequest], SeerrRequestCounts, SeerrUser, [SeerrTitleKey: SeerrTitle], Int) in
            let ready = try await client()
            async let page = ready.requests(filter: filter, take: 100)
            async let counts = ready.requestCounts()
            async let user = ready.me()
            let requests = try await page.items
            let (titles, failed) = await lookUp(Set(requests.map(\.titleKey)), ready)
            let loadedCounts = try await counts
            let loadedUser = try await user
            return (requests, loadedCounts, loadedUser, titles, failed)
        }
        switch result {
        case .success(let (requests, counts, user, titles, failed)):
            self.counts = counts
            self.user = user
            self.titles.merge(titles) { $1 }
            lookupFailures = failed
            list.finish(.success(RequestText.ordered(requests)))
            marks.keep(only: Set(requests.map(\.id)))
        case .failure(let error):
            list.finish(.failure(error))
        }
    }

    /// The requests shown.
    var requests: [SeerrRequest] { list.value ?? [] }

    /// The request at `index` of ``requests``; nil past the end.
    func request(at index: Int) -> SeerrRequest? {
        requests.indices.contains(index) ? requests[index] : nil
    }

    /// Whether `request` is marked for an action on many.
    func isMarked(_ request: SeerrRequest) -> Bool { marks.ids.contains(request.id) }

    /// The header: "6 waiting · 13 in all · as Ada (admin)".
    public var header: String? {
        guard let counts else { return nil }
        var parts = ["\(counts.pending) waiting", "\(counts.total) in all"]
        if filter != .all { parts.append("showing \(filter.rawValue)") }
        if let user { parts.append("as \(user.name)" + (user.permissions.allows(.admin) ? " (admin)" : "")) }
        return parts.joined(separator: " · ")
    }

    /// What an empty list says.
    public var emptyMessage: String {
        list.emptyMessage(filter == .all ? "No requests." : "No \(filter.rawValue) requests.")
    }

    /// Whether the key's user may approve, decline and delete (true until the user is known:
    /// the server has the last word).
    public var mayManage: Bool { user?.permissions.mayManageRequests ?? true }

    /// Why an action is not offered: "Ada may not approve requests (Manage Requests)".
    func refusal(_ verb: String) -> String? {
        guard !mayManage else { return nil }
        return "\(user?.name ?? "This user") may not \(verb) requests: Seerr's Manage Requests permission is missing."
    }

    /// What an action acts on: the marked requests, else `selected`.
    func targets(_ selected: SeerrRequest?) -> [SeerrRequest] {
        let marked = requests.filter { marks.ids.contains($0.id) }
        return marked.isEmpty ? selected.map { [$0] } ?? [] : marked
    }

    /// Shows the next filter: all, pending, approved, processing, available, failed.
    public func cycleFilter() async {
        let order: [SeerrRequestFilter] = [.all, .pending, .approved, .processing, .available, .failed]
        filter = order[((order.firstIndex(of: filter) ?? 0) + 1) % order.count]
        marks.clear()
        await load()
    }

    /// Shows the requests of the filter named `value` (one of ``filterChoices``).
    func show(filter value: String) async {
        guard let chosen = SeerrRequestFilter(rawValue: value), chosen != filter else { return }
        filter = chosen
        marks.clear()
        await load()
    }

    /// Marks or unmarks the request at `position` of the list.
    public func toggleMark(at position: Int) { marks.toggle(at: position, of: requests.map(\.id)) }

    /// Marks every request shown that waits for approval.
    public func markPending() { marks.markAll(requests.filter(\.isPending).map(\.id)) }

    /// Opens a request's screen.
    func open(_ request: SeerrRequest) { onOpen?(request.id) }

    /// Opens the issues.
    public func openIssues() { onOpenIssues?() }

    // MARK: Actions

    /// Approves one pending request at once; several (or one already decided) ask first.
    func requestApprove(_ targets: [SeerrRequest]) async {
        guard !targets.isEmpty else { return }
        if let refusal = refusal("approve") { return say(refusal) }
        let open = targets.filter { $0.status != .approved && $0.status != .completed }
        guard !open.isEmpty else { return say("Already approved: \(RequestText.names(targets, titles)).") }
        if open.count == 1, open[0].isPending {
            pending = RequestDecision(action: .approve, requests: open)
            await confirm()
        } else {
            pending = RequestDecision(action: .approve, requests: open)
        }
    }

    /// Asks before declining the targets (with an optional reason).
    func requestDecline(_ targets: [SeerrRequest]) {
        guard !targets.isEmpty else { return }
        if let refusal = refusal("decline") { return say(refusal) }
        let open = targets.filter { $0.status != .declined }
        guard !open.isEmpty else { return say("Already declined: \(RequestText.names(targets, titles)).") }
        pending = RequestDecision(action: .decline, requests: open)
    }

    /// Asks before deleting the targets from Seerr.
    func requestDelete(_ targets: [SeerrRequest]) {
        guard !targets.isEmpty else { return }
        if let refusal = refusal("delete") { return say(refusal) }
        pending = RequestDecision(action: .delete, requests: targets)
    }

    /// Sets the reason of the decline waiting for confirmation.
    public func setReason(_ reason: String) { pending?.reason = reason.trimmingCharacters(in: .whitespaces) }

    /// Runs the action the dialog asked about, one request after another; the first failure
    /// stops it and says which request it was.
    public func confirm() async {
        guard let decision = pending else { return }
        pending = nil
        actionError = nil
        message = nil
        let client = client
        var done: [SeerrRequest] = []
        for request in decision.requests {
            let result = await capture { () async throws -> Void in
                let ready = try await client()
                switch decision.action {
                case .approve: _ = try await ready.approve(request.id)
                case .decline: _ = try await ready.decline(request.id)
                case .delete: try await ready.delete(request.id)
                }
            }
            if case .failure(let error) = result {
                actionError = ErrorNotice(error)
                if !done.isEmpty { say(summary(decision, done) + "; stopped at \(RequestText.named(request, titles))") }
                await load()
                return
            }
            done.append(request)
        }
        if decision.action == .decline {
            let reason = decision.reason.isEmpty ? "no reason given" : "reason: \(decision.reason)"
            for request in done {
                onLog?(
                    "Declined request \(request.id) \(RequestText.named(request, titles)) on \(server.name) — \(reason)"
                )
            }
        }
        marks.clear()
        say(summary(decision, done) + (decision.reason.isEmpty ? "" : " — \(decision.reason)"))
        await load()
    }

    /// Sends a failed request to Radarr or Sonarr again.
    func retry(_ request: SeerrRequest) async {
        if let refusal = refusal("retry") { return say(refusal) }
        guard request.status == .failed else {
            return say(
                "Only a failed request can be retried; \(RequestText.named(request, titles)) is \(request.status.word)."
            )
        }
        let client = client
        let result = await capture { _ = try await client().retry(request.id) }
        if case .failure(let error) = result {
            actionError = ErrorNotice(error)
        } else {
            say("Sent \(RequestText.named(request, titles)) again")
        }
        await load()
    }

    private func summary(_ decision: RequestDecision, _ done: [SeerrRequest]) -> String {
        "\(decision.action.done) \(RequestText.names(done, titles))"
    }

    func say(_ text: String) {
        message = text
    }
}
