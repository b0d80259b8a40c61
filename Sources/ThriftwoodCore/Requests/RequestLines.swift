import Foundation
import SeerrKit

/// One request as a list row shows it, in words, for any front end.
public struct RequestLine: Sendable, Hashable, Identifiable {
    /// Seerr's id for it.
    public let id: Int
    /// The title it names: "Dune: Part Two (2024)".
    public let title: String
    /// Its state with its tone.
    public let state: StatusLabel
    /// What it asks for beyond the title: "series · S1–2 · 4K".
    public let details: String
    /// Who asked and when: "jonas · 2 hours ago".
    public let asked: String
    /// Whether it waits for approval.
    public let isPending: Bool
    /// Whether sending it to Radarr or Sonarr failed (then it can be retried).
    public let isFailed: Bool
    /// Its title's poster on Seerr's image proxy (TMDB's file name, `abc123.jpg`); nil when
    /// the title has none or names something that is not a TMDB file.
    public let picturePath: String?

    init(_ request: SeerrRequest, titles: [SeerrTitleKey: SeerrTitle], now: Date) {
        id = request.id
        title = RequestText.title(request, titles)
        state = RequestText.state(request)
        details = RequestText.details(request)
        asked = RequestText.asked(request, now: now)
        isPending = request.isPending
        isFailed = request.status == .failed
        picturePath = titles[request.titleKey]?.posterPath.flatMap {
            SeerrClient.isPosterPath($0) ? String($0.dropFirst()) : nil
        }
    }
}

/// A decision's question before it runs: what it says, each request it names, and whether it
/// takes a reason (a decline).
public struct RequestQuestion: Sendable, Hashable {
    /// "Decline “Dune: Part Two (2024)” (jonas)?".
    public let text: String
    /// One line per request when it names several.
    public let items: [String]
    /// Whether a reason may go with it.
    public let takesReason: Bool
    /// The button: "Approve", "Decline", "Delete".
    public let verb: String
}

extension RequestsViewModel {
    /// The list as rows in words, pending first.
    public func lines(now: Date) -> [RequestLine] {
        requests.map { RequestLine($0, titles: titles, now: now) }
    }

    /// The requests among `ids`, in the list's order.
    func requests(withIds ids: Set<Int>) -> [SeerrRequest] {
        requests.filter { ids.contains($0.id) }
    }

    /// The filter shown, in words ("all", "pending").
    public var filterName: String { filter.rawValue }

    /// The filters a list can show, as choices.
    public var filterChoices: [FormChoice] {
        [SeerrRequestFilter.all, .pending, .approved, .processing, .available, .failed].map {
            FormChoice(value: $0.rawValue, label: $0.rawValue)
        }
    }

    /// The question `action` on the requests among `ids` asks first; nil when it runs at once
    /// (approving one pending request) or says why it cannot when run.
    func question(_ action: RequestDecision.Action, ids: Set<Int>) -> RequestQuestion? {
        question(action, targets: requests(withIds: ids))
    }

    /// The question `action` on `targets` asks first (see ``question(_:ids:)``).
    func question(_ action: RequestDecision.Action, targets: [SeerrRequest]) -> RequestQuestion? {
        guard !targets.isEmpty, refusal(action.rawValue) == nil else { return nil }
        let open: [SeerrRequest] =
            switch action {
            case .approve: targets.filter { $0.status != .approved && $0.status != .completed }
            case .decline: targets.filter { $0.status != .declined }
            case .delete: targets
            }
        guard !open.isEmpty, !(action == .approve && open.count == 1 && open[0].isPending) else { return nil }
        let decision = RequestDecision(action: action, requests: open)
        return RequestQuestion(
            text: decision.question(titles), items: open.count > 1 ? decision.lines(titles) : [],
            takesReason: action == .decline, verb: action.verb)
    }

    /// Runs `action` on the requests among `ids` now (asked already), with `reason` for a decline.
    func decide(_ action: RequestDecision.Action, ids: Set<Int>, reason: String = "") async {
        await decide(action, targets: requests(withIds: ids), reason: reason)
    }

    /// Runs `action` on `targets` now (see ``decide(_:ids:reason:)``).
    func decide(_ action: RequestDecision.Action, targets: [SeerrRequest], reason: String) async {
        guard !targets.isEmpty else { return say("That request is no longer in the list; reload it.") }
        switch action {
        case .approve: await requestApprove(targets)
        case .decline: requestDecline(targets)
        case .delete: requestDelete(targets)
        }
        guard pending != nil else { return }
        setReason(reason)
        await confirm()
    }

    /// Sends the failed request `id` to Radarr or Sonarr again.
    func retry(id: Int) async {
        guard let request = requests(withIds: [id]).first else {
            return say("That request is no longer in the list; reload it.")
        }
        await retry(request)
    }
}

/// One Seerr issue as a list row shows it, in words.
public struct IssueLine: Sendable, Hashable, Identifiable {
    /// Seerr's id for it.
    public let id: Int
    /// "audio · Parasite (2019) · S2E3 · maria · 6 hours ago".
    public let summary: String
    /// Open or resolved, with its tone.
    public let state: StatusLabel
    /// The last comments, each "who: what they wrote".
    public let comments: [String]
    /// Whether it is open (then it can be resolved; else reopened).
    public let isOpen: Bool
}

extension IssuesViewModel {
    /// The issues as rows in words, each with its last three comments.
    public var lines: [IssueLine] {
        issues.map {
            IssueLine(
                id: $0.id, summary: row($0), state: RequestText.issueState($0),
                comments: RequestText.comments(of: $0, last: 3), isOpen: $0.isOpen)
        }
    }

    /// Resolves the open issue `id`, or reopens it when resolved.
    func toggleResolution(id: Int) async {
        guard let issue = issues.first(where: { $0.id == id }) else { return }
        await toggleResolution(issue)
    }

    /// Comments `text` on the issue `id`.
    func comment(_ text: String, onIssue id: Int) async {
        guard let issue = issues.first(where: { $0.id == id }) else { return }
        await comment(text, on: issue)
    }
}
