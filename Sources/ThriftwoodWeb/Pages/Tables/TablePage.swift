import ThriftwoodCore

/// Any table screen's page (Prowlarr's indexers, search, history, applications): the heading
/// and summary, the search form when the screen searches, its links, its actions, and the table
/// with each row's notes and buttons — a phone shows each row as a card.
@MainActor
enum TablePage {
    static func body(_ model: any TableScreenModel, context: PageContext) -> HTML {
        let search: HTML =
            model.searchText.map { text in
                """
                <form class="filters" method="get" action="\(context.here)"><input type="search" name="q" \
                value="\(text)" placeholder="\(model.searchPrompt)" aria-label="\(model.searchPrompt)">\
                <button type="submit">Search</button></form>
                """
            } ?? .empty
        let links = HTML.join(
            model.links.compactMap { link in
                let href =
                    link.replaces
                    ? context.coordinator.link(replacingTopWith: link.route).map(context.path(ofLink:))
                    : context.href(link.route)
                return href.map { "<a class=\"button\" href=\"\($0)\">\(link.label)</a>" as HTML }
            })
        guard let table = model.table.value else {
            return context.notLoaded(model.table.error, heading: model.heading) + search
                + "<div class=\"actions\">\(links)</div>"
        }
        let pageActions = context.isAdmin ? HTML.join(table.actions.map { button($0, context: context) }) : .empty
        let rows = table.rows.map { row in
            RowsTableHTML.Row(
                cells: row.cells, tone: row.tone, notes: row.notes,
                buttons: context.isAdmin ? row.actions.map { button($0, context: context) } : [])
        }
        let summary: HTML = table.summary.map { "<p class=\"muted\">\($0)</p>" as HTML } ?? .empty
        let list = RowsTableHTML.html(columns: table.columns, rows: rows, empty: table.empty)
        return """
            <h1>\(model.heading)</h1>\(search)\(summary)\(context.failure(model.actionError))\
            \(context.done(model.message.flatMap { $0.isEmpty ? nil : $0 }))\
            <div class="actions">\(links)\(pageActions)</div>\(list)
            """
    }

    /// An action's button: it names the action and its row; the page finds both again before
    /// anything runs.
    private static func button(_ action: TableAction, context: PageContext) -> HTML {
        context.actionButton(
            "table", label: action.label + (action.question == nil ? "" : "…"),
            fields: ["id": action.id, "row": action.target], style: action.isDestructive ? "danger" : "")
    }
}
