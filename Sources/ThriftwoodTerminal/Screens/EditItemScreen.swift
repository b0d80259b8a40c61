import ThriftwoodCore

/// A library item's edit sheet (a movie's, a series'): the fields every such form has and the
/// kind's own, as the core lists them.
@MainActor
final class EditItemScreen: Screen {
    let model: any LibraryItemEditor
    private let sheet = EditSheet()

    init(model: any LibraryItemEditor) {
        self.model = model
    }

    var keyHints: [KeyHint] { [KeyHint("Enter", "change"), KeyHint("Tab", "next")] }

    private var fields: [FormField] {
        [
            FormField(
                label: "Monitored", value: model.monitored ? "yes" : "no",
                action: .toggle { [model] in model.monitored.toggle() }),
            FormField(
                label: "Quality profile", value: model.qualityLabel,
                action: .toggle { [model] in model.cycleQualityProfile() }),
        ]
            + model.kindFields.map { field in
                FormField(
                    label: field.label, value: field.shown,
                    action: .toggle { [model] in model.cycle(field: field.name) })
            } + [
                FormField(label: "Path", value: model.path, action: .text(model.path) { [model] in model.path = $0 }),
                FormField(
                    label: "Move files",
                    value: model.pathChanged ? (model.moveFiles ? "yes" : "no") : "(path unchanged)",
                    action: .toggle { [model] in model.moveFiles.toggle() }),
                sheet.tagsField(tags: model.tagOptions, chosen: model.tagIds),
                FormField(label: "Save", value: "", action: .running { [model] in await model.save() }),
                FormField(label: "Cancel", value: "", action: .button { [model] in model.cancel() }),
            ]
    }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        sheet.render(
            title: model.sheetTitle,
            notices: [model.saveError, model.originalState.error].compactMap { $0 }, isSaving: model.isSaving,
            fields: fields, into: &canvas, area: area)
    }

    var dialog: Dialog? {
        sheet.dialog(
            tags: model.tagOptions, chosen: model.tagIds, toggle: { [model] in model.toggleTag($0) },
            create: { [model] in await model.addTag(named: $0) }, discard: { [model] in model.cancel() })
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        sheet.handle(key, hasChanges: model.hasChanges, fields: fields, context: context)
    }
}
