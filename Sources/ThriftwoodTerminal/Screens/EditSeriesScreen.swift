import ArrKit
import SonarrAPI
import ThriftwoodCore

/// The edit-series sheet: monitored, quality profile, series type, season folders, path, tags.
@MainActor
final class EditSeriesScreen: Screen {
    let model: EditSeriesViewModel
    private var form = FormView()
    private var leaving = false
    private var tagPicker: ListCursor?

    init(model: EditSeriesViewModel) {
        self.model = model
    }

    var keyHints: [KeyHint] { [KeyHint("Enter", "change"), KeyHint("Tab", "next")] }

    private var fields: [FormField] {
        let profile =
            model.qualityProfiles.first { $0.id == model.qualityProfileId }?.name ?? "#\(model.qualityProfileId)"
        let tagNames = model.tags.filter { model.tagIds.contains($0.id) }.map(\.label).joined(separator: ", ")
        return [
            FormField(
                label: "Monitored", value: model.monitored ? "yes" : "no",
                action: .toggle { [model] in model.monitored.toggle() }),
            FormField(
                label: "Quality profile", value: profile, action: .toggle { [model] in model.cycleQualityProfile() }),
            FormField(
                label: "Series type", value: SonarrLabels.seriesType(model.seriesType),
                action: .toggle { [model] in model.cycleSeriesType() }),
            FormField(
                label: "Season folders", value: model.seasonFolder ? "yes" : "no",
                action: .toggle { [model] in model.seasonFolder.toggle() }),
            FormField(label: "Path", value: model.path, action: .text(model.path) { [model] in model.path = $0 }),
            FormField(
                label: "Move files", value: model.pathChanged ? (model.moveFiles ? "yes" : "no") : "(path unchanged)",
                action: .toggle { [model] in model.moveFiles.toggle() }),
            FormField(
                label: "Tags", value: tagNames.isEmpty ? "none" : tagNames,
                action: .toggle { [weak self] in self?.tagPicker = ListCursor() }),
            FormField(label: "Save", value: "", action: .running { [model] in await model.save() }),
            FormField(label: "Cancel", value: "", action: .button { [model] in model.cancel() }),
        ]
    }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        var y = area.y
        canvas.put(
            model.original.value.map { "Edit \($0.title)" } ?? "Edit series", x: area.x + 1, y: y, style: .accent)
        y += 2
        for notice in [model.saveError, model.original.error].compactMap({ $0 }) {
            y += Blocks.error(notice, in: Rect(x: area.x, y: y, width: area.width, height: 4), canvas: &canvas)
        }
        if model.isSaving { canvas.put("Saving…", x: area.x + 1, y: y); y += 1 }
        form.draw(fields, in: Rect(x: area.x + 1, y: y, width: area.width - 2, height: area.maxY - y), canvas: &canvas)
    }

    var dialog: Dialog? {
        if leaving {
            return .discardChanges(
                discard: { [model] in model.cancel() }, keepEditing: { [weak self] in self?.leaving = false })
        }
        guard let picker = tagPicker else { return nil }
        let count = model.tags.count
        return .tagPicker(
            tags: model.tags, chosen: model.tagIds, cursor: picker, toggle: { [model] in model.toggleTag($0) },
            create: { [model] in await model.addTag(named: $0) },
            move: { [weak self] in _ = self?.tagPicker?.handle($0, count: count, page: 5) },
            done: { [weak self] in self?.tagPicker = nil })
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        if FormView.isLeaveKey(key), model.hasChanges {
            leaving = true
            return true
        }
        return form.handle(key, fields: fields, context: context)
    }
}
