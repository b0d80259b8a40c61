import ThriftwoodCore

/// Seerr's issues: each with its last comments, a comment form, and resolve or reopen.
@MainActor
enum IssuesPage {
    static func body(_ model: IssuesViewModel, context: PageContext) -> HTML {
        guard model.listState.hasValue else { return context.notLoaded(model.listState.error) }
        let lines = model.lines
        let rows = HTML.join(
            lines.map { line in
                let comments = HTML.join(line.comments.map { "<li class=\"muted\">\($0)</li>" as HTML })
                let actions = context.rowActions(of: model, row: String(line.id))
                return """
                    <li>\(PageContext.status(line.state)) \(line.summary)\
                    \(comments == .empty ? .empty : HTML("<ul class=\"lines\">\(comments)</ul>"))\(actions)</li>
                    """ as HTML
            })
        return """
            <h1>\(context.title)</h1><p class="muted">\(model.header ?? "")</p>\(context.failure(model.actionError))\
            \(context.done(model.message))\(context.screenActions(of: model))<ul class="rows">\(rows)</ul>\
            \(lines.isEmpty ? HTML("<p class=\"muted\">\(model.emptyMessage)</p>") : .empty)
            """
    }
}
