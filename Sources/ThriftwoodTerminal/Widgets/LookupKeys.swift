import ThriftwoodCore

/// An add form's lookup as the keys drive it: the term typed, the results, a search and an
/// add. The film, series and artist forms are each one.
@MainActor
protocol LookupForm: AnyObject {
    /// The term looked up.
    var term: String { get set }
    /// Where the lookup stands.
    var resultsState: LoadState { get }
    /// Looks the term up.
    func search() async
    /// Adds the result in row `index`.
    func add(at index: Int) async
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
        if cursor.handle(key, count: form.resultsState.count ?? 0, page: 10) { return true }
        switch key {
        case .character("/"): typeTerm(form: form, context: context, onNewTerm: onNewTerm)
        case .enter:
            let index = cursor.selected
            context.run { await form.add(at: index) }
        default: return false
        }
        return true
    }
}
