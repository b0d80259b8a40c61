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
        let rows = table.rows.map { row in
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
            return RowsTableHTML.Row(cells: row.cells, tone: row.tone, notes: row.notes, buttons: buttons)
        }
        let summary: HTML = table.summary.map { "<p class=\"muted\">\($0)</p>" as HTML } ?? .empty
        let list = RowsTableHTML.html(columns: table.columns, rows: rows, empty: table.empty)
        return """
            <h1>\(context.title)</h1>\(summary)\(context.failure(model.actionError))\(context.done(model.message))\
            <div class="actions">\(HTML.join(pageActions))</div>\(list)
            """
    }
}
