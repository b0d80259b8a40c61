import ThriftwoodCore

extension LookupList {
    /// The keys every add form shares: the cursor over the results, `/` types a term and looks
    /// it up (the cursor back at the top), Enter adds the selected result; false for any other key.
    /// Puts the cursor in the lookup field; Enter looks the term up.
    static func typeTerm(
        form: any LookupAddForm, context: any ScreenContext, onNewTerm: @escaping @MainActor () -> Void
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
    static func opened(
        form: any LookupAddForm, context: any ScreenContext, onNewTerm: @escaping @MainActor () -> Void
    ) {
        if form.term.isEmpty { typeTerm(form: form, context: context, onNewTerm: onNewTerm) }
    }

    static func handle(
        _ key: Key, form: any LookupAddForm, cursor: inout ListCursor, context: any ScreenContext,
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
