import SeerrKit

/// An action on requests waiting for confirmation: what it does, to which, and why.
public struct RequestDecision: Hashable, Sendable {
    /// What it does.
    public enum Action: String, Hashable, Sendable {
        /// Approve: Seerr sends each to Radarr or Sonarr.
        case approve
        /// Decline.
        case decline
        /// Delete the requests from Seerr.
        case delete

        /// What was done, for a message: "Approved".
        public var done: String {
            switch self {
            case .approve: "Approved"
            case .decline: "Declined"
            case .delete: "Deleted"
            }
        }

        /// The verb, capitalised for a question.
        public var verb: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
    }

    /// What it does.
    public var action: Action
    /// The requests it acts on.
    public var requests: [SeerrRequest]
    /// Why (declines): kept in the app log and said in the message.
    public var reason: String

    /// Creates a decision on `requests`.
    public init(action: Action, requests: [SeerrRequest], reason: String = "") {
        self.action = action
        self.requests = requests
        self.reason = reason
    }

    /// The question, naming what it acts on: "Decline “Dune: Part Two (2024)” (jonas)?".
    public func question(_ titles: [SeerrTitleKey: SeerrTitle]) -> String {
        let what =
            requests.count == 1
            ? RequestText.named(requests[0], titles) : Format.plural(requests.count, "request")
        return "\(action.verb) \(what)?"
    }

    /// One line per request, for the dialog: "“Poor Things (2023)” (maria) · movie · 4K".
    public func lines(_ titles: [SeerrTitleKey: SeerrTitle]) -> [String] {
        requests.map { "\(RequestText.named($0, titles)) · \(RequestText.details($0))" }
    }
}
