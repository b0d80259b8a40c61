import Foundation
import ThriftwoodCore

/// Radarr's library: search, filter and sort by the page's query, a page of rows at a time.
@MainActor
enum MoviesPage {
    static func body(_ model: MoviesListViewModel, context: PageContext) -> HTML {
        apply(context.query, to: model)
        let options = model.options
        let visible = Array(model.visible)
        let (shown, page, pages) = LibraryControls.page(visible, context: context)
        let marked = model.marked
        let grid = LibraryControls.isGrid(context) && model.posterRef != nil
        let rows = HTML.join(
            shown.map { movie in
                let href = context.href(.movie(movie.id, on: context.server)) ?? context.here
                let mark = BulkForm.mark(
                    id: movie.id, title: movie.title, marked: marked.contains(movie.id), context: context)
                let poster = model.posterRef?(movie.id)
                if grid {
                    return """
                        <li class="poster-tile">\(mark)<a href="\(href)">\(PosterImage.tile(poster, context: context))\
                        <span class="title">\(movie.title)</span></a>\(PageContext.status(model.status(of: movie)))</li>
                        """
                }
                return """
                    <li>\(mark)<a href="\(href)">\(PosterImage.thumb(poster, context: context))\
                    <span class="title">\(movie.title)</span> \
                    <span class="muted">\(movie.year > 0 ? String(movie.year) : "")</span></a> \
                    \(PageContext.status(model.status(of: movie))) <span class="muted">\(Format.sizeOnDisk(movie.sizeOnDisk))\
                    \(movie.monitored ? "" : " · not monitored")</span></li>
                    """
            })
        let errors = HTML.join(
            model.notices.map { notice in
                HTML("<p class=\"tone-problem\" role=\"alert\">\(notice.message) \(notice.suggestion)</p>")
            })
        let empty: HTML =
            visible.isEmpty ? "<p class=\"muted\">\(model.hasLoaded ? "No movies match." : "Loading…")</p>" : .empty
        let form = LibraryControls.form(
            search: model.searchText, placeholder: "Title, year…",
            filters: MovieFilter.allCases.map { ($0.rawValue, $0.label) }, filter: options.filter.rawValue,
            sorts: MovieSortKey.allCases.map { ($0.rawValue, $0.label) }, sort: options.sort.rawValue, context: context)
        let add: HTML =
            context.href(.radarr(.addMovie(query: nil), server: context.server)).map {
                "<p><a class=\"button\" href=\"\($0)\" data-key-action=\"add\">Add a movie…</a></p>"
            } ?? .empty
        return """
            <h1>\(context.title)</h1>\(add)\(form)\(LibraryControls.layoutSwitch(context: context, pictures: model.posterRef != nil))
            <p class="muted">\(visible.count) of \(model.index.count) · \(model.freshness(now: context.now))</p>\(errors)
            <form method="post" action="\(context.asset("do"))" class="bulk">\
            \(BulkForm.bar(model, context: context, shown: shown.map(\.id)))\
            <ul class="\(grid ? "grid" : "rows")">\(rows)</ul></form>\
            \(empty)\(LibraryControls.pager(page: page, of: pages, context: context))
            """
    }

    /// Sets the list's search, filter and sort from the page's query.
    private static func apply(_ query: [String: String], to model: MoviesListViewModel) {
        let search = query["q"] ?? ""
        if model.searchText != search { model.searchText = search }
        var options = model.options
        if let filter = query["filter"].flatMap(MovieFilter.init(rawValue:)) { options.filter = filter }
        if let sort = query["sort"].flatMap(MovieSortKey.init(rawValue:)) { options.sort = sort }
        if options != model.options { model.options = options }
    }
}
