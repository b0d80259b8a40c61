import ThriftwoodCore

/// A download client's queue, live: the header (speed, limit, paused and for how long, free
/// disk), the client's own actions, adding a link, a magnet or an uploaded file, and each
/// download with its progress, checkable for the actions on the checked ones.
@MainActor
enum DownloadQueuePage {
    static func body(_ model: DownloadsViewModel, context: PageContext) -> HTML {
        guard model.queueState.hasValue else { return context.notLoaded(model.queueState.error) }
        let header = model.header.map {
            HTML("<p class=\"\(model.isClientPaused ? "tone-attention" : "muted")\">\($0)</p>")
        }
        let message = context.done(model.message)
        let lines = model.lines
        let rows = HTML.join(lines.map { row($0, model: model, context: context) })
        let empty: HTML = lines.isEmpty ? "<p class=\"muted\">\(model.emptyMessage)</p>" : .empty
        let list: HTML =
            context.isAdmin
            ? """
            <form method="post" action="\(context.asset("do"))">\(context.formToken)\
            <ul class="rows downloads">\(rows)</ul>\(lines.isEmpty ? .empty : bar(model, context: context))</form>
            """
            : "<ul class=\"rows downloads\">\(rows)</ul>"
        return """
            <h1>\(context.title)</h1>\(header ?? .empty)\(context.failure(model.actionError))\(message)
            \(clientActions(model, context: context))\(list)\(empty)\(context.isAdmin ? adding(model, context: context) : .empty)
            """
    }

    /// One download: its mark, its name (to its own page), progress and state.
    private static func row(_ line: DownloadLine, model: DownloadsViewModel, context: PageContext) -> HTML {
        let mark: HTML =
            context.isAdmin
            ? """
            <label class="mark"><input type="checkbox" name="pick-\(line.id)"\(context.query["check"] == "all" ? HTML(" checked") : .empty)>\
            <span class="hidden">Check \(line.name)</span></label>
            """ : .empty
        let href = context.href(.downloads(.item(line.id), kind: model.server.kind, server: model.server.slug))
        let name: HTML = href.map { "<a href=\"\($0)\">\(line.name)</a>" } ?? "<span>\(line.name)</span>"
        let facts = [line.percent, line.left + " left", line.timeLeft, line.priority, line.category ?? ""]
            .filter { !$0.isEmpty && $0 != "–" && $0 != "– left" }.joined(separator: " · ")
        return """
            <li>\(mark)<div class="row-body">\(name) <span class="status \(PageContext.tone(line.tone))">\(line.state)</span> \
            <span class="muted">\(facts)</span>\
            \(PageContext.progressBar(line.progress))</div></li>
            """
    }

    /// The actions on the checked downloads.
    private static func bar(_ model: DownloadsViewModel, context: PageContext) -> HTML {
        let all = context.query["check"] == "all"
        return """
            <div class="bulk-bar"><a class="button" href="\(context.here)\(all ? "" : "?check=all")">\(all ? "Check none" : "Check all")</a>\
            <span class="muted">On the checked:</span>\(context.checkedRowsActions(of: model))</div>
            """
    }

    /// The client's own actions (pause or resume everything, for a while, its limit) and its
    /// history.
    private static func clientActions(_ model: DownloadsViewModel, context: PageContext) -> HTML {
        let history =
            model.keepsHistory
            ? context.href(.downloads(.history, kind: model.server.kind, server: model.server.slug)).map {
                HTML(
                    "<div class=\"actions\"><a class=\"button\" href=\"\($0)\" data-key-action=\"history\">History</a></div>"
                )
            } : nil
        return "\(context.screenActions(of: model))\(history ?? .empty)"
    }

    /// Adding a link or a magnet and the client's lesser actions, then adding a file from this
    /// device.
    private static func adding(_ model: DownloadsViewModel, context: PageContext) -> HTML {
        """
        <h2>Add</h2>\(context.screenActions(of: model, secondary: true))\
        <form method="post" action="\(context.asset("upload"))" enctype="multipart/form-data" class="line-form">\
        \(context.formToken)<label><span>A .torrent or .nzb file</span>\
        <input type="file" name="file" accept=".torrent,.nzb,application/x-bittorrent,application/x-nzb"></label>\
        <button type="submit">Upload and add</button></form>
        """
    }
}
