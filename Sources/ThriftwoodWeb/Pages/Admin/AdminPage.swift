import Foundation
import ThriftwoodCore

/// One admin screen's page: the summary, the page's actions, and the table with each row's
/// notes and buttons; the log's level filter as buttons anyone may press.
@MainActor
enum AdminPage {
    static func body(_ model: ServerAdminViewModel, context: PageContext) -> HTML {
        guard let table = model.table.value else { return context.notLoaded(model.table.error) }
        var pageActions: [HTML] = []
        for (index, action) in table.actions.enumerated() {
            if case .openLogFile(let name) = action {
                let route = AppRoute.admin(.logFile(name), kind: model.server.kind, server: model.server.slug)
                if let href = context.href(route) {
                    pageActions.append("<a class=\"button\" href=\"\(href)\">\(action.label)</a>")
                }
            } else if case .showLevel(let level) = action {
                let current = level == model.level
                pageActions.append(
                    context.actionButton(
                        "adminLevel", label: action.label, fields: ["level": level ?? ""],
                        style: current ? "current" : ""))
            } else if context.isAdmin {
                pageActions.append(
                    context.actionButton(
                        "admin", label: action.label + (action.question(server: "") == nil ? "" : "…"),
                        fields: ["row": "", "index": "\(index)"], style: action.isDestructive ? "danger" : ""))
            }
        }
        let head = HTML.join(table.columns.map { "<th>\($0)</th>" as HTML })
        let rows = HTML.join(
            table.rows.map { row in
                // Each cell carries its column's name: a phone shows a row as a card, the name before the value.
                let cells = HTML.join(
                    zip(table.columns, row.cells).map { "<td data-label=\"\($0.0)\">\($0.1)</td>" as HTML })
                let notes = HTML.join(row.notes.map { "<div class=\"muted\">\($0)</div>" as HTML })
                let buttons: [HTML] =
                    context.isAdmin
                    ? row.actions.enumerated().map { index, action in
                        if case .saveBackup(let id, _) = action {
                            // A download, not a form: serve reads the file from the server.
                            let at = context.here.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
                            return
                                "<a class=\"button\" href=\"\(context.basePath)/_/backup?at=\(at)&amp;id=\(id)\" download>Save</a>"
                                as HTML
                        }
                        return context.actionButton(
                            "admin", label: action.label + (action.question(server: "") == nil ? "" : "…"),
                            fields: ["row": row.id, "index": "\(index)"], style: action.isDestructive ? "danger" : "")
                    } : []
                let extra: HTML =
                    row.notes.isEmpty && buttons.isEmpty
                    ? .empty
                    : "<tr class=\"notes\"><td colspan=\"\(table.columns.count)\">\(notes)\(HTML.join(buttons))</td></tr>"
                return "<tr class=\"\(PageContext.tone(row.tone))\">\(cells)</tr>\(extra)" as HTML
            })
        let summary: HTML = table.summary.map { "<p class=\"muted\">\($0)</p>" as HTML } ?? .empty
        let list: HTML =
            table.rows.isEmpty
            ? "<p class=\"muted\">\(table.empty)</p>"
            : "<div class=\"scroll\"><table class=\"admin\"><thead><tr>\(head)</tr></thead><tbody>\(rows)</tbody></table></div>"
        return """
            <h1>\(context.title)</h1>\(summary)\(context.failure(model.actionError))\(context.done(model.message))\
            <div class="actions">\(HTML.join(pageActions))</div>\(list)
            """
    }
}
