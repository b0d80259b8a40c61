import ThriftwoodCore

/// A movie's edit form, a sheet over the movie: monitoring, quality profile, availability,
/// folder (moving the files or not) and tags. Saving returns to the movie; leaving with edits
/// asks first (the script's guard), and a refused save keeps what was typed.
@MainActor
enum EditMoviePage {
    static func body(_ model: EditMovieViewModel, context: PageContext) -> HTML {
        guard let heading = model.heading else {
            return context.notLoaded(model.original.error, heading: "Edit")
        }
        let error = model.saveError.map {
            HTML("<p class=\"tone-problem\" role=\"alert\">\($0.message) \($0.suggestion)</p>")
        }
        let tags = HTML.join(
            model.tagChoices.map { tag in
                """
                <label class="choice"><input type="checkbox" name="tag-\(tag.choice.value)"\
                \(tag.chosen ? HTML(" checked") : .empty)> \(tag.choice.label)</label>
                """ as HTML
            })
        let back = context.here  // the page under the sheet
        return """
            <h1>Edit \(heading)</h1>\(error ?? .empty)
            <form class="edit" method="post" action="\(context.asset("do"))" data-guard>\
            <input type="hidden" name="csrf" value="\(context.visit.session.csrfToken)">\
            <input type="hidden" name="at" value="\(context.shown)"><input type="hidden" name="action" value="save">\
            <label class="choice"><input type="checkbox" name="monitored"\(model.monitored ? HTML(" checked") : .empty)> \
            Monitored</label>
            <label>Quality profile <select name="quality">\(options(model.qualityChoices, model.qualityChoice))</select></label>
            <label>Available when <select name="availability">\
            \(options(model.availabilityChoices, model.availabilityChoice))</select></label>
            <label>Folder <input name="path" value="\(model.path)"></label>
            <label class="choice"><input type="checkbox" name="moveFiles"\(model.moveFiles ? HTML(" checked") : .empty)> \
            Move the files when the folder changes</label>
            \(tags.markup.isEmpty ? .empty : HTML("<fieldset><legend>Tags</legend>\(tags)</fieldset>"))
            <div class="actions"><button type="submit">Save</button><a class="cancel" href="\(back)">Cancel</a></div>\
            </form>
            """
    }

    private static func options(_ choices: [FormChoice], _ chosen: String) -> HTML {
        HTML.join(
            choices.map { choice in
                "<option value=\"\(choice.value)\"\(choice.value == chosen ? HTML(" selected") : .empty)>\(choice.label)</option>"
            })
    }

    /// Puts the form's fields into the model (what was typed is kept even when the save is refused).
    static func apply(_ fields: [String: String], to model: EditMovieViewModel) {
        model.monitored = fields["monitored"] == "on"
        if let quality = fields["quality"] { model.chooseQuality(quality) }
        if let availability = fields["availability"] { model.chooseAvailability(availability) }
        if let path = fields["path"] { model.path = path }
        model.moveFiles = fields["moveFiles"] == "on"
        let tags = fields.keys.filter { $0.hasPrefix("tag-") }.map { String($0.dropFirst(4)) }
        model.chooseTags(Set(tags))
    }
}
