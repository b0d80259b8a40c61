import SeerrKit

/// What a front end asks of Seerr's requests, naming them by id — the rows it shows
/// (``RequestLine``) — never by Seerr's own records.
extension RequestsViewModel {
    /// The ids an action acts on, in the list's order: the marked requests, else the selected
    /// one (`selectedId`).
    public func targetIds(selectedId id: Int?) -> [Int] {
        targets(id.flatMap { requests(withIds: [$0]).first }).map(\.id)
    }

    /// Opens the request `id`'s screen.
    public func open(id: Int) {
        if let request = requests(withIds: [id]).first { open(request) }
    }

    /// Approves the request among `ids` at once when it is one pending; several (or one
    /// already decided) ask first.
    public func requestApprove(ids: [Int]) async { await requestApprove(requests(withIds: Set(ids))) }

    /// Asks before declining the requests among `ids` (with an optional reason).
    public func requestDecline(ids: [Int]) { requestDecline(requests(withIds: Set(ids))) }

    /// Asks before deleting the requests among `ids` from Seerr.
    public func requestDelete(ids: [Int]) { requestDelete(requests(withIds: Set(ids))) }

    /// The question of the decision waiting for an answer, and one line per request it names.
    public var pendingWords: (question: String, items: [String])? {
        pending.map { ($0.question(titles), $0.lines(titles)) }
    }

    /// Forgets the decision waiting for an answer.
    public func cancelDecision() { pending = nil }
}
