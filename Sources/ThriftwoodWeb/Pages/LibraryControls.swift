import Foundation

/// What every library page shares: the search, show and sort form (it works without the
/// script), and a page of rows at a time with links to the pages around it.
@MainActor
enum LibraryControls {
    /// Rows per page: a library of 10,000 is never one page.
    static let pageSize = 100

    /// A choice in a select: its value and its label.
    typealias Choice = (value: String, label: String)

    /// The form: search text, what to show, the order.
    static func form(
        search: String, placeholder: String, filters: [Choice], filter: String, sorts: [Choice], sort: String,
        context: PageContext
    ) -> HTML {
        """
        <form class="filters" method="get" action="\(context.here)">\
        <input type="search" name="q" value="\(search)" placeholder="\(placeholder)" aria-label="Search the library">\
        <select name="filter" aria-label="Show">\(options(filters, chosen: filter))</select>\
        <select name="sort" aria-label="Sort by">\(options(sorts, chosen: sort))</select>\
        \(isGrid(context) ? HTML("<input type=\"hidden\" name=\"view\" value=\"grid\">") : .empty)\
        <button type="submit">Show</button></form>
        """
    }

    private static func options(_ choices: [Choice], chosen: String) -> HTML {
        HTML.join(
            choices.map { choice in
                "<option value=\"\(choice.value)\"\(choice.value == chosen ? HTML(" selected") : .empty)>\(choice.label)</option>"
            })
    }

    /// Whether the page shows the library as a grid of posters (`?view=grid`) rather than rows.
    static func isGrid(_ context: PageContext) -> Bool { context.query["view"] == "grid" }

    /// The link that switches between rows and posters, keeping the search, filter and sort.
    static func layoutSwitch(context: PageContext, pictures: Bool) -> HTML {
        guard pictures else { return .empty }
        var query = context.query
        query["page"] = nil
        query["view"] = isGrid(context) ? nil : "grid"
        let label = isGrid(context) ? "Rows" : "Posters"
        let address = query.isEmpty ? context.here : context.here + "?" + FormPost.encode(query)
        return "<p><a class=\"button\" href=\"\(address)\">\(label)</a></p>"
    }

    /// The rows of the page the query asks for, the page's number and how many pages there are.
    static func page<Row>(_ rows: [Row], context: PageContext) -> (rows: ArraySlice<Row>, page: Int, pages: Int) {
        let pages = max(1, (rows.count + pageSize - 1) / pageSize)
        let page = min(max(1, Int(context.query["page"] ?? "") ?? 1), pages)
        let start = (page - 1) * pageSize
        return (rows[start..<min(rows.count, start + pageSize)], page, pages)
    }

    /// Links to the page before and after, keeping the search.
    static func pager(page: Int, of pages: Int, context: PageContext) -> HTML {
        guard pages > 1 else { return .empty }
        func link(_ number: Int, _ text: String) -> HTML {
            var query = context.query
            query["page"] = String(number)
            return "<a href=\"\(context.here)?\(FormPost.encode(query))\">\(text)</a>"
        }
        return """
            <nav class="pager" aria-label="Pages">\(page > 1 ? link(page - 1, "← Previous") : .empty)\
            <span>Page \(page) of \(pages)</span>\(page < pages ? link(page + 1, "Next →") : .empty)</nav>
            """
    }
}
