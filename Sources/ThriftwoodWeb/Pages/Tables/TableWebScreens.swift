import ThriftwoodCore

/// Every table screen in the browser, whatever its kind: one page from the core's table. An
/// action names its id and its row, and is found again in the table as it stands, so a form
/// cannot make up an action the screen does not offer; a search reads the page's `q`.
@MainActor
enum TableWebScreens: WebScreenFamily {
    static func body(for model: ScreenModel, context: PageContext) -> HTML? {
        guard case .table(let table) = model else { return nil }
        return TablePage.body(table, context: context)
    }

    static func prepare(_ model: ScreenModel, context: PageContext) async {
        guard case .table(let table) = model, let current = table.searchText, let asked = context.query["q"],
            asked != current
        else { return }
        await table.search(asked)
    }

    static func question(_ action: String, on model: ScreenModel, fields: [String: String]) async -> WebQuestion? {
        guard case .table(let table) = model, action == "table", let chosen = chosen(table, fields),
            let text = chosen.question
        else { return nil }
        return WebQuestion(text, confirm: chosen.label, destructive: chosen.isDestructive)
    }

    static func perform(_ action: String, on model: ScreenModel, fields: [String: String]) async -> ActionOutcome? {
        guard case .table(let table) = model, action == "table" else { return nil }
        guard let chosen = chosen(table, fields) else {
            return .refused("That is no longer on the page; it was reloaded, try again.")
        }
        await table.perform(chosen)
        return .after(table.actionError, message: table.message)
    }

    /// The action a form names by its `id` and `row`, as the table offers it now.
    static func chosen(_ table: any TableScreenModel, _ fields: [String: String]) -> TableAction? {
        guard let id = fields["id"] else { return nil }
        return table.offered(id, row: fields["row"])
    }
}
