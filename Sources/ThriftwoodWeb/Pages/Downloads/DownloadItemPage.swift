import ThriftwoodCore

/// One download, live: its name and progress, its facts, its trackers and files, and what can
/// be done to it (pause or resume, priority, top, category, its own limit, recheck, remove).
@MainActor
enum DownloadItemPage {
    static func body(_ model: DownloadsViewModel, context: PageContext) -> HTML {
        guard let sheet = model.sheet else { return context.notLoaded(model.detailsState.error) }
        let line = sheet.line
        let facts = HTML.join(sheet.facts.map { "<dt>\($0.label)</dt><dd>\($0.value)</dd>" })
        let trackers = HTML.join(
            sheet.trackers.map {
                "<li><span class=\"status \(PageContext.tone($0.tone))\">\($0.standing)</span> \($0.url) <span class=\"muted\">\($0.detail)</span></li>"
            })
        let files = HTML.join(
            sheet.files.map {
                "<li\($0.wanted ? .empty : HTML(" class=\"muted\""))>\($0.name) <span class=\"muted\">\($0.done) of \($0.size)\($0.wanted ? "" : " · skipped")</span></li>"
            })
        let message = context.done(model.message)
        return """
            <h1>\(line.name)</h1>
            <p><span class="status \(PageContext.tone(line.tone))">\(line.state)</span> \(line.percent)</p>
            \(PageContext.progressBar(line.progress))
            \(context.failure(model.actionError))\(message)\(context.rowActions(of: model, row: line.id))
            <dl class="facts">\(facts)</dl>
            \(trackers == .empty ? .empty : HTML("<h2>Trackers</h2><ul class=\"rows\">\(trackers)</ul>"))
            \(files == .empty ? .empty : HTML("<h2>Files (\(sheet.files.count))</h2><ul class=\"rows\">\(files)</ul>"))
            """
    }
}
