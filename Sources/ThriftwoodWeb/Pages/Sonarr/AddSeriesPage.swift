import ThriftwoodCore

/// Adding a series: a lookup on Sonarr, then a question naming it with the options (profile,
/// folder, which episodes to monitor, type, season folders, search for missing).
@MainActor
enum AddSeriesPage {
    static func prepare(_ model: AddSeriesViewModel, context: PageContext) async {
        guard let term = context.query["q"], term != model.term else { return }
        model.term = term
        await model.search()
    }

    static func body(_ model: AddSeriesViewModel, context: PageContext) -> HTML {
        LookupPage.body(
            heading: "Add a series", term: model.term, placeholder: "A title, or tvdb:81189",
            rows: model.rows.map { row in
                LookupPage.Row(
                    title: row.title, overview: row.overview,
                    inLibrary: row.libraryId.map { .series($0, on: context.server) }, add: ("tvdb", String(row.id)))
            }, problems: [model.resultsState.error, model.addError, model.choicesError].compactMap { $0 }, nothing: nil,
            context: context)
    }

    static func question(_ model: AddSeriesViewModel, fields: [String: String]) -> WebQuestion? {
        guard let id = fields["tvdb"].flatMap(Int.init), let text = model.addQuestion(for: id) else { return nil }
        return WebQuestion(
            text, confirm: "Add",
            choices: [
                .init(field: "seasonFolder", label: "A folder per season", checked: model.choice.seasonFolder),
                .init(
                    field: "searchForMissing", label: "Search for missing episodes now",
                    checked: model.choice.searchForMissing),
            ],
            selects: [
                .init(
                    field: "quality", label: "Quality profile", options: model.qualityChoices,
                    chosen: model.choice.qualityProfileId.map(String.init)),
                .init(
                    field: "folder", label: "Root folder", options: model.folderChoices,
                    chosen: model.choice.rootFolderPath),
                .init(
                    field: "monitor", label: "Monitor", options: model.monitorFormChoices,
                    chosen: model.monitorChoice),
                .init(field: "type", label: "Type", options: model.typeChoices, chosen: model.typeChoice),
            ])
    }

    static func perform(_ model: AddSeriesViewModel, fields: [String: String]) async -> ActionOutcome {
        guard let id = fields["tvdb"].flatMap(Int.init), model.rows.contains(where: { $0.id == id }) else {
            return .refused("That series is no longer in the lookup; look it up again.")
        }
        await model.add(
            tvdbId: id, qualityProfile: fields["quality"], rootFolder: fields["folder"], monitor: fields["monitor"],
            type: fields["type"], searchForMissing: fields["searchForMissing"] == "on",
            seasonFolder: fields["seasonFolder"] == "on")
        return model.addError.map { .refused($0.message) } ?? .done("Added")
    }
}
