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
                var actions: [HTML] = []
                if context.isAdmin {
                    if model.canRetry && line.failMessage != nil {
                        actions.append(context.actionButton("retry", label: "Retry", fields: ["id": line.id]))
                    }
                    actions.append(
                        context.actionButton("removeEntry", label: "Remove…", fields: ["id": line.id], style: "danger"))
                }
                return """
                    <li><span class="when">\(when)</span> <span class="status \(PageContext.tone(line.tone))">\(line.outcome)</span> \
                    \(line.name) <span class="muted">\(line.size)</span>\(log) \(actions)</li>
                    """ as HTML
            })
        let message = context.done(model.message)
        let filter = context.actionButton(
            "failedOnly", label: model.failedOnly ? "Show every outcome" : "Failures only")
        return """
            <h1>\(context.title)</h1><p class="muted">\(Format.plural(lines.count, "download")) · \
            \(model.failedOnly ? "failures only" : "every outcome")</p>\(context.failure(model.actionError))\(message)
            <div class="actions">\(filter)</div><ul class="rows">\(rows)</ul>\
            \(lines.isEmpty ? HTML("<p class=\"muted\">\(model.emptyMessage)</p>") : .empty)
            """
    }
}
