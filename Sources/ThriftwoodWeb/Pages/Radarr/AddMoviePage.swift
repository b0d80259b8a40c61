import ThriftwoodCore

/// Adding a film: a lookup on Radarr, each result either in the library (a link) or added after
/// a question that names it and offers the options (profile, folder, availability, search).
@MainActor
enum AddMoviePage {
    /// Looks the page's query up.
    static func prepare(_ model: AddMovieViewModel, context: PageContext) async {
        guard let term = context.query["q"], term != model.term else { return }
        model.term = term
        await model.search()
    }

    static func body(_ model: AddMovieViewModel, context: PageContext) -> HTML {
        let nothing =
            model.results.value?.isEmpty == true && !model.term.isEmpty
            ? "Radarr found nothing for “\(model.term)”." : nil
        return LookupPage.body(
            heading: "Add a movie", term: model.term, placeholder: "A title, or tmdb:603",
            rows: model.rows.map { row in
                LookupPage.Row(
                    title: row.title, overview: row.overview,
                    inLibrary: row.libraryId.map { .movie($0, on: context.server) }, add: ("tmdb", String(row.id)))
            }, problems: [model.results.error, model.addError, model.choicesError].compactMap { $0 }, nothing: nothing,
            context: context)
    }

    /// The question before adding, with the options.
    static func question(_ model: AddMovieViewModel, fields: [String: String]) -> WebQuestion? {
        guard let id = fields["tmdb"].flatMap(Int.init), let text = model.addQuestion(for: id) else { return nil }
        return WebQuestion(
            text, confirm: "Add",
            choices: [
                .init(field: "monitored", label: "Monitored", checked: model.options.monitored),
                .init(field: "searchOnAdd", label: "Search for it now", checked: model.options.searchOnAdd),
            ],
            selects: [
                .init(
                    field: "quality", label: "Quality profile", options: model.qualityChoices,
                    chosen: model.options.qualityProfileId.map(String.init)),
                .init(
                    field: "folder", label: "Root folder", options: model.folderChoices,
                    chosen: model.options.rootFolderPath),
                .init(
                    field: "availability", label: "Available when", options: model.availabilityChoices,
                    chosen: model.options.minimumAvailability),
            ])
    }

    /// Adds the film as the question's answer chose.
    static func perform(_ model: AddMovieViewModel, fields: [String: String]) async -> ActionOutcome {
        guard let id = fields["tmdb"].flatMap(Int.init), model.rows.contains(where: { $0.id == id }) else {
            return .refused("That film is no longer in the lookup; look it up again.")
        }
        await model.add(
            tmdbId: id, qualityProfile: fields["quality"], rootFolder: fields["folder"],
            availability: fields["availability"], monitored: fields["monitored"] == "on",
            searchOnAdd: fields["searchOnAdd"] == "on")
        return model.addError.map { .refused($0.message) } ?? .done("Added")
    }
}
