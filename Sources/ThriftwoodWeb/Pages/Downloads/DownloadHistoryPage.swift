import ThriftwoodCore

/// A download client's history: what finished or failed, newest first, each failure's reason
/// and stage log; failures alone, retry and remove.
@MainActor
enum DownloadHistoryPage {
    static func body(_ model: DownloadsViewModel, context: PageContext) -> HTML {
        guard model.historyState.hasValue else { return context.notLoaded(model.historyState.error) }
        let use24Hour = context.coordinator.preferences.use24HourTime
        let lines = model.historyLines
        let rows = HTML.join(
            lines.map { line in
                let when = line.completed.map { Format.dateTime($0, use24Hour: use24Hour) } ?? "–"
                let log = HTML.join(
                    ([line.failMessage].compactMap { $0 } + line.stageLog).map {
                        "<br><span class=\"muted\">\($0)</span>" as HTML
                    })
                let actions = context.rowActions(of: model, row: line.id)
                return """
                    <li><span class="when">\(when)</span> <span class="status \(PageContext.tone(line.tone))">\(line.outcome)</span> \
                    \(line.name) <span class="muted">\(line.size)</span>\(log) \(actions)</li>
                    """ as HTML
            })
        let message = context.done(model.message)
        return """
            <h1>\(context.title)</h1><p class="muted">\(Format.plural(lines.count, "download")) · \
            \(model.failedOnly ? "failures only" : "every outcome")</p>\(context.failure(model.actionError))\(message)
            \(context.screenActions(of: model))<ul class="rows">\(rows)</ul>\
            \(lines.isEmpty ? HTML("<p class=\"muted\">\(model.emptyMessage)</p>") : .empty)
            """
    }
}
