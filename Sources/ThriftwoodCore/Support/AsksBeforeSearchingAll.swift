/// A list whose `S` searches for everything it holds, after a question naming how much
/// (indexers count every search): Radarr's missing, Sonarr's wanted, the merged wanted list.
@MainActor
public protocol AsksBeforeSearchingAll: AnyObject {
    /// The question waiting for an answer, if any.
    var pendingSearchAll: String? { get set }
    /// The question to ask now ("Search 326 episodes on Sonarr? …"), or nil when there is
    /// nothing to search.
    var searchAllQuestion: String? { get }
    /// Searches for everything, once the question was answered yes.
    func searchEverything() async
}

extension AsksBeforeSearchingAll {
    /// Asks before searching for everything.
    public func requestSearchAll() {
        pendingSearchAll = searchAllQuestion
    }

    /// Runs the search the question asked about.
    public func confirmSearchAll() async {
        guard pendingSearchAll != nil else { return }
        pendingSearchAll = nil
        await searchEverything()
    }
}
