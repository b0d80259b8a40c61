import Foundation
import SeerrKit
import ServerKit

/// How every front end words Seerr's requests and issues: a row, a state, a question. Screens
/// and the CLI print these; the rules live here once.
public enum RequestText {
    /// A request's state as people read it: a pending one waits, an approved one is on its way
    /// until the title is available.
    public static func state(_ request: SeerrRequest) -> StatusLabel {
        switch request.status {
        case .pending: StatusLabel("pending", .attention)
        case .approved:
            switch request.availability {
            case .available: StatusLabel("available", .good)
            case .partiallyAvailable: StatusLabel("partly available", .good)
            default: StatusLabel("approved", .neutral)
            }
        case .declined: StatusLabel("declined", .quiet)
        case .failed: StatusLabel("failed", .problem)
        case .completed: StatusLabel("available", .good)
        case .other(let number): StatusLabel("status \(number)", .neutral)
        }
    }

    /// The title a request names: "Dune: Part Two (2024)", or "movie TMDB 693134" until known.
    public static func title(_ request: SeerrRequest, _ titles: [SeerrTitleKey: SeerrTitle]) -> String {
        titles[request.titleKey]?.label ?? "\(request.mediaType.word) TMDB \(request.tmdbId)"
    }

    /// The seasons asked for: "S1", "S1–3", "S1, S3", nothing for a movie.
    public static func seasons(_ request: SeerrRequest) -> String {
        seasons(request.seasons)
    }

    /// Season numbers in short: consecutive ones as a range.
    public static func seasons(_ numbers: [Int]) -> String {
        let sorted = numbers.sorted()
        guard let first = sorted.first, let last = sorted.last else { return "" }
        // Consecutive when the span equals the count; a server's ±1e19 saturates instead of trapping.
        if sorted.count > 1, last.subtracting(saturating: first) == sorted.count - 1, Set(sorted).count == sorted.count
        {
            return "S\(first)–\(last)"
        }
        return sorted.map { "S\($0)" }.joined(separator: ", ")
    }

    /// What the request asks for beyond the title: "series · S1–2 · 4K".
    public static func details(_ request: SeerrRequest) -> String {
        var parts = [request.mediaType.word]
        let seasons = seasons(request)
        if !seasons.isEmpty { parts.append(seasons) }
        if request.is4k { parts.append("4K") }
        return parts.joined(separator: " · ")
    }

    /// Who asked and when: "jonas · 2 hours ago".
    public static func asked(_ request: SeerrRequest, now: Date) -> String {
        let who = request.requestedBy?.name ?? "someone"
        return request.createdAt.map { "\(who) · \(Format.ago($0, now: now))" } ?? who
    }

    /// A request named in a question or a message: "“Dune: Part Two (2024)” (jonas)".
    public static func named(_ request: SeerrRequest, _ titles: [SeerrTitleKey: SeerrTitle]) -> String {
        "“\(title(request, titles))”" + (request.requestedBy.map { " (\($0.name))" } ?? "")
    }

    /// Several requests named: both when two, else the count.
    public static func names(_ requests: [SeerrRequest], _ titles: [SeerrTitleKey: SeerrTitle]) -> String {
        requests.count <= 2
            ? requests.map { "“\(title($0, titles))”" }.joined(separator: " and ")
            : Format.plural(requests.count, "request")
    }

    /// Pending first (the to-do list), then the newest.
    public static func ordered(_ requests: [SeerrRequest]) -> [SeerrRequest] {
        requests.sorted { lhs, rhs in
            if lhs.isPending != rhs.isPending { return lhs.isPending }
            return (lhs.createdAt ?? .distantPast, lhs.id) > (rhs.createdAt ?? .distantPast, rhs.id)
        }
    }

    /// Home's and the Services screen's line: "6 requests waiting · 2 open issues".
    public static func summary(pending: ServerCount, openIssues: ServerCount?) -> String {
        var parts = [pending == 0 ? "no requests waiting" : "\(Format.plural(pending, "request")) waiting"]
        if let openIssues, openIssues > 0 { parts.append("\(Format.plural(openIssues, "open issue"))") }
        return parts.joined(separator: " · ")
    }

    /// The last `count` comments on `issue`, each "who: what they wrote".
    public static func comments(of issue: SeerrIssue, last count: Int) -> [String] {
        issue.comments.suffix(count).map { "\($0.user?.name ?? "someone"): \($0.message)" }
    }

    /// Whether an issue is open or resolved, with its tone.
    public static func issueState(_ issue: SeerrIssue) -> StatusLabel {
        issue.isOpen ? StatusLabel("open", .attention) : StatusLabel("resolved", .good)
    }

    /// Where in the title an issue is: "S2E3", "S2", nothing for the whole title.
    public static func issuePlace(_ issue: SeerrIssue) -> String {
        guard issue.season > 0 else { return "" }
        return issue.episode > 0 ? String(format: "S%02dE%02d", issue.season, issue.episode) : "S\(issue.season)"
    }

    /// The title an issue is about.
    public static func title(_ issue: SeerrIssue, _ titles: [SeerrTitleKey: SeerrTitle]) -> String {
        guard let key = issue.key else { return "unknown title" }
        return titles[key]?.label ?? "\(key.mediaType.word) TMDB \(key.tmdbId)"
    }

    /// What a search result says about Seerr: "available", "requested (pending)", "request".
    public static func searchState(_ title: SeerrTitle) -> String {
        switch title.availability {
        case .available: "available in Seerr"
        case .partiallyAvailable: "partly available in Seerr"
        case .pending: "requested, waiting for approval"
        case .processing: "requested, on its way"
        case .unknown, .deleted, .other: title.requestIds.isEmpty ? "not requested" : "requested"
        }
    }

    /// What search everywhere offers for a Seerr result: "request…" when nobody asked, else
    /// what Seerr knows ("requested, waiting for approval", "available in Seerr").
    public static func searchAction(_ title: SeerrTitle) -> String {
        let state = searchState(title)
        return state == "not requested" ? "request…" : state
    }

    /// The columns of a table of requests (the CLI's `requests list`).
    public static let listHeaders = ["ID", "STATE", "TITLE", "ASKS FOR", "ASKED BY", "WHEN"]

    /// A request as a table row.
    public static func row(_ request: SeerrRequest, _ titles: [SeerrTitleKey: SeerrTitle], now: Date) -> [String] {
        [
            String(request.id), state(request).text, title(request, titles), details(request),
            request.requestedBy?.name ?? "–", request.createdAt.map { Format.ago($0, now: now) } ?? "–",
        ]
    }

    /// The columns of a table of issues.
    public static let issueHeaders = ["ID", "STATE", "KIND", "TITLE", "WHERE", "BY", "WHAT"]

    /// An issue as a table row.
    public static func issueRow(_ issue: SeerrIssue, _ titles: [SeerrTitleKey: SeerrTitle]) -> [String] {
        let place = issuePlace(issue)
        return [
            String(issue.id), issueState(issue).text, issue.kind.word, title(issue, titles),
            place.isEmpty ? "–" : place, issue.createdBy?.name ?? "–", issue.report ?? "",
        ]
    }
}
