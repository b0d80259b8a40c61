import Foundation
import ThriftwoodCore

/// The merged views (downloads, history, calendar, wanted): every server's rows in one list,
/// each naming its server, a server that failed said in its place; live on the queue.
@MainActor
enum ActivityPage {
    /// Rows per page.
    static let pageSize = 100

    static func body(_ model: any MergedActivityModel, context: PageContext) -> HTML {
        let rows = model.visibleRows
        let failures = HTML.join(
            model.failures.map {
                HTML("<p class=\"tone-problem\" role=\"alert\">\($0.message) \($0.notice.suggestion)</p>")
            })
        let pending = model.pending.message(now: context.now).map { HTML("<p class=\"muted\">\($0)</p>") } ?? .empty
        let shown = rows.prefix(pageSize).map { ActivityRowItem.item($0, context: context, namesServer: true) }
        let more: HTML =
            rows.count > pageSize
            ? "<p class=\"muted\">The first \(pageSize) of \(rows.count) are shown.</p>" : .empty
        let empty: HTML = rows.isEmpty ? "<p class=\"muted\">\(model.emptyMessage)</p>" : .empty
        // The browser's own notifications need the person's leave, asked from a button press.
        let allow: HTML =
            model is EventsViewModel
            ? "<p><button type=\"button\" class=\"secondary\" data-allow-notifications hidden>"
                + "Show these as browser notifications too</button></p>" : .empty
        return """
            <h1>\(context.title)</h1><p class="muted">\(model.summary)</p>\(allow)\(failures)\(pending)
            <ul class="rows">\(shown)</ul>\(empty)\(more)
            """
    }
}
