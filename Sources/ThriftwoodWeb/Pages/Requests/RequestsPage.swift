import ThriftwoodCore

/// Seerr's requests, pending first: the header, the filter, each request linked to its own page
/// and checkable, and approve, decline (with a reason) and delete on the checked ones.
@MainActor
enum RequestsPage {
    static func body(_ model: RequestsViewModel, context: PageContext) -> HTML {
        guard model.listState.hasValue else { return context.notLoaded(model.listState.error) }
        let manages = context.isAdmin && model.mayManage
        let lines = model.lines(now: context.now)
        let rows = HTML.join(lines.map { row($0, model: model, manages: manages, context: context) })
        let issues = context.href(.requests(.issues, server: model.server.slug)).map {
            HTML("<a class=\"button\" href=\"\($0)\">Issues</a>")
        }
        let list: HTML =
            manages
            ? """
            <form method="post" action="\(context.asset("do"))">\(context.formToken)<ul class="rows">\(rows)</ul>\
            \(lines.isEmpty ? .empty : bar(model, context: context))</form>
            """
            : "<ul class=\"rows\">\(rows)</ul>"
        let lookups: HTML =
            model.lookupFailures > 0
            ? "<p class=\"muted\">\(Format.plural(model.lookupFailures, "title")) could not be looked up; shown by TMDB id.</p>"
            : .empty
        return """
            <h1>\(context.title)</h1><p class="muted">\(model.header ?? "")</p>\(context.failure(model.actionError))\
            \(context.done(model.message))
            \(context.screenActions(of: model))\(issues.map { HTML("<div class=\"actions\">\($0)</div>") } ?? .empty)
            \(list)\(lines.isEmpty ? HTML("<p class=\"muted\">\(model.emptyMessage)</p>") : .empty)\(lookups)
            """
    }

    private static func row(
        _ line: RequestLine, model: RequestsViewModel, manages: Bool, context: PageContext
    ) -> HTML {
        let mark: HTML =
            manages
            ? """
            <label class="mark"><input type="checkbox" name="pick-\(line.id)"\(context.query["check"] == "pending" && line.isPending ? HTML(" checked") : .empty)>\
            <span class="hidden">Check \(line.title)</span></label>
            """ : .empty
        let href = context.href(.requests(.request(id: line.id), server: model.server.slug))
        let title: HTML = href.map { "<a href=\"\($0)\">\(line.title)</a>" } ?? "\(line.title)"
        let retry = manages ? context.rowButtons(of: model, row: String(line.id)) : .empty
        return """
            <li>\(mark)\(PosterImage.thumb(line.picturePath.flatMap { model.pictureRef?($0) }, context: context))\
            \(title) \(PageContext.status(line.state)) <span class="muted">\(line.details) · \(line.asked)</span> \(retry)</li>
            """
    }

    private static func bar(_ model: RequestsViewModel, context: PageContext) -> HTML {
        """
        <div class="bulk-bar"><a class="button" href="\(context.here)?check=pending">Check the waiting ones</a>\
        <span class="muted">On the checked:</span>\(context.checkedRowsActions(of: model))</div>
        """
    }
}
