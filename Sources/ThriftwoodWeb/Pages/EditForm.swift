import ThriftwoodCore

/// An edit form on a sheet, for any screen's fields: it posts `save` back to the sheet's address,
/// asks before the page is left with edits (the script's guard), and Cancel goes to the page
/// under the sheet. A library item's (a movie's, a series') is ``body(_:context:)``.
@MainActor
enum EditForm {
    /// One field of the form.
    enum Field {
        case checkbox(name: String, label: String, checked: Bool)
        case select(name: String, label: String, choices: [FormChoice], chosen: String)
        case text(name: String, label: String, value: String)
        case tags([(choice: FormChoice, chosen: Bool)])
    }

    static func body(heading: String, error: ErrorNotice?, fields: [Field], context: PageContext) -> HTML {
        let problem = error.map {
            HTML("<p class=\"tone-problem\" role=\"alert\">\($0.message) \($0.suggestion)</p>")
        }
        guard context.mayRun("save") else {
            return """
                <h1>\(heading)</h1><p class="muted">\(WebActions.refusalForHousehold)</p>\
                <div class="actions"><a class="button" href="\(context.here)">Back</a></div>
                """
        }
        return """
            <h1>Edit \(heading)</h1>\(problem ?? .empty)
            <form class="edit" method="post" action="\(context.asset("do"))" data-guard>\
            <input type="hidden" name="csrf" value="\(context.visit.session.csrfToken)">\
            <input type="hidden" name="at" value="\(context.shown)"><input type="hidden" name="action" value="save">\
            \(fields.map(render))
            <div class="actions"><button type="submit">Save</button>\
            <a class="cancel" href="\(context.here)">Cancel</a></div></form>
            """
    }

    private static func render(_ field: Field) -> HTML {
        switch field {
        case .checkbox(let name, let label, let checked):
            return checkbox(name, label, checked)
        case .select(let name, let label, let choices, let chosen):
            let options = HTML.join(
                choices.map { choice in
                    let selected = choice.value == chosen ? HTML(" selected") : .empty
                    return "<option value=\"\(choice.value)\"\(selected)>\(choice.label)</option>" as HTML
                })
            return "<label>\(label) <select name=\"\(name)\">\(options)</select></label>"
        case .text(let name, let label, let value):
            return "<label>\(label) <input name=\"\(name)\" value=\"\(value)\"></label>"
        case .tags(let tags):
            guard !tags.isEmpty else { return .empty }
            let boxes = HTML.join(tags.map { checkbox("tag-\($0.choice.value)", $0.choice.label, $0.chosen) })
            return "<fieldset><legend>Tags</legend>\(boxes)</fieldset>"
        }
    }

    private static func checkbox(_ name: String, _ label: String, _ checked: Bool) -> HTML {
        "<label class=\"choice\"><input type=\"checkbox\" name=\"\(name)\"\(checked ? HTML(" checked") : .empty)> \(label)</label>"
    }
}

extension EditForm {
    /// A library item's edit form, a sheet over the item: monitoring, quality profile, the kind's
    /// own fields, folder (moving the files or not) and tags. Saving returns to the item; a
    /// refused save keeps what was typed.
    static func body(_ model: some LibraryItemEditor, context: PageContext) -> HTML {
        guard let heading = model.heading else { return context.notLoaded(model.originalState.error, heading: "Edit") }
        let own: [Field] = model.kindFields.map { field in
            switch field.value {
            case .choice(let choices, let chosen):
                .select(name: field.name, label: field.label, choices: choices, chosen: chosen)
            case .toggle(let on): .checkbox(name: field.name, label: field.label, checked: on)
            }
        }
        let fields: [Field] =
            [
                .checkbox(name: "monitored", label: "Monitored", checked: model.monitored),
                .select(
                    name: "quality", label: "Quality profile", choices: model.qualityChoices,
                    chosen: model.qualityChoice),
            ] + own + [
                .text(name: "path", label: "Folder", value: model.path),
                .checkbox(name: "moveFiles", label: "Move the files when the folder changes", checked: model.moveFiles),
                .tags(model.tagChoices),
            ]
        return body(heading: heading, error: model.saveError, fields: fields, context: context)
    }

    /// Saves a posted library item's form: its fields put into `model` (what was typed is kept
    /// even when the save is refused), then the save.
    static func save(_ fields: [String: String], to model: some LibraryItemEditor) async -> ActionOutcome {
        model.monitored = fields["monitored"] == "on"
        if let quality = fields["quality"] { model.chooseQuality(quality) }
        for field in model.kindFields { model.set(field: field.name, to: fields[field.name]) }
        if let path = fields["path"] { model.path = path }
        model.moveFiles = fields["moveFiles"] == "on"
        model.chooseTags(Set(fields.keys.filter { $0.hasPrefix("tag-") }.map { String($0.dropFirst(4)) }))
        await model.save()
        return model.saveError.map { .refused($0.message) } ?? .done("Saved")
    }
}
