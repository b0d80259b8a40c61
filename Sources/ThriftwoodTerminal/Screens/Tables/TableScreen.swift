import Foundation
import ThriftwoodCore

/// Any table screen of the core (Prowlarr's indexers, search, history, applications): the
/// heading and summary, the search field when it has one (`/` edits it), the table, the
/// selected row's notes below, and a key for each action and link the screen offers — asked
/// about first when the action says so.
@MainActor
final class TableScreen: Screen {
    let model: any TableScreenModel
    private var cursor = ListCursor()
    private var pending: TableAction?

    init(model: any TableScreenModel) {
        self.model = model
    }

    private var table: DisplayTable? { model.table.value }

    private var selectedRow: DisplayRow? {
        guard let rows = table?.rows, rows.indices.contains(cursor.selected) else { return nil }
        return rows[cursor.selected]
    }

    var keyHints: [KeyHint] {
        var hints = (selectedRow?.actions ?? []).map { KeyHint(String($0.key), $0.label.lowercased()) }
        hints += (table?.actions ?? []).map { KeyHint(String($0.key), $0.label.lowercased()) }
        if model.searchText != nil { hints.append(KeyHint("/", "search")) }
        hints += model.links.map { KeyHint(String($0.key), $0.label.lowercased()) }
        return hints + [KeyHint("r", "refresh")]
    }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        var y = area.y
        let heading = [model.heading, table?.summary].compactMap { $0 }
        canvas.put(
            TextLayout.fit(heading.joined(separator: " · "), area.width - 2), x: area.x + 1, y: y, style: .accent)
        y += 1
        if let search = model.searchText {
            let shown = search.isEmpty ? "press / and type" : "“\(search)”"
            canvas.put(TextLayout.fit("\(model.searchPrompt): \(shown)", area.width - 2), x: area.x + 1, y: y)
            y += 1
        }
        if let running = model.running {
            canvas.put(TextLayout.fit(running.progress, area.width - 2), x: area.x + 1, y: y, style: .muted)
            y += 1
        } else if let message = model.message, !message.isEmpty {
            canvas.put(TextLayout.fit(message, area.width - 2), x: area.x + 1, y: y, style: .success)
            y += 1
        }
        if let error = model.actionError ?? model.table.error {
            y += Blocks.error(error, in: Rect(x: area.x, y: y, width: area.width, height: 4), canvas: &canvas)
        }
        guard let table else {
            canvas.put(model.table.emptyMessage(""), x: area.x + 1, y: y, style: .muted)
            return
        }
        let kept = Self.columnsThatFit(table, width: area.width)
        RowsWithNotes.draw(
            headers: kept.map { table.columns[$0] },
            rows: table.rows.map { row in kept.map { row.cells.indices.contains($0) ? row.cells[$0] : "" } },
            tones: table.rows.map(\.tone), notes: table.rows.map(\.notes),
            flexible: table.flexibleColumn.flatMap { kept.firstIndex(of: $0) } ?? kept.count,
            empty: model.table.emptyMessage(table.empty), cursor: &cursor, from: y, in: area, canvas: &canvas)
    }

    /// The columns shown at `width`: all of them, less the table's narrow drops in order until
    /// the rest fit (the flexible column counted at eight cells at least).
    static func columnsThatFit(_ table: DisplayTable, width: Int) -> [Int] {
        let widths = table.columns.indices.map { column in
            let cells = table.rows.map { $0.cells.indices.contains(column) ? CharacterWidth.of($0.cells[column]) : 0 }
            let widest = max(CharacterWidth.of(table.columns[column]), cells.max() ?? 0)
            return column == table.flexibleColumn ? min(widest, 12) : widest
        }
        var kept = Array(table.columns.indices)
        func needed() -> Int { kept.map { widths[$0] }.saturatingSum() + kept.count + 1 }
        for drop in table.narrowDrops where needed() > width {
            kept.removeAll { $0 == drop }
        }
        return kept
    }

    var dialog: Dialog? {
        guard let pending, let question = pending.question else { return nil }
        return .confirm(
            question,
            yes: { [weak self, model] in
                self?.pending = nil
                await model.perform(pending)
            }, no: { [weak self] in self?.pending = nil })
    }

    /// A search screen opened with nothing to search for puts the cursor in its field.
    func opened(context: any ScreenContext) {
        if model.searchText?.isEmpty == true { editSearch(context: context) }
    }

    private func editSearch(context: any ScreenContext) {
        context.prompt(
            model.searchPrompt, initial: model.searchText ?? "", onChange: nil,
            onSubmit: { [weak self] text in
                guard let self else { return }
                self.cursor = ListCursor()
                context.run { [model = self.model] in await model.search(text) }
            })
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        if cursor.handle(key, count: table?.rows.count ?? 0, page: 10) { return true }
        if key == .enter, let row = selectedRow { return model.open(row: row.id) }
        guard case .character(let character) = key else { return false }
        if character == "r" {
            context.run { [model] in await model.load() }
            return true
        }
        if character == "/", model.searchText != nil {
            editSearch(context: context)
            return true
        }
        let offered = (selectedRow?.actions ?? []) + (table?.actions ?? [])
        if let action = offered.first(where: { $0.key == character }) {
            if action.question != nil {
                pending = action
            } else {
                context.run { [model] in await model.perform(action) }
            }
            return true
        }
        guard let link = model.links.first(where: { $0.key == character }) else { return false }
        model.follow(link)
        return true
    }
}
