import Foundation
import ThriftwoodCore

/// Radarr's library: search, filter and sort by a form that works without the script, a page
/// of rows at a time (never the whole library in one page).
@MainActor
enum MoviesPage {
    /// Rows per page.
    static let pageSize = 100

    static func body(_ model: MoviesListViewModel, context: PageContext) -> HTML {
        apply(context.query, to: model)
        let options = model.options
        let visible = model.visible
        let pages = max(1, (visible.count + pageSize - 1) / pageSize)
        let page = min(max(1, Int(context.query["page"] ?? "") ?? 1), pages)
        let start = (page - 1) * pageSize
        let server = context.server
        let rows = HTML.join(
            visible[start..<min(visible.count, start + pageSize)].map { movie in
                let status = model.status(of: movie)
                let href = context.href(.movie(movie.id, on: server)) ?? context.here
                return """
                    <li><a href="\(href)"><span class="title">\(movie.title)</span> \
                    <span class="muted">\(movie.year > 0 ? String(movie.year) : "")</span></a> \
                    \(PageContext.status(status)) <span class="muted">\(Format.sizeOnDisk(movie.sizeOnDisk))\
                    \(movie.monitored ? "" : " · not monitored")</span></li>
                    """
            })
        let errors = HTML.join(
            [model.error, model.unreadable, model.cacheProblem].compactMap { $0 }.map { notice in
                HTML("<p class=\"tone-problem\" role=\"alert\">\(notice.message) \(notice.suggestion)</p>")
            })
        let empty: HTML =
            visible.isEmpty ? "<p class=\"muted\">\(model.hasLoaded ? "No movies match." : "Loading…")</p>" : .empty
        return """
            <h1>\(context.title)</h1>
            <form class="filters" method="get" action="\(context.here)">\
            <input type="search" name="q" value="\(model.searchText)" placeholder="Title, year…" aria-label="Search the library">\
            <select name="filter" aria-label="Show">\(choices(MovieFilter.allCases, chosen: options.filter, label: \.label))</select>\
            <select name="sort" aria-label="Sort by">\(choices(MovieSortKey.allCases, chosen: options.sort, label: \.label))</select>\
            <button type="submit">Show</button></form>
            <p class="muted">\(visible.count) of \(model.index.count) · \(model.freshness(now: context.now))</p>\(errors)
            <ul class="rows">\(rows)</ul>\(empty)\(pager(page: page, of: pages, context: context))
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

    private static func choices<Choice: RawRepresentable & Equatable>(
        _ all: [Choice], chosen: Choice, label: (Choice) -> String
    ) -> HTML where Choice.RawValue == String {
        HTML.join(
            all.map { choice in
                "<option value=\"\(choice.rawValue)\"\(choice == chosen ? " selected" : "")>\(label(choice))</option>"
            })
    }

    /// Links to the page before and after, keeping the search.
    private static func pager(page: Int, of pages: Int, context: PageContext) -> HTML {
        guard pages > 1 else { return .empty }
        func link(_ number: Int, _ text: String) -> HTML {
            var query = context.query
            query["page"] = String(number)
            let encoded = query.sorted { $0.key < $1.key }.map { key, value in
                "\(key)=\(value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")"
            }.joined(separator: "&")
            return "<a href=\"\(context.here)?\(encoded)\">\(text)</a>"
        }
        return """
            <nav class="pager" aria-label="Pages">\(page > 1 ? link(page - 1, "← Previous") : .empty)\
            <span>Page \(page) of \(pages)</span>\(page < pages ? link(page + 1, "Next →") : .empty)</nav>
            """
    }
}
