import ThriftwoodCore

/// A movie: its status, facts, overview, files and history, and what can be done to it.
@MainActor
enum MoviePage {
    static func body(_ model: MovieDetailViewModel, context: PageContext) -> HTML {
        guard let detail = model.detail.value else {
            return context.notLoaded(model.detail.error)
        }
        let facts = HTML.join(detail.facts.map { "<dt>\($0.label)</dt><dd>\($0.value)</dd>" })
        let files = HTML.join(detail.files.map { "<li>\($0.name) <span class=\"muted\">\($0.details)</span></li>" })
        let history = HTML.join(
            detail.history.prefix(20).map { event in
                let when = Format.dateTime(event.date, use24Hour: context.coordinator.preferences.use24HourTime)
                return
                    "<li><span class=\"when\">\(when)</span> \(PageContext.status(event.label)) \(event.sourceTitle)</li>"
            })
        // What an action did is the page's notice, said once; an action's failure stays until the next.
        let message =
            model.actionError.map { HTML("<p class=\"tone-problem\" role=\"alert\">\($0.message)</p>") } ?? .empty
        var actions: [HTML] = []
        if context.visit.role == .admin {
            actions.append(
                context.actionButton(
                    "monitor", label: detail.monitored ? "Stop monitoring" : "Monitor", key: "monitor"))
            actions.append(context.actionButton("search", label: "Search automatically"))
        }
        if let releases = context.href(.movieReleases(model.movieId, on: context.server)) {
            actions.append("<a class=\"button\" href=\"\(releases)\" data-key-action=\"releases\">Releases…</a>")
        }
        if context.visit.role == .admin {
            if let edit = context.href(.movieEdit(model.movieId, on: context.server)) {
                actions.append("<a class=\"button\" href=\"\(edit)\" data-key-action=\"edit\">Edit…</a>")
            }
            actions.append(context.actionButton("delete", label: "Delete…", style: "danger", key: "delete"))
        }
        return """
            \(PosterImage.html(model.poster, context: context))<h1>\(detail.title)</h1>
            <p>\(PageContext.status(detail.status))</p>
            \(message)<div class="actions">\(actions)</div>
            <dl class="facts">\(facts)</dl>\(SubtitlesBlock.html(model.subtitles, context: context))
            \(detail.overview.isEmpty ? .empty : HTML("<p class=\"overview\">\(detail.overview)</p>"))
            \(files == .empty ? .empty : HTML("<h2>Files</h2><ul class=\"rows\">\(files)</ul>"))
            \(history == .empty ? .empty : HTML("<h2>History</h2><ul class=\"rows\">\(history)</ul>"))
            """
    }
}
