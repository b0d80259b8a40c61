import ThriftwoodCore

/// What every "add from a lookup" page shares: the lookup form, the results (one in the library
/// links to it; the others have an Add button for an admin), and what went wrong.
@MainActor
enum LookupPage {
    /// A result as the page lists it.
    struct Row {
        let title: String
        let overview: String
        /// Its screen when it is in the library already.
        let inLibrary: AppRoute?
        /// The field and value its Add button sends.
        let add: (field: String, value: String)
    }

    static func body(
        heading: String, term: String, placeholder: String, rows: [Row], problems: [ErrorNotice], nothing: String?,
        context: PageContext
    ) -> HTML {
        let items = HTML.join(
            rows.map { row in
                let action: HTML
                if let route = row.inLibrary {
                    action = context.href(route).map { "<a href=\"\($0)\">In the library</a>" } ?? .empty
                } else if context.visit.role == .admin {
                    action = context.actionButton("add", label: "Add…", fields: [row.add.field: row.add.value])
                } else {
                    action = .empty
                }
                let overview = row.overview.isEmpty ? HTML.empty : "<br><span class=\"muted\">\(row.overview)</span>"
                return "<li><span class=\"title\">\(row.title)</span> \(action)\(overview)</li>" as HTML
            })
        let alerts = HTML.join(
            problems.map { HTML("<p class=\"tone-problem\" role=\"alert\">\($0.message) \($0.suggestion)</p>") })
        let empty: HTML = nothing.map { "<p class=\"muted\">\($0)</p>" } ?? .empty
        return """
            <h1>\(heading)</h1>
            <form class="filters" method="get" action="\(context.here)"><input type="search" name="q" \
            value="\(term)" placeholder="\(placeholder)" aria-label="\(heading)">\
            <button type="submit">Look up</button></form>\(alerts)
            <ul class="rows">\(items)</ul>\(empty)
            """
    }
}
