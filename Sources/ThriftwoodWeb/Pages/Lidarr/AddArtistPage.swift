import ThriftwoodCore

/// Adding an artist: a lookup on Lidarr, then a question naming them with the options (quality
/// and metadata profiles, folder, which albums to monitor, search for missing).
@MainActor
enum AddArtistPage {
    static func prepare(_ model: AddArtistViewModel, context: PageContext) async {
        guard let term = context.query["q"], term != model.term else { return }
        model.term = term
        await model.search()
    }

    static func body(_ model: AddArtistViewModel, context: PageContext) -> HTML {
        LookupPage.body(
            heading: "Add an artist", term: model.term, placeholder: "A name",
            rows: model.rows.map { row in
                LookupPage.Row(
                    title: row.title, overview: row.overview,
                    inLibrary: row.libraryId.map { .artist($0, on: context.server) }, add: ("mbid", row.id))
            }, problems: [model.resultsState.error, model.addError, model.choicesError].compactMap { $0 }, nothing: nil,
            context: context)
    }

    static func question(_ model: AddArtistViewModel, fields: [String: String]) -> WebQuestion? {
        guard let id = fields["mbid"], let text = model.addQuestion(for: id) else { return nil }
        return WebQuestion(
            text, confirm: "Add",
            choices: [
                .init(
                    field: "searchForMissing", label: "Search for missing albums now",
                    checked: model.choice.searchForMissing)
            ],
            selects: [
                .init(
                    field: "quality", label: "Quality profile", options: model.qualityChoices,
                    chosen: model.qualityProfileId.map(String.init)),
                .init(
                    field: "metadata", label: "Metadata profile", options: model.metadataChoices,
                    chosen: model.metadataProfileId.map(String.init)),
                .init(
                    field: "folder", label: "Root folder", options: model.folderChoices, chosen: model.rootFolderPath),
                .init(
                    field: "monitor", label: "Monitor", options: model.monitorFormChoices, chosen: model.monitorChoice),
            ])
    }

    static func perform(_ model: AddArtistViewModel, fields: [String: String]) async -> ActionOutcome {
        guard let id = fields["mbid"], model.rows.contains(where: { $0.id == id }) else {
            return .refused("That artist is no longer in the lookup; look them up again.")
        }
        await model.add(
            musicBrainzId: id, qualityProfile: fields["quality"], metadataProfile: fields["metadata"],
            rootFolder: fields["folder"], monitor: fields["monitor"],
            searchForMissing: fields["searchForMissing"] == "on")
        return model.addError.map { .refused($0.message) } ?? .done("Added")
    }
}
