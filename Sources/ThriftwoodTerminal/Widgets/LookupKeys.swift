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
    /// Puts the cursor in the lookup field; Enter looks the term up.
    static func typeTerm<Form: LookupForm>(
        form: Form, context: any ScreenContext, onNewTerm: @escaping @MainActor () -> Void
    ) {
        context.prompt("Look up", initial: form.term, onChange: nil) { [weak form] text in
            guard let form else { return }
            form.term = text
            onNewTerm()
            context.run { await form.search() }
        }
    }

    /// An add form opened with no term yet starts in its field, so the first letters typed are
    /// the term, not the form's keys (`p`, `t`…).
    static func opened<Form: LookupForm>(
        form: Form, context: any ScreenContext, onNewTerm: @escaping @MainActor () -> Void
    ) {
        if form.term.isEmpty { typeTerm(form: form, context: context, onNewTerm: onNewTerm) }
    }

    static func handle<Form: LookupForm>(
        _ key: Key, form: Form, cursor: inout ListCursor, context: any ScreenContext,
        onNewTerm: @escaping @MainActor () -> Void
    ) -> Bool {
        let results = form.results.value ?? []
        if cursor.handle(key, count: results.count, page: 10) { return true }
        switch key {
        case .character("/"): typeTerm(form: form, context: context, onNewTerm: onNewTerm)
        case .enter:
            guard results.indices.contains(cursor.selected) else { return true }
            let found = results[cursor.selected]
            context.run { await form.add(found) }
        default: return false
        }
        return true
    }
}
