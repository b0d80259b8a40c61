import ThriftwoodCore

/// Whether a page exists.
enum PageStatus: Sendable {
    case ok
    case notFound
    /// Not this person's to see (an admin's screen).
    case forbidden
}

/// What an action did, for the page it returns to.
enum ActionOutcome: Sendable, Equatable {
    /// Done; the message says what happened.
    case done(String?)
    /// Not done, and why.
    case refused(String)
    /// Needs the person to confirm first: the question, naming what it acts on.
    case confirm(WebQuestion)
    /// Not this person's to do (a household user's admin action), and why.
    case forbidden(String)
}

extension ActionOutcome: CustomStringConvertible {
    /// The outcome as the log says it: "done: Requested …", "refused: …".
    var description: String {
        switch self {
        case .done(let message): message.map { "done: \($0)" } ?? "done"
        case .refused(let reason): "refused: \(reason)"
        case .confirm(let question): "asked first: \(question.text)"
        case .forbidden(let reason): "forbidden: \(reason)"
        }
    }
}
