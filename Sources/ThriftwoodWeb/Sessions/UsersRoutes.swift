import Foundation
import Hummingbird
import Logging
import ThriftwoodCore

/// Users and roles, an admin's page: who may sign in and as what; add one, set a password
/// (signing them out everywhere), remove one after the question naming them. A household user
/// gets a 403 page in words; nobody removes themselves.
struct UsersRoutes: Sendable {
    let site: WebSite

    func add(to group: RouterGroup<WebRequestContext>) {
        group.get("_/users") { request, context in try await page(request, context: context) }
        group.post("_/users") { request, context in try await change(request, context: context) }
    }

    private var base: String { site.options.basePath }

    /// The signed-in admin's visit, nil for anyone else.
    private func adminVisit(_ context: WebRequestContext) -> Visit? {
        guard let visit = context.visit, visit.admitted, visit.role == .admin else { return nil }
        return visit
    }

    /// The answer to anyone but an admin: the way to sign in, or a 403 page in words.
    private func refusal(_ context: WebRequestContext) -> Response {
        guard let visit = context.visit, visit.admitted else { return WebResponse.redirect(to: base + "/_/signin") }
        return WebResponse.page(
            ForbiddenPage.page("Only an admin of this Thriftwood manages its users.", back: base + "/", basePath: base),
            status: .forbidden)
    }

    private func page(_ request: Request, context: WebRequestContext) async throws -> Response {
        guard let visit = adminVisit(context) else { return refusal(context) }
        var query: [String: String] = [:]
        for (key, value) in request.uri.queryParameters { query[String(key)] = String(value) }
        if let name = query["remove"] {
            return WebResponse.page(UsersPage.removal(name, visit: visit, basePath: base))
        }
        let users = try await site.users.users()
        return WebResponse.page(
            UsersPage.page(users, visit: visit, message: query["done"], problem: query["problem"], basePath: base))
    }

    private func change(_ request: Request, context: WebRequestContext) async throws -> Response {
        let fields = try await FormPost.read(request, context: context)
        guard let visit = adminVisit(context) else { return refusal(context) }
        let outcome = await apply(fields, by: visit)
        site.logger.notice("\(visit.user?.name ?? "an admin") changed users: \(outcome.done ?? outcome.problem ?? "")")
        let query = outcome.done.map { ["done": $0] } ?? outcome.problem.map { ["problem": $0] } ?? [:]
        return WebResponse.redirect(to: base + "/_/users?" + FormPost.encode(query))
    }
}

extension UsersRoutes {
    /// Runs the form's change; what it did, or why not, in words.
    fileprivate func apply(_ fields: [String: String], by visit: Visit) async -> (done: String?, problem: String?) {
        let name = (fields["name"] ?? "").trimmingCharacters(in: .whitespaces)
        let isYou = name.caseInsensitiveCompare(visit.user?.name ?? "") == .orderedSame
        do {
            switch fields["action"] {
            case "add":
                let role = HouseholdRole(rawValue: fields["role"] ?? "") ?? .household
                try await site.users.add(name: name, password: fields["password"] ?? "", role: role)
                return ("Added \(name) (\(role.rawValue))", nil)
            case "password":
                try await site.users.setPassword(of: name, to: fields["password"] ?? "")
                return ("Set \(name)'s password; they are signed out everywhere", nil)
            case "seerr":
                let text = (fields["seerrUser"] ?? "").trimmingCharacters(in: .whitespaces)
                guard text.isEmpty || Int(text).map({ $0 > 0 }) == true else {
                    return (nil, "A Seerr user is its number in Seerr (Users → the user's page), like 4.")
                }
                try await site.users.linkSeerrUser(of: name, to: Int(text))
                return (text.isEmpty ? "\(name) has no Seerr user now" : "\(name) requests as Seerr user \(text)", nil)
            case "remove" where isYou:
                return (nil, "You cannot remove yourself; another admin can.")
            case "remove" where fields["confirmed"] == "yes":
                try await site.users.remove(name)
                return ("Removed \(name); they are signed out everywhere", nil)
            default:
                return (nil, "Nothing was changed.")
            }
        } catch {
            if case .invalid(let problems) = error { return (nil, problems.values.sorted().joined(separator: " ")) }
            return (nil, ErrorNotice(error).message)
        }
    }
}

/// The users page and the question before removing one.
enum UsersPage {
    static func page(
        _ users: [HouseholdUser], visit: Visit, message: String?, problem: String?, basePath: String
    ) -> HTML {
        let token = HTML("<input type=\"hidden\" name=\"csrf\" value=\"\(visit.session.csrfToken)\">")
        let rows = HTML.join(
            users.map { user in
                let isYou = user.name.caseInsensitiveCompare(visit.user?.name ?? "") == .orderedSame
                let remove: HTML =
                    isYou
                    ? "<span class=\"muted\">(you)</span>"
                    : "<a class=\"button\" href=\"\(basePath)/_/users?\(FormPost.encode(["remove": user.name]))\">Remove…</a>"
                return """
                    <li><span class="title">\(user.name)</span> <span class="muted">\(user.role.label)</span> \(remove)\
                    <form method="post" action="\(basePath)/_/users" class="line-form">\(token)\
                    <input type="hidden" name="action" value="password"><input type="hidden" name="name" value="\(user.name)">\
                    <label><span>New password for \(user.name)</span><input type="password" name="password" \
                    autocomplete="new-password" minlength="\(SignInRules.minimumPasswordLength)"></label>\
                    <button type="submit">Set</button></form>\
                    <form method="post" action="\(basePath)/_/users" class="line-form">\(token)\
                    <input type="hidden" name="action" value="seerr"><input type="hidden" name="name" value="\(user.name)">\
                    <label><span>\(SeerrLink.words(user))</span><input type="text" inputmode="numeric" \
                    name="seerrUser" value="\(user.seerrUserId.map(String.init) ?? "")"></label>\
                    <button type="submit">Link</button></form></li>
                    """ as HTML
            })
        let roles = HTML.join(
            HouseholdRole.allCases.map { "<option value=\"\($0.rawValue)\">\($0.label)</option>" as HTML })
        let done = message.map { HTML("<p class=\"tone-good\" role=\"status\">✓ \($0)</p>") } ?? .empty
        let alert = problem.map { HTML("<p class=\"tone-problem\" role=\"alert\">\($0)</p>") } ?? .empty
        return PageLayout.frame(title: "Users", theme: .system, context: nil, basePath: basePath) {
            """
            <main id="main"><h1>Users</h1>\(done)\(alert)<ul class="rows">\(rows)</ul>
            <h2>Add a user</h2><form method="post" action="\(basePath)/_/users" class="edit">\(token)\
            <input type="hidden" name="action" value="add"><label>Name <input name="name" required autocomplete="off"></label>\
            <label>Password (at least \(SignInRules.minimumPasswordLength) characters) <input type="password" \
            name="password" autocomplete="new-password" required></label><label>Role <select name="role">\(roles)</select></label>\
            <button type="submit">Add</button></form><p><a href="\(basePath)/settings">Back to Settings</a></p></main>
            """
        }
    }

    static func removal(_ name: String, visit: Visit, basePath: String) -> HTML {
        PageLayout.frame(title: "Remove", theme: .system, context: nil, basePath: basePath) {
            """
            <main class="confirm" id="main"><h1>Remove</h1><p>Remove the user \(name)? They are signed out \
            everywhere and can no longer sign in.</p><form method="post" action="\(basePath)/_/users">\
            <input type="hidden" name="csrf" value="\(visit.session.csrfToken)"><input type="hidden" name="action" \
            value="remove"><input type="hidden" name="name" value="\(name)"><input type="hidden" name="confirmed" \
            value="yes"><div class="actions"><button type="submit" class="danger">Remove</button>\
            <a class="cancel" href="\(basePath)/_/users">Cancel</a></div></form></main>
            """
        }
    }
}
