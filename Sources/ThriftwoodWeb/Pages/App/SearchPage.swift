import Foundation
import ThriftwoodCore

/// Search everywhere: every library's matches, then — when asked — what each server could add.
@MainActor
enum SearchPage {
    /// Takes the page's query into the search, and looks it up on the servers when asked.
    static func prepare(_ model: SearchEverywhereViewModel, context: PageContext) async {
        let query = context.query["q"] ?? ""
        if model.query != query { model.query = query }
        if context.query["lookup"] != nil, model.lookups.isEmpty { await model.lookUp() }
    }

    static func body(_ model: SearchEverywhereViewModel, context: PageContext) -> HTML {
        // A household member cannot add to a library: the lookups' "add…" hits are an admin's.
        let shownHits = context.isAdmin ? model.hits : model.hits.filter { !$0.isAddition }
        let hits = HTML.join(
            shownHits.map { hit in
                let title: HTML =
                    context.href(hit.route).map { "<a href=\"\($0)\"><span class=\"title\">\(hit.title)</span></a>" }
                    ?? "<span class=\"title\">\(hit.title)</span>"
                return
                    "<li>\(title) <span class=\"muted\">\(hit.label)</span> <span class=\"tag\">\(hit.source.name)</span></li>"
            })
        let failures = HTML.join(
            model.lookupFailures.map {
                HTML("<p class=\"tone-problem\" role=\"alert\">\($0.server.name): \($0.notice.message)</p>")
            })
        let asked = !model.lookups.isEmpty
        let term = model.query.trimmingCharacters(in: .whitespaces)
        let lookUp: HTML =
            term.isEmpty || asked
            ? .empty
            : """
            <form method="get" action="\(context.here)"><input type="hidden" name="q" value="\(model.query)">\
            <input type="hidden" name="lookup" value="1"><button type="submit">Look it up on each service</button></form>
            """
        let empty: HTML =
            shownHits.isEmpty && !term.isEmpty
            ? (asked
                ? "<p class=\"muted\">\(model.emptyMessage)</p>"
                : "<p class=\"muted\">Nothing in your libraries matches.</p>")
            : .empty
        return """
            <h1>Search everywhere</h1>
            <form class="filters" method="get" action="\(context.here)" role="search">\
            <input type="search" name="q" value="\(model.query)" placeholder="A title in any library" \
            aria-label="Search everywhere"><button type="submit">Search</button></form>
            \(failures)<ul class="rows">\(hits)</ul>\(empty)\(lookUp)
            """
    }
}
