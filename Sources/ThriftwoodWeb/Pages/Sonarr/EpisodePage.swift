import ThriftwoodCore

/// An episode: when it airs, its state, its overview, its file and its history; monitor,
/// search, delete its file after a question naming it.
@MainActor
enum EpisodePage {
    static func body(_ model: EpisodeViewModel, context: PageContext) -> HTML {
        let error = model.actionError.map { HTML("<p class=\"tone-problem\" role=\"alert\">\($0.message)</p>") }
        guard let facts = model.factLine else {
            return context.notLoaded(model.episodeState.error)
        }
        var actions: [HTML] = []
        if context.visit.role == .admin {
            actions.append(
                context.actionButton(
                    "monitor", label: model.isMonitored == true ? "Stop monitoring" : "Monitor", key: "monitor"))
            actions.append(context.actionButton("search", label: "Search automatically", key: "search episode"))
            if let releases = model.releasesRoute(on: context.server).flatMap(context.href) {
                actions.append("<a class=\"button\" href=\"\(releases)\" data-key-action=\"releases\">Releases…</a>")
            }
            if model.fileFacts != nil {
                actions.append(
                    context.actionButton("deleteFile", label: "Delete the file…", style: "danger", key: "delete file"))
            }
        }
        let file: HTML =
            model.fileFacts.map { pairs in
                "<dl class=\"facts\">\(pairs.map { "<dt>\($0.label)</dt><dd>\($0.value)</dd>" as HTML })</dl>"
            } ?? "<p class=\"muted\">No file.</p>"
        let history: HTML =
            switch model.historyLines {
            case .loaded(let lines)? where lines.isEmpty:
                "<p class=\"muted\">Nothing has happened to this episode yet.</p>"
            case .loaded(let lines)?:
                """
                <ul class="rows">\(lines.map { line in
                    "<li><span class=\"when\">\(line.date)</span> \(PageContext.status(line.event)) \(line.source)</li>" as HTML
                })</ul>
                """
            case .failed(let notice)?: "<p class=\"tone-attention\">History could not be read: \(notice.message)</p>"
            case nil: .empty
            }
        return """
            <h1>\(context.title)</h1>\(error ?? .empty)
            <p>\(model.state.map(PageContext.status) ?? .empty) <span class="muted">\(facts)</span></p>
            <div class="actions">\(actions)</div>\(SubtitlesBlock.html(model.subtitles, context: context))
            \(model.overview.isEmpty ? .empty : HTML("<p class=\"overview\">\(model.overview)</p>"))
            <h2>File</h2>\(file)<h2>History</h2>\(history)
            """
    }
}
