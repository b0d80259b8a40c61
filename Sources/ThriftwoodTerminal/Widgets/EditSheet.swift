import ThriftwoodCore

/// What every edit sheet (a movie, a series) shares: the form, its "discard your edits?"
/// question, the tag picker, and how the sheet is drawn.
@MainActor
final class EditSheet {
    private var form = FormView()
    private var leaving = false
    private var tagPicker: ListCursor?

    /// The "Tags" field, which opens the picker.
    func tagsField(tags: [TagOption], chosen: [Int]) -> FormField {
        let names = tags.filter { chosen.contains($0.id) }.map(\.label).joined(separator: ", ")
        return FormField(
            label: "Tags", value: names.isEmpty ? "none" : names,
            action: .toggle { [weak self] in self?.tagPicker = ListCursor() })
    }

    /// Draws the title, any notices, "Saving…" and the form.
    func render(
        title: String, notices: [ErrorNotice], isSaving: Bool, fields: [FormField], into canvas: inout Canvas,
        area: Rect
    ) {
        var y = area.y
        canvas.put(title, x: area.x + 1, y: y, style: .accent)
        y += 2
        for notice in notices {
            y += Blocks.error(notice, in: Rect(x: area.x, y: y, width: area.width, height: 4), canvas: &canvas)
        }
        if isSaving {
            canvas.put("Saving…", x: area.x + 1, y: y)
            y += 1
        }
        form.draw(fields, in: Rect(x: area.x + 1, y: y, width: area.width - 2, height: area.maxY - y), canvas: &canvas)
    }

    /// The discard question while leaving with edits, else the tag picker while it is open.
    func dialog(
        tags: [TagOption], chosen: [Int], toggle: @escaping @MainActor (Int) -> Void,
        create: @escaping @MainActor (String) async -> Void, discard: @escaping @MainActor () -> Void
    ) -> Dialog? {
        if leaving {
            return .discardChanges(discard: discard, keepEditing: { [weak self] in self?.leaving = false })
        }
        guard let picker = tagPicker else { return nil }
        return .tagPicker(
            tags: tags, chosen: chosen, cursor: picker, toggle: toggle, create: create,
            move: { [weak self] in _ = self?.tagPicker?.handle($0, count: tags.count, page: 5) },
            done: { [weak self] in self?.tagPicker = nil })
    }

    /// A leave key with edits asks first; other keys go to the form.
    func handle(_ key: Key, hasChanges: Bool, fields: [FormField], context: any ScreenContext) -> Bool {
        if FormView.isLeaveKey(key), hasChanges {
            leaving = true
            return true
        }
        return form.handle(key, fields: fields, context: context)
    }
}
