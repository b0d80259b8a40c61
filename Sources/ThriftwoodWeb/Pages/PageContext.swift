import Foundation
import ThriftwoodCore
import ThriftwoodNavigation

/// What a page needs besides its view model: links, the session's form token, the role, the time.
@MainActor
struct PageContext {
    let coordinator: AppCoordinator
    let basePath: String
    let visit: Visit
    let query: [String: String]
    let now: Date
    /// The ids pictures are served under.
    let pictures: PictureTokens
    /// Whether the address named no screen: the page is "No such page", not the last one shown.
    var notFound = false

    /// The visible screen's title.
    var title: String { notFound ? "No such page" : coordinator.breadcrumb.last ?? "Home" }

    /// The path of the visible screen, from the base path.
    var here: String { coordinator.link(of: coordinator.navigator.state.path).map(path(ofLink:)) ?? basePath + "/" }

    /// The server (slug) of the visible screen, nil for the app's own screens or a kind's first server.
    var server: String? { coordinator.navigator.state.visibleRoute?.server }

    /// The path of the page `route` opens from this one; nil when it has no page, or when it is
    /// an admin's and the visitor is not (a link that would only answer 403 is not offered).
    func href(_ route: AppRoute) -> String? {
        guard mayOpen(route) else { return nil }
        return coordinator.link(opening: route).map(path(ofLink:))
    }

    /// Whether the visitor may run `action` on the visible screen: a control it may not use is
    /// not drawn (it would only answer "ask an admin").
    func mayRun(_ action: String) -> Bool {
        WebActions.allows(action, on: coordinator.visibleModel, role: visit.role)
    }

    /// Whether the visitor may open `route` (logs, backups and server settings are an admin's).
    func mayOpen(_ route: AppRoute) -> Bool {
        isAdmin || !route.isForAdmins
    }

    /// A `thriftwood://` link as this site's path.
    func path(ofLink link: String) -> String {
        let bare = link.hasPrefix("thriftwood://") ? String(link.dropFirst("thriftwood://".count)) : link
        return basePath + "/" + bare
    }

    /// The address of everything shown, a sheet included: where a form on a sheet posts back to.
    var shown: String { coordinator.shownLink.map(path(ofLink:)) ?? here }

    /// The address of this page's live stream.
    var liveAddress: String {
        let query = self.query.sorted { $0.key < $1.key }.map { key, value in
            "\(key)=\(value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")"
        }
        let page = here + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
        return asset("live") + "?at=" + (page.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
    }

    /// The path of one of the site's own files.
    func asset(_ name: String) -> String { basePath + "/_/" + name }

    /// The breadcrumb: each screen on the stack with its page's path.
    var crumbs: [(title: String, href: String)] {
        let path = notFound ? [] : coordinator.navigator.state.path
        var result: [(String, String)] = [("Home", basePath + "/")]
        if notFound { result.append(("No such page", here)) }
        for depth in path.indices {
            let stack = Array(path[...depth])
            let href = coordinator.link(of: stack).map(path(ofLink:)) ?? basePath + "/"
            result.append((coordinator.title(of: path[depth]), href))
        }
        return result
    }

    /// A button that POSTs `action` for this page, with the session's token.
    func actionButton(
        _ action: String, label: String, fields: [String: String] = [:], style: String = "", key: String? = nil
    ) -> HTML {
        guard mayRun(action) else { return .empty }
        let hidden = fields.sorted { $0.key < $1.key }.map { field in
            HTML("<input type=\"hidden\" name=\"\(field.key)\" value=\"\(field.value)\">")
        }
        return """
            <form method="post" action="\(asset("do"))" class="inline"><input type="hidden" name="csrf" \
            value="\(visit.session.csrfToken)"><input type="hidden" name="at" value="\(shown)">\
            <input type="hidden" name="action" value="\(action)">\(hidden)<button type="submit" \
            class="\(style)"\(key.map { HTML(" data-key-action=\"\($0)\"") } ?? .empty)>\(label)</button></form>
            """
    }

    /// The tone's class name for colouring a status.
    static func tone(_ tone: StatusTone) -> String {
        switch tone {
        case .neutral: "tone-neutral"
        case .good: "tone-good"
        case .attention: "tone-attention"
        case .problem: "tone-problem"
        case .quiet: "tone-quiet"
        }
    }

    /// A screen whose subject has not loaded: why it could not be read, or that it is loading.
    func notLoaded(_ error: ErrorNotice?, heading: String? = nil) -> HTML {
        let title = heading ?? self.title
        guard let error else { return "<h1>\(title)</h1><p class=\"muted\">Loading…</p>" }
        return "<h1>\(title)</h1><p class=\"tone-problem\" role=\"alert\">\(error.message) \(error.suggestion)</p>"
    }

    /// A status as a labelled span.
    static func status(_ label: StatusLabel) -> HTML {
        "<span class=\"status \(tone(label.tone))\">\(label.text)</span>"
    }
}
