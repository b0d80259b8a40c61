import ThriftwoodCore

/// Adding a film, a series or an artist: a lookup on the server, each result either in the
/// library (a link) or added after a question that names it and offers the form's options —
/// one page for every add form (``LookupAddForm``).
@MainActor
enum AddPage {
    /// Looks the page's query up.
    static func prepare(_ model: any LookupAddForm, context: PageContext) async {
        guard let term = context.query["q"], term != model.term else { return }
        model.term = term
        await model.search()
    }

    static func body(_ model: any LookupAddForm, context: PageContext) -> HTML {
        let nothing = model.resultsState.hasValue && model.offers.isEmpty && !model.term.isEmpty
        return LookupPage.body(
            heading: model.addHeading, term: model.term, placeholder: model.lookupExample,
            rows: model.offers.map { offer in
                LookupPage.Row(
                    title: offer.title, overview: offer.overview,
                    inLibrary: offer.libraryId.map { model.libraryRoute(of: $0, on: context.server) },
                    add: (model.offerField, offer.id))
            }, problems: [model.resultsState.error, model.addError, model.choicesError].compactMap { $0 },
            nothing: nothing ? model.nothingFound : nil, context: context)
    }

    /// The question before adding, with the options.
    static func question(_ model: any LookupAddForm, fields: [String: String]) -> WebQuestion? {
        guard let key = fields[model.offerField], let text = model.addQuestion(for: key) else { return nil }
        var choices: [WebQuestion.Choice] = []
        var selects: [WebQuestion.Select] = []
        for field in model.questionFields {
            switch field.value {
            case .toggle(let isOn): choices.append(.init(field: field.field, label: field.label, checked: isOn))
            case .choice(let options, let chosen):
                selects.append(.init(field: field.field, label: field.label, options: options, chosen: chosen))
            }
        }
        return WebQuestion(text, confirm: "Add", choices: choices, selects: selects)
    }

    /// Adds the result as the question's answer chose.
    static func perform(_ model: any LookupAddForm, fields: [String: String]) async -> ActionOutcome {
        guard let key = fields[model.offerField], await model.add(offer: key, answers: fields) else {
            return .refused(model.offerGone)
        }
        return model.addError.map { .refused($0.message) } ?? .done("Added")
    }
}
