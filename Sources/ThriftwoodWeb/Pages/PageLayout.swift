import ThriftwoodCore

/// The frame around every page: head, header with the breadcrumb, search and sign-out, the
/// notice line, the page's body.
@MainActor
enum PageLayout {
    static func page(title: String, body: HTML, live: Bool, keys: Keymap, context: PageContext) -> HTML {
        let crumbs = context.crumbs
        let trail = HTML.join(
            crumbs.enumerated().map { index, crumb in
                index == crumbs.count - 1
                    ? "<li aria-current=\"page\">\(crumb.title)</li>"
                    : "<li><a href=\"\(crumb.href)\">\(crumb.title)</a></li>"
            })
        let notice = context.coordinator.notice.map { HTML("<p class=\"notice\" role=\"status\">\($0)</p>") } ?? .empty
        return frame(title: title, theme: context.coordinator.preferences.theme, context: context, keys: keys) {
            """
            <a class="skip" href="#main">Skip to the page</a>\
            <header class="top"><a class="brand" href="\(context.basePath)/">Thriftwood</a>\
            <form class="search" method="get" action="\(context.basePath)/search" role="search">\
            <input type="search" name="q" placeholder="Search" aria-label="Search everywhere"></form>\
            <a class="go" href="\(context.asset("palette"))" data-key-action="palette" title="Go to (Ctrl-K)">Go to</a>\
            \(account(context))</header>
            <nav class="crumbs" aria-label="Where you are"><ol>\(trail)</ol></nav>
            \(notice)<main id="main" tabindex="-1"\(live ? HTML(" data-live=\"\(context.liveAddress)\"") : .empty)>\(body)</main>
            <div class="toasts" role="status" aria-live="polite" data-toasts="\(context.asset("toasts"))"></div>
            """
        }
    }

    /// The document around `content`, also used by the sign-in page.
    nonisolated static func frame(
        title: String, theme: Theme, context: PageContext?, basePath: String? = nil, keys: Keymap? = nil,
        content: () -> HTML
    )
        -> HTML
    {
        let base = context?.basePath ?? basePath ?? ""
        let themeAttribute: HTML =
            switch theme {
            case .dark: " data-theme=\"dark\""
            case .light, .monochrome: " data-theme=\"light\""
            case .system: ""
            }
        return """
            <!doctype html>
            <html lang="en"\(themeAttribute)><head><meta charset="utf-8">\
            <meta name="viewport" content="width=device-width, initial-scale=1">\
            <title>\(title) · Thriftwood</title>\
            <link rel="stylesheet" href="\(base)/_/style.css">\
            <link rel="manifest" href="\(base)/_/manifest.webmanifest">\
            <link rel="icon" href="\(base)/_/icon.svg" type="image/svg+xml">\
            <meta name="theme-color" content="#2f6f4f">\
            <script src="\(base)/_/app.js" defer></script></head>
            <body\(keys.map { HTML(" data-keys=\"\(WebKeys.attribute($0))\"") } ?? .empty)>\(content())</body></html>
            """
    }

    private static func account(_ context: PageContext) -> HTML {
        guard let user = context.visit.user else { return .empty }
        return "<a class=\"account\" href=\"\(context.asset("account"))\" title=\"Your account\">\(user.name)</a>"
    }
}
