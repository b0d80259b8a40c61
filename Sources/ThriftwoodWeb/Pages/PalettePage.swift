import Hummingbird
import ThriftwoodCore

/// The palette in the browser (Ctrl-K, or the app's palette key): one box over every screen,
/// every title of every server and the profiles, ranked as the app ranks them; each result a
/// link (a profile, a button that switches to it). Works without script: the box is a form.
struct PaletteRoutes: Sendable {
    let site: WebSite

    func add(to group: RouterGroup<WebRequestContext>) {
        group.get("_/palette") { request, context in await page(request, context: context) }
        group.post("_/palette") { request, context in try await choose(request, context: context) }
    }

    private var base: String { site.options.basePath }

    private func page(_ request: Request, context: WebRequestContext) async -> Response {
        guard let visit = context.visit, visit.admitted else { return WebResponse.redirect(to: base + "/_/signin") }
        let query = request.uri.queryParameters["q"].map(String.init) ?? ""
        let (items, problem) = await site.frontEnd.palette(query: query, visit: visit)
        return WebResponse.page(
            PalettePage.page(items, query: query, problem: problem, visit: visit, basePath: base))
    }

    private func choose(_ request: Request, context: WebRequestContext) async throws -> Response {
        let fields = try await FormPost.read(request, context: context)
        guard let visit = context.visit, visit.admitted else { return WebResponse.redirect(to: base + "/_/signin") }
        guard visit.role == .admin else {
            return WebResponse.page(
                ForbiddenPage.page(WebActions.refusalForHousehold, back: base + "/_/palette", basePath: base),
                status: .forbidden)
        }
        _ = await site.frontEnd.switchProfile(named: fields["profile"] ?? "", visit: visit)
        return WebResponse.redirect(to: base + "/")
    }
}

/// The palette's page: the box, then the results.
enum PalettePage {
    static func page(_ items: [PaletteItem], query: String, problem: String?, visit: Visit, basePath: String) -> HTML {
        let rows = HTML.join(
            items.map { item in
                let detail = [item.kind.label, item.detail].filter { !$0.isEmpty }.joined(separator: " · ")
                switch item.target {
                case .link(let link):
                    let bare = link.hasPrefix("thriftwood://") ? String(link.dropFirst("thriftwood://".count)) : link
                    return """
                        <li><a href="\(basePath)/\(bare)">\(item.title) <span class="muted">\(detail)</span></a></li>
                        """ as HTML
                case .profile(let name):
                    guard visit.role == .admin else { return HTML.empty }
                    return """
                        <li><form method="post" action="\(basePath)/_/palette" class="inline">\
                        <input type="hidden" name="csrf" value="\(visit.session.csrfToken)">\
                        <input type="hidden" name="profile" value="\(name)"><button type="submit">Use the profile \
                        \(item.title)</button></form></li>
                        """ as HTML
                case .key: return HTML.empty
                }
            })
        return PageLayout.frame(title: "Go to", theme: .system, context: nil, basePath: basePath) {
            """
            <main id="main" class="palette"><h1>Go to</h1>\
            <form method="get" action="\(basePath)/_/palette" role="search"><input type="search" name="q" \
            value="\(query)" placeholder="A screen, a title, a profile" aria-label="Go to" autofocus autocomplete="off"></form>\
            \(problem.map { HTML("<p class=\"tone-attention\">\($0)</p>") } ?? .empty)<ul class="rows">\(rows)</ul>\
            \(items.isEmpty ? HTML("<p class=\"muted\">Nothing matches.</p>") : .empty)\
            <p><a href="\(basePath)/">Back to Home</a></p></main>
            """
        }
    }
}
