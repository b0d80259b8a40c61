import ThriftwoodCore

/// An add form's lookup as the keys drive it: the term typed, the results, a search and an
/// add. The film, series and artist forms are each one.
@MainActor
protocol LookupForm: AnyObject {
    /// What a result is.
    associatedtype Found: Sendable
    /// The term looked up.
    var term: String { get set }
    /// What the lookup found.
    var results: Loadable<[Found]> { get }
    /// Looks the term up.
    func search() async
    /// Adds a result.
    func add(_ found: Found) async
}

extension AddMovieViewModel: LookupForm {}
extension AddSeriesViewModel: LookupForm {}
extension AddArtistViewModel: LookupForm {}

extension LookupList {
    /// The keys every add form shares: the cursor over the results, `/` types a term and looks
    /// it up (the cursor back at the top), Enter adds the selected result; false for any other key.
    static func handle<Form: LookupForm>(
        _ key: Key, form: Form, cursor: inout ListCursor, context: any ScreenContext,
        onNewTerm: @escaping @MainActor () -> Void
    ) -> Bool {
        let results = form.results.value ?? []
        if cursor.handle(key, count: results.count, page: 10) { return true }
        switch key {
        case .character("/"):
            context.prompt("Look up", initial: form.term, onChange: nil) { [weak form] text in
                guard let form else { return }
                form.term = text
                onNewTerm()
                context.run { await form.search() }
            }
        case .enter:
            guard results.indices.contains(cursor.selected) else { return true }
            let found = results[cursor.selected]
            context.run { await form.add(found) }
        default: return false
        }
        return true
    }
}
