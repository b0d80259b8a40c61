import Foundation
import ThriftwoodCore

/// Any admin screen of an *arr server (tasks, backups, logs, updates, indexers, download
/// clients, blocklist): the core's table under its summary, the selected row's notes below,
/// and a key for each action the table offers — asked about first when it removes something.
@MainActor
final class AdminScreen: Screen {
    let model: ServerAdminViewModel
    private var cursor = ListCursor()
    private var pending: AdminAction?

    init(model: ServerAdminViewModel) {
        self.model = model
    }

    /// The key each kind of action answers to.
    static func key(for action: AdminAction) -> Character {
        switch action {
        case .runTask: "x"
        case .test: "t"
        case .unblock: "d"
        case .backUpNow: "b"
        case .testAll: "T"
        case .clearBlocklist: "C"
        case .showLevel: "l"
        case .includeFile: " "
        case .importFiles(_, _, let copy): copy ? "c" : "i"
        case .openLogFile: "o"
        case .saveBackup: "s"
        }
    }

    private var table: AdminTable? { model.table.value }

    private var selectedRow: AdminRow? {
        guard let rows = table?.rows, rows.indices.contains(cursor.selected) else { return nil }
        return rows[cursor.selected]
    }

    var keyHints: [KeyHint] {
        var hints = (selectedRow?.actions ?? []).map { action in
            let key = Self.key(for: action)
            return KeyHint(key == " " ? "Space" : String(key), action.label.lowercased())
        }
        var levelShown = false
        for action in table?.actions ?? [] {
            if case .showLevel = action {
                if !levelShown {
                    hints.append(KeyHint("l", "level: \(AdminRows.levelLabel(model.level).lowercased())"))
                }
                levelShown = true
            } else if case .openLogFile = action {
                // The newest file on `o`; the CLI and the browser open the others.
                if !hints.contains(where: { $0.key == "o" }) { hints.append(KeyHint("o", action.label.lowercased())) }
            } else {
                hints.append(KeyHint(String(Self.key(for: action)), action.label.lowercased()))
            }
        }
        return hints + [KeyHint("r", "refresh")]
    }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        var y = area.y
        let heading = [model.server.name + " · " + model.route.title, table?.summary].compactMap { $0 }
        canvas.put(
            TextLayout.fit(heading.joined(separator: " · "), area.width - 2), x: area.x + 1, y: y, style: .accent)
        y += 1
        if let running = model.running {
            canvas.put(TextLayout.fit(running.progress, area.width - 2), x: area.x + 1, y: y, style: .muted)
            y += 1
        } else if let message = model.message {
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
        RowsWithNotes.draw(
            headers: table.columns, rows: table.rows.map(\.cells), tones: table.rows.map(\.tone),
            notes: table.rows.map(\.notes), flexible: model.route == .logs ? 3 : 0,
            empty: model.table.emptyMessage(table.empty), cursor: &cursor, from: y, in: area, canvas: &canvas)
    }

    var dialog: Dialog? {
        guard let pending, let question = model.question(for: pending) else { return nil }
        return .confirm(
            question,
            yes: { [weak self, model] in
                self?.pending = nil
                await model.perform(pending)
            }, no: { [weak self] in self?.pending = nil })
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        let count = table?.rows.count ?? 0
        if cursor.handle(key, count: count, page: 10) { return true }
        guard case .character(let character) = key else { return false }
        if character == "r" {
            context.run { [model] in await model.load() }
            return true
        }
        if character == "l", table?.actions.contains(where: { if case .showLevel = $0 { true } else { false } }) == true
        {
            let levels = AdminRows.levels
            let index = levels.firstIndex(of: model.level) ?? 0
            let next = levels[(index + 1) % levels.count]
            cursor = ListCursor()
            context.run { [model] in await model.perform(.showLevel(next)) }
            return true
        }
        let offered = (selectedRow?.actions ?? []) + (table?.actions ?? [])
        guard let action = offered.first(where: { Self.key(for: $0) == character }) else { return false }
        if model.question(for: action) != nil {
            pending = action
        } else {
            context.run { [model] in await model.perform(action) }
        }
        return true
    }
}
