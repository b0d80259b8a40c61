import Foundation
import ThriftwoodCore

/// Tautulli's now playing, live: each stream with its viewer, title, progress, how it is
/// played and its bandwidth; stopping one asks first, naming viewer and title, with a message.
@MainActor
enum NowPlayingPage {
    static func body(_ model: NowPlayingViewModel, context: PageContext) -> HTML {
        guard model.activityState.hasValue else { return context.notLoaded(model.activityState.error) }
        let lines = model.sessionLines
        let rows = HTML.join(
            lines.map { line in
                let stop = context.rowActions(of: model, row: line.id)
                return """
                    <li>\(PosterImage.thumb(line.picturePath.flatMap { model.pictureRef?($0) }, context: context))\
                    <span class="title">\(line.title)</span> <span class="status \(PageContext.tone(line.tone))">\(line.state)</span> \
                    <span class="tag">\(line.user)</span>\(PageContext.progressBar(line.progress))\
                    <span class="muted">\(line.summary.joined(separator: " · ")) · \(line.bandwidth)</span> \(stop)</li>
                    """ as HTML
            })
        var links: [HTML] = []
        if let plays = context.href(.streams(.history, server: model.server.slug)) {
            links.append("<a class=\"button\" href=\"\(plays)\">Plays</a>")
        }
        if let stats = context.href(.streams(.stats, server: model.server.slug)) {
            links.append("<a class=\"button\" href=\"\(stats)\">Statistics</a>")
        }
        return """
            <h1>\(context.title)</h1><p class="muted">\(model.header ?? "")</p>\(context.failure(model.actionError))\
            \(context.done(model.message))
            <div class="actions">\(links)</div><ul class="rows">\(rows)</ul>\
            \(lines.isEmpty ? HTML("<p class=\"muted\">\(model.emptyMessage)</p>") : .empty)
            """
    }
}

/// Tautulli's plays: who watched what and how, newest first; search, movies or episodes, more.
@MainActor
enum PlaysPage {
    static func body(_ model: PlaysViewModel, context: PageContext) -> HTML {
        guard model.playsState.hasValue else { return context.notLoaded(model.playsState.error) }
        let use24Hour = context.coordinator.preferences.use24HourTime
        let lines = model.lines
        let rows = HTML.join(
            lines.map { line in
                let when = line.started.map { Format.dateTime($0, use24Hour: use24Hour) } ?? "–"
                return """
                    <li><span class="when">\(when)</span> \(line.title) <span class="tag">\(line.user)</span> \
                    <span class="muted">\(line.progress) · \(line.decision)</span></li>
                    """ as HTML
            })
        let more: HTML =
            model.hasMore ? context.actionButton("more", label: "Show more") : .empty
        return """
            <h1>\(context.title)</h1><p class="muted">\(model.header)</p>\(context.failure(model.playsState.error))
            <div class="actions">\(context.textAction("search", field: "q", label: "Search", button: "Search", value: model.search))\
            \(context.actionButton("type", label: "Movies, episodes or both"))</div>
            <ul class="rows">\(rows)</ul>\(lines.isEmpty ? HTML("<p class=\"muted\">\(model.emptyMessage)</p>") : .empty)\(more)
            """
    }
}

/// Tautulli's statistics: the most watched, the most active users and players, recently added;
/// over 7, 30, 90 or 365 days.
@MainActor
enum StatsPage {
    static func body(_ model: StatsViewModel, context: PageContext) -> HTML {
        guard model.statsState.hasValue else { return context.notLoaded(model.error) }
        var sections: [HTML] = []
        var items: [HTML] = []
        func close() {
            if !items.isEmpty { sections.append("<ul class=\"lines\">\(HTML.join(items))</ul>") }
            items = []
        }
        for line in model.lines(now: context.now) {
            if line.heading {
                close()
                sections.append("<h2>\(line.text)</h2>")
            } else {
                items.append("<li>\(line.text.trimmingCharacters(in: .whitespaces))</li>")
            }
        }
        close()
        return """
            <h1>\(context.title)</h1>\(context.failure(model.error))\
            <div class="actions">\(context.actionButton("days", label: "Over \(model.days) days — change"))</div>\(HTML.join(sections))
            """
    }
}
