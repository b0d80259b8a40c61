import Foundation
import ThriftwoodCore

/// Sonarr's home: the library in a line and the way into each of its lists.
@MainActor
enum SonarrHomePage {
    static func body(_ model: SonarrHomeViewModel, context: PageContext) -> HTML {
        var facts: HTML = .empty
        if let summary = model.library.value { facts += "<p>\(summary.text)</p>" }
        if let error = model.library.error ?? model.statusState.error {
            facts += "<p class=\"tone-problem\" role=\"alert\">\(error.message) \(error.suggestion)</p>"
        }
        let entries = HTML.join(
            SonarrHomeViewModel.entries.compactMap { entry in
                context.href(.sonarr(entry.route, server: context.server)).map {
                    "<li><a class=\"tile\" href=\"\($0)\">\(entry.label)</a></li>"
                }
            })
        return "<h1>\(context.title)</h1>\(facts)<ul class=\"tiles\">\(entries)</ul>"
    }
}

/// Sonarr's library: search, filter and sort by the page's query, a page of rows at a time.
@MainActor
enum SeriesListPage {
    static func body(_ model: SeriesListViewModel, context: PageContext) -> HTML {
        let search = context.query["q"] ?? ""
        if model.searchText != search { model.searchText = search }
        if let filter = context.query["filter"].flatMap(SeriesQuery.Filter.init(rawValue:)), filter != model.filter {
            model.filter = filter
        }
        if let sort = context.query["sort"].flatMap(SeriesQuery.Sort.init(rawValue:)), sort != model.sort {
            model.sort = sort
        }
        let all = model.rows
        let (shown, page, pages) = LibraryControls.page(all, context: context)
        let marked = model.marked
        let grid = LibraryControls.isGrid(context) && model.posterRef != nil
        let rows = HTML.join(
            shown.map { series in
                let href = context.href(.series(series.id, on: context.server)) ?? context.here
                let poster = model.posterRef?(series.id)
                let network = series.network.isEmpty ? "" : " · \(series.network)"
                let next = series.nextAiring.isEmpty ? "" : " · next \(series.nextAiring)"
                let mark = BulkForm.mark(
                    id: series.id, title: series.title, marked: marked.contains(series.id), context: context)
                if grid {
                    return """
                        <li class="poster-tile">\(mark)<a href="\(href)">\(PosterImage.tile(poster, context: context))\
                        <span class="title">\(series.title)</span></a>\(PageContext.status(series.progress))</li>
                        """
                }
                return """
                    <li>\(mark)<a href="\(href)">\(PosterImage.thumb(poster, context: context))\
                    <span class="title">\(series.title)</span></a> \
                    \(PageContext.status(series.progress)) <span class="muted">\(series.status.text)\(network)\(next) · \
                    \(series.size)\(series.monitored ? "" : " · not monitored")</span></li>
                    """
            })
        let problems = HTML.join(
            model.notices.map { notice in
                HTML("<p class=\"tone-problem\" role=\"alert\">\(notice.message) \(notice.suggestion)</p>")
            })
        let empty: HTML =
            all.isEmpty
            ? "<p class=\"muted\">\(!model.seriesState.hasValue ? "Loading…" : "No series match.")</p>" : .empty
        let form = LibraryControls.form(
            search: model.searchText, placeholder: "Title, network…",
            filters: SeriesQuery.Filter.allCases.map { ($0.rawValue, $0.rawValue.capitalized) },
            filter: model.filter.rawValue, sorts: SeriesQuery.Sort.allCases.map { ($0.rawValue, $0.label) },
            sort: model.sort.rawValue, context: context)
        return """
            <h1>\(context.title)</h1>\(form)\(LibraryControls.layoutSwitch(context: context, pictures: model.posterRef != nil))
            <p class="muted">\(all.count) of \((model.seriesState.count ?? 0)) · \(model.freshness(now: context.now))</p>\
            \(problems)<form method="post" action="\(context.asset("do"))" class="bulk">\
            \(BulkForm.bar(model, context: context, shown: shown.map(\.id)))\
            <ul class="\(grid ? "grid" : "rows")">\(rows)</ul></form>\(empty)\(LibraryControls.pager(page: page, of: pages, context: context))
            """
    }
}

/// A series: what it is, its facts and its seasons.
@MainActor
enum SeriesPage {
    static func body(_ model: SeriesDetailViewModel, context: PageContext) -> HTML {
        guard let heading = model.heading else {
            return context.notLoaded(model.seriesState.error)
        }
        let offline = model.offlineNote.map { HTML("<p class=\"banner tone-attention\">\($0)</p>") } ?? .empty
        let facts = HTML.join(model.facts.map { "<dt>\($0.label)</dt><dd>\($0.value)</dd>" })
        let seasons = HTML.join(
            model.seasonRows.map { season in
                let href = context.href(.season(season.number, ofSeries: model.seriesId, on: context.server))
                let queued = season.queueNote.map { " · \($0)" } ?? ""
                let title: HTML = href.map { "<a href=\"\($0)\">\(season.label)</a>" } ?? "\(season.label)"
                return """
                    <li>\(title) \(PageContext.status(season.progress)) <span class="muted">\
                    \(season.monitored ? "monitored" : "not monitored")\(queued)</span></li>
                    """
            })
        var actions: [HTML] = []
        if context.visit.role == .admin {
            actions.append(
                context.actionButton(
                    "monitor", label: model.isMonitored == true ? "Stop monitoring" : "Monitor", key: "monitor"))
            if let edit = context.href(.seriesEdit(model.seriesId, on: context.server)) {
                actions.append("<a class=\"button\" href=\"\(edit)\" data-key-action=\"edit\">Edit…</a>")
            }
            actions.append(context.actionButton("search", label: "Search every episode", key: "search series"))
            actions.append(context.actionButton("delete", label: "Delete…", style: "danger", key: "delete"))
        }
        let error = model.actionError.map { HTML("<p class=\"tone-problem\" role=\"alert\">\($0.message)</p>") }
        return """
            \(PosterImage.html(model.poster, context: context))<h1>\(heading)</h1>\(offline)<p class="muted">\(model.factLine ?? "")</p>\(error ?? .empty)
            <div class="actions">\(actions)</div>
            <dl class="facts">\(facts)</dl>
            \(model.overview.isEmpty ? .empty : HTML("<p class=\"overview\">\(model.overview)</p>"))
            <h2>Seasons</h2><ul class="rows">\(seasons)</ul>
            """
    }
}

/// A season: its episodes with their state.
@MainActor
enum SeasonPage {
    static func body(_ model: SeasonViewModel, context: PageContext) -> HTML {
        if let error = model.episodesState.error {
            return
                "<h1>\(context.title)</h1><p class=\"tone-problem\" role=\"alert\">\(error.message) \(error.suggestion)</p>"
        }
        let episodes = HTML.join(
            model.rows.map { episode in
                let href = context.href(
                    .episode(episode.number, season: model.seasonNumber, ofSeries: model.seriesId, on: context.server))
                let title: HTML =
                    href.map { "<a href=\"\($0)\">\(episode.number). \(episode.title)</a>" }
                    ?? "\(episode.number). \(episode.title)"
                return """
                    <li>\(title) <span class="when">\(episode.aired)</span> \(PageContext.status(episode.state))\
                    \(episode.monitored ? "" : " <span class=\"muted\">· not monitored</span>" as HTML)</li>
                    """
            })
        let empty: HTML =
            model.episodesState.isEmpty ? "<p class=\"muted\">This season has no episodes yet.</p>" : .empty
        var actions: [HTML] = []
        if context.visit.role == .admin {
            actions.append(context.actionButton("search", label: "Search the season", key: "search season"))
        }
        if let releases = context.href(
            .seasonReleases(model.seasonNumber, ofSeries: model.seriesId, on: context.server))
        {
            actions.append("<a class=\"button\" href=\"\(releases)\" data-key-action=\"season releases\">Releases…</a>")
        }
        let error = model.actionError.map { HTML("<p class=\"tone-problem\" role=\"alert\">\($0.message)</p>") }
        return """
            <h1>\(context.title)</h1><p class="muted">\(model.summary ?? "Loading…")</p>\(error ?? .empty)
            <div class="actions">\(actions)</div>
            <ul class="rows">\(episodes)</ul>\(empty)
            """
    }
}
