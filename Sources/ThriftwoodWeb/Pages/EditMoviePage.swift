import ThriftwoodCore

/// A movie's edit form, a sheet over the movie: monitoring, quality profile, availability,
/// folder (moving the files or not) and tags. Saving returns to the movie; a refused save keeps
/// what was typed.
@MainActor
enum EditMoviePage {
    static func body(_ model: EditMovieViewModel, context: PageContext) -> HTML {
        guard let heading = model.heading else { return context.notLoaded(model.original.error, heading: "Edit") }
        return EditForm.body(
            heading: heading, error: model.saveError,
            fields: [
                .checkbox(name: "monitored", label: "Monitored", checked: model.monitored),
                .select(
                    name: "quality", label: "Quality profile", choices: model.qualityChoices,
                    chosen: model.qualityChoice),
                .select(
                    name: "availability", label: "Available when", choices: model.availabilityChoices,
                    chosen: model.availabilityChoice),
                .text(name: "path", label: "Folder", value: model.path),
                .checkbox(name: "moveFiles", label: "Move the files when the folder changes", checked: model.moveFiles),
                .tags(model.tagChoices),
            ], context: context)
    }

    /// Puts the form's fields into the model (what was typed is kept even when the save is refused).
    static func apply(_ fields: [String: String], to model: EditMovieViewModel) {
        model.monitored = fields["monitored"] == "on"
        if let quality = fields["quality"] { model.chooseQuality(quality) }
        if let availability = fields["availability"] { model.chooseAvailability(availability) }
        if let path = fields["path"] { model.path = path }
        model.moveFiles = fields["moveFiles"] == "on"
        model.chooseTags(EditForm.tags(in: fields))
    }
}

/// A series' edit form, a sheet over the series: monitoring, quality profile, type, season
/// folders, folder (moving the files or not) and tags.
@MainActor
enum EditSeriesPage {
    static func body(_ model: EditSeriesViewModel, context: PageContext) -> HTML {
        guard let heading = model.heading else { return context.notLoaded(model.original.error, heading: "Edit") }
        return EditForm.body(
            heading: heading, error: model.saveError,
            fields: [
                .checkbox(name: "monitored", label: "Monitored", checked: model.monitored),
                .select(
                    name: "quality", label: "Quality profile", choices: model.qualityChoices,
                    chosen: model.qualityChoice),
                .select(name: "type", label: "Type", choices: model.typeChoices, chosen: model.typeChoice),
                .checkbox(name: "seasonFolder", label: "A folder per season", checked: model.seasonFolder),
                .text(name: "path", label: "Folder", value: model.path),
                .checkbox(name: "moveFiles", label: "Move the files when the folder changes", checked: model.moveFiles),
                .tags(model.tagChoices),
            ], context: context)
    }

    /// Puts the form's fields into the model.
    static func apply(_ fields: [String: String], to model: EditSeriesViewModel) {
        model.monitored = fields["monitored"] == "on"
        if let quality = fields["quality"] { model.chooseQuality(quality) }
        if let type = fields["type"] { model.chooseType(type) }
        model.seasonFolder = fields["seasonFolder"] == "on"
        if let path = fields["path"] { model.path = path }
        model.moveFiles = fields["moveFiles"] == "on"
        model.chooseTags(EditForm.tags(in: fields))
    }
}
