import ThriftwoodCore

/// An edit form on a sheet, for any screen's fields: it posts `save` back to the sheet's address,
/// asks before the page is left with edits (the script's guard), and Cancel goes to the page
/// under the sheet.
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

    /// The fields every library item's form has, read from a posted form.
    struct Common {
        let monitored: Bool
        let quality: String?
        let path: String?
        let moveFiles: Bool
        /// The tag values checked.
        let tags: Set<String>

        init(_ fields: [String: String]) {
            monitored = fields["monitored"] == "on"
            quality = fields["quality"]
            path = fields["path"]
            moveFiles = fields["moveFiles"] == "on"
            tags = Set(fields.keys.filter { $0.hasPrefix("tag-") }.map { String($0.dropFirst(4)) })
        }
    }

    /// Puts the fields every library item's form has into `model` (what was typed is kept even
    /// when the save is refused).
    static func applyCommon(_ fields: [String: String], to model: some LibraryItemEditing) {
        let common = Common(fields)
        model.monitored = common.monitored
        if let quality = common.quality { model.chooseQuality(quality) }
        if let path = common.path { model.path = path }
        model.moveFiles = common.moveFiles
        model.chooseTags(common.tags)
    }

    /// The fields every library item's form has, in the forms' order around `middle` (a kind's own).
    static func commonFields(
        monitored: Bool, qualityChoices: [FormChoice], quality: String, middle: [Field], path: String, moveFiles: Bool,
        tags: [(choice: FormChoice, chosen: Bool)]
    ) -> [Field] {
        [
            .checkbox(name: "monitored", label: "Monitored", checked: monitored),
            .select(name: "quality", label: "Quality profile", choices: qualityChoices, chosen: quality),
        ] + middle + [
            .text(name: "path", label: "Folder", value: path),
            .checkbox(name: "moveFiles", label: "Move the files when the folder changes", checked: moveFiles),
            .tags(tags),
        ]
    }
}

/// A library item's edit form as the shared fields see it (a movie's, a series').
@MainActor
protocol LibraryItemEditing: AnyObject {
    var monitored: Bool { get set }
    var path: String { get set }
    var moveFiles: Bool { get set }
    func chooseQuality(_ value: String)
    func chooseTags(_ values: Set<String>)
}

extension EditMovieViewModel: LibraryItemEditing {}
extension EditSeriesViewModel: LibraryItemEditing {}
