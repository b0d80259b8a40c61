import ThriftwoodCore

/// Marks and the actions on many at once, for any markable list: the checkboxes of a page's
/// rows and the action chosen arrive together; every action asks first, naming each marked item.
@MainActor
enum BulkForm {
    /// The actions offered, in the menu's order.
    static let intents: [(value: String, intent: BulkIntent, label: String)] = [
        ("monitor", .monitor, "Monitor"), ("unmonitor", .unmonitor, "Stop monitoring"), ("search", .search, "Search"),
        ("edit", .edit, "Change…"), ("delete", .delete, "Delete…"),
    ]

    /// The bar above a list: what is marked, the action and the button, with the form's fields.
    static func bar(_ list: some MarkableList, context: PageContext, shown: [Int]) -> HTML {
        guard context.visit.role == .admin else { return .empty }
        let options = HTML.join(intents.map { "<option value=\"\($0.value)\">\($0.label)</option>" })
        return """
            <div class="bulk-bar"><input type="hidden" name="csrf" value="\(context.visit.session.csrfToken)">\
            <input type="hidden" name="at" value="\(context.here + pageQuery(context))">\
            <input type="hidden" name="action" value="bulk">\
            <input type="hidden" name="shown" value="\(shown.map(String.init).joined(separator: ","))">\
            <span class="muted">\(list.markedSummary ?? "Mark rows to act on several")</span>\
            <select name="intent" aria-label="Action on the marked">\(options)</select>\
            <button type="submit">Apply to marked</button></div>
            """
    }

    /// A row's mark: a checkbox labelled with what it marks.
    static func mark(id: Int, title: String, marked: Bool, context: PageContext) -> HTML {
        guard context.visit.role == .admin else { return .empty }
        return """
            <label class="mark"><input type="checkbox" name="mark-\(id)"\(marked ? HTML(" checked") : .empty)>\
            <span class="hidden">Mark \(title)</span></label>
            """
    }

    /// The page's own query (search, filter, page), so the list comes back as it was.
    private static func pageQuery(_ context: PageContext) -> String {
        context.query.isEmpty ? "" : "?" + FormPost.encode(context.query)
    }

    /// Takes the page's marks into the list.
    static func applyMarks(_ fields: [String: String], to list: some MarkableList) {
        let shown = (fields["shown"] ?? "").split(separator: ",").compactMap { Int($0) }
        let marked = Set(fields.keys.filter { $0.hasPrefix("mark-") }.compactMap { Int($0.dropFirst(5)) })
        list.marks.set(marked, among: shown)
    }

    /// The question the chosen action asks: each marked item named, the delete's choices, the
    /// change's selects from the server's choices.
    static func question(on list: some MarkableList, fields: [String: String]) async -> WebQuestion? {
        applyMarks(fields, to: list)
        guard let chosen = intents.first(where: { $0.value == fields["intent"] }), !list.marked.isEmpty else {
            return nil
        }
        let review = list.review(chosen.intent)
        let text = ([review.title] + review.lines).joined(separator: "\n")
        switch chosen.intent {
        case .delete:
            return WebQuestion(
                text, confirm: "Delete",
                choices: [
                    .init(field: "deleteFiles", label: LibraryDeleteChoice.deleteFilesLabel),
                    .init(field: "exclude", label: LibraryDeleteChoice.exclusionLabel),
                ], items: review.items, destructive: true)
        case .edit:
            await list.beginBulkEdit()
            let choices = list.bulk.choices
            func select(_ field: String, _ label: String, _ options: [BulkOption]) -> WebQuestion.Select {
                .init(
                    field: field, label: label,
                    options: [FormChoice(value: "", label: "Keep each one's own")]
                        + options.map { FormChoice(value: $0.value, label: $0.name) })
            }
            return WebQuestion(
                text, confirm: "Change",
                choices: [.init(field: "moveFiles", label: "Move the files to the new root folder")],
                items: review.items,
                selects: [
                    select("quality", "Quality profile", choices.qualityProfiles),
                    select("kind", choices.kindName, choices.kinds),
                    select("folder", "Root folder", choices.rootFolders),
                    select("tag", "Tag", choices.tags),
                    .init(
                        field: "tagChange", label: "The tag is",
                        options: TagChange.allCases.map { FormChoice(value: $0.rawValue, label: $0.label) }),
                ])
        case .monitor, .unmonitor, .search:
            return WebQuestion(text, confirm: chosen.label, items: review.items)
        }
    }

    /// Runs the chosen action on the marked items (asked and answered already).
    static func perform(on list: some MarkableList, fields: [String: String]) async -> ActionOutcome {
        applyMarks(fields, to: list)
        guard let chosen = intents.first(where: { $0.value == fields["intent"] }) else {
            return .refused("Choose what to do with the marked rows.")
        }
        guard !list.marked.isEmpty else { return .refused("Nothing is marked.") }
        switch chosen.intent {
        case .monitor: await list.setMonitored(true)
        case .unmonitor: await list.setMonitored(false)
        case .search: await list.searchMarked()
        case .delete:
            list.bulk.pendingDelete = LibraryDeleteChoice(
                deleteFiles: fields["deleteFiles"] == "on", addImportExclusion: fields["exclude"] == "on")
            await list.confirmBulkDelete()
        case .edit:
            await list.beginBulkEdit()
            list.bulk.edit = BulkEdit.chosen(
                from: list.bulk.choices, qualityProfile: fields["quality"], rootFolder: fields["folder"],
                moveFiles: fields["moveFiles"] == "on", tag: fields["tag"], tagChange: fields["tagChange"],
                kind: fields["kind"])
            await list.applyBulkEdit()
        }
        return list.bulk.error.map { .refused($0.message) } ?? .done(list.bulk.message)
    }
}
