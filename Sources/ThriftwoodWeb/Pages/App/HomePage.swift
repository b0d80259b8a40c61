import ThriftwoodCore

/// Home, as a phone shows it first: each server's line (a link to its screen), the menu of
/// what spans them (downloads, history, … settings), then now playing, downloading now, the
/// next seven days and recently imported.
@MainActor
enum HomePage {
    static func body(_ model: AppHomeViewModel, context: PageContext) -> HTML {
        let banner = model.offlineBanner.map { HTML("<p class=\"banner tone-attention\">\($0)</p>") } ?? .empty
        let lines = HTML.join(
            model.services.map { server in
                let line = model.statusLine(of: server)
                let copy = model.offline[server].map { HTML("<br><span class=\"muted\">\($0)</span>") } ?? .empty
                let href = model.serverHomes[server].flatMap(context.href)
                let text: HTML = href.map { "<a href=\"\($0)\">\(line.text)</a>" } ?? "\(line.text)"
                return "<li class=\"\(PageContext.tone(line.tone))\">\(text)\(copy)</li>"
            })
        let health = HTML.join(
            model.healthMessages.prefix(6).map { "<li class=\"\(PageContext.tone($0.tone))\">⚠ \($0.text)</li>" })
        let linked = Set(model.services.compactMap { model.serverHomes[$0] })
        let menu = HTML.join(
            // A server's own screen is its line's link above; the menu holds what spans them.
            model.entries.filter { context.mayOpen($0.route) && !linked.contains($0.route) }.map { entry in
                guard let href = context.href(entry.route) else { return "<li>\(entry.title)</li>" }
                return "<li><a class=\"tile\" href=\"\(href)\"><strong>\(entry.title)</strong>"
                    + "<span class=\"muted\">\(entry.detail)</span></a></li>"
            })
        let empty =
            model.services.isEmpty
            ? HTML("<p class=\"muted\">\(AppHomeViewModel.noServerText)</p>") : .empty
        return """
            <h1>\(model.profileName)</h1>\(banner)\(empty)
            <ul class="lines" data-live="home">\(lines)\(health)</ul>
            <ul class="tiles">\(menu)</ul>
            \(HTML.join(model.sections.map { section($0, context: context) }))
            """
    }

    private static func section(_ section: HomeSection, context: PageContext) -> HTML {
        let heading = section.heading
        let items = section.items
        if items.isEmpty {
            return "<section><h2>\(heading)</h2><p class=\"muted\">\(section.emptyText)</p></section>"
        }
        let use24Hour = context.coordinator.preferences.use24HourTime
        let rows = HTML.join(
            items.map { item in
                let when =
                    item.date.map { HTML("<span class=\"when\">\(Format.dateTime($0, use24Hour: use24Hour))</span> ") }
                    ?? .empty
                let progress =
                    item.progress.map { value in
                        HTML(
                            "\(PageContext.progressBar(value))"
                        )
                    } ?? .empty
                let title: HTML =
                    context.href(item.route).map { "<a href=\"\($0)\">\(item.title)</a>" } ?? "\(item.title)"
                return """
                    <li>\(when)\(title) <span class="muted">· \(item.detail)</span> \
                    <span class="tag">\(item.source.name)</span>\(progress)</li>
                    """
            })
        return "<section><h2>\(heading)</h2><ul class=\"items\">\(rows)</ul></section>"
    }
}
