import ThriftwoodCore

/// A movie's edit form, a sheet over the movie: monitoring, quality profile, availability,
/// folder (moving the files or not) and tags. Saving returns to the movie; a refused save keeps
/// what was typed.
@MainActor
enum EditMoviePage {
    static func body(_ model: EditMovieViewModel, context: PageContext) -> HTML {
        guard let heading = model.heading else { return context.notLoaded(model.originalState.error, heading: "Edit") }
        return EditForm.body(
            heading: heading, error: model.saveError,
            fields: EditForm.commonFields(
                monitored: model.monitored, qualityChoices: model.qualityChoices, quality: model.qualityChoice,
                middle: [
                    .select(
                        name: "availability", label: "Available when", choices: model.availabilityChoices,
                        chosen: model.availabilityChoice)
                ], path: model.path, moveFiles: model.moveFiles, tags: model.tagChoices), context: context)
    }

    /// Puts the form's fields into the model (what was typed is kept even when the save is refused).
    static func apply(_ fields: [String: String], to model: EditMovieViewModel) {
        if let availability = fields["availability"] { model.chooseAvailability(availability) }
        EditForm.applyCommon(fields, to: model)
    }
}

/// A series' edit form, a sheet over the series: monitoring, quality profile, type, season
/// folders, folder (moving the files or not) and tags.
@MainActor
enum EditSeriesPage {
    static func body(_ model: EditSeriesViewModel, context: PageContext) -> HTML {
        guard let heading = model.heading else { return context.notLoaded(model.originalState.error, heading: "Edit") }
        return EditForm.body(
            heading: heading, error: model.saveError,
            fields: EditForm.commonFields(
                monitored: model.monitored, qualityChoices: model.qualityChoices, quality: model.qualityChoice,
                middle: [
                    .select(name: "type", label: "Type", choices: model.typeChoices, chosen: model.typeChoice),
                    .checkbox(name: "seasonFolder", label: "A folder per season", checked: model.seasonFolder),
                ], path: model.path, moveFiles: model.moveFiles, tags: model.tagChoices), context: context)
    }

    /// Puts the form's fields into the model.
    static func apply(_ fields: [String: String], to model: EditSeriesViewModel) {
        if let type = fields["type"] { model.chooseType(type) }
        model.seasonFolder = fields["seasonFolder"] == "on"
        EditForm.applyCommon(fields, to: model)
    }
}
