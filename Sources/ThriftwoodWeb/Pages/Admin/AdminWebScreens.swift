import ThriftwoodCore

/// An *arr server's admin screens in the browser (tasks, backups, logs, updates, indexers,
/// download clients, blocklist), one page for all of them from the core's table. An action
/// names its row and its place among the row's (or the page's) actions, and is found again in
/// the table as it stands, so a form cannot make up an action the screen does not offer.
@MainActor
enum AdminWebScreens: WebScreenFamily {
    static func body(for model: ScreenModel, context: PageContext) -> HTML? {
        guard case .admin(let admin) = model else { return nil }
        return AdminPage.body(admin, context: context)
    }

    static func householdMay(_ action: String, on model: ScreenModel) -> Bool {
        guard case .admin = model else { return false }
        return action == "adminLevel"  // a view of the log, not a change
    }

    static func question(_ action: String, on model: ScreenModel, fields: [String: String]) async -> WebQuestion? {
        guard case .admin(let admin) = model, action == "admin", let chosen = chosen(admin, fields),
            let text = admin.question(for: chosen)
        else { return nil }
        return WebQuestion(text, confirm: chosen.label, destructive: chosen.isDestructive)
    }

    static func perform(_ action: String, on model: ScreenModel, fields: [String: String]) async -> ActionOutcome? {
        guard case .admin(let admin) = model else { return nil }
        switch action {
        case "admin":
            guard let chosen = chosen(admin, fields) else {
                return .refused("That is no longer on the page; it was reloaded, try again.")
            }
            await admin.perform(chosen)
        case "adminLevel":
            let level = fields["level"].flatMap { $0.isEmpty ? nil : $0 }
            guard AdminRows.levels.contains(level) else { return .refused("There is no such log level.") }
            await admin.perform(.showLevel(level))
        default: return nil
        }
        return .after(admin.actionError, message: admin.message)
    }

    /// The action a form names: `row` (a row's id, or empty for the page's own) and `index`.
    static func chosen(_ admin: ServerAdminViewModel, _ fields: [String: String]) -> AdminAction? {
        guard let table = admin.table.value, let index = fields["index"].flatMap({ Int($0) }) else { return nil }
        let actions: [AdminAction]
        if let row = fields["row"], !row.isEmpty {
            guard let found = table.rows.first(where: { $0.id == row }) else { return nil }
            actions = found.actions
        } else {
            actions = table.actions
        }
        guard actions.indices.contains(index) else { return nil }
        switch actions[index] {
        // The level is its own view action; a backup is saved by the browser's download, never
        // written on the machine serve runs on.
        case .showLevel, .saveBackup: return nil
        default: return actions[index]
        }
    }
}
