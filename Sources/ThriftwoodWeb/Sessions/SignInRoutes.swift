import Foundation
import Hummingbird
import Logging
import ThriftwoodCore

/// Signing in and out: a name and password checked against the user directory (slowed, then
/// locked, after failures), a new session on success (the old cookie is worth nothing after),
/// and back to where the person was.
struct SignInRoutes {
    let site: WebSite

    func add(to group: RouterGroup<WebRequestContext>) {
        group.get("_/signin") { request, context in try await form(request, context: context) }
        group.post("_/signin") { request, context in try await signIn(request, context: context) }
        group.post("_/signout") { request, context in try await signOut(request, context: context) }
        group.get("_/account") { _, context in account(context) }
    }

    private func form(_ request: Request, context: WebRequestContext) async throws -> Response {
        guard let visit = context.visit else { return WebResponse.text("No session.", status: .internalServerError) }
        if visit.user != nil || visit.admitted { return WebResponse.redirect(to: site.options.basePath + "/") }
        let next = request.uri.queryParameters["next"].map(String.init)
        return WebResponse.page(
            SignInPage.page(visit: visit, next: next, problem: nil, basePath: site.options.basePath))
    }

    private func signIn(_ request: Request, context: WebRequestContext) async throws -> Response {
        let fields = try await FormPost.read(request, context: context)
        guard let visit = context.visit else { return WebResponse.text("No session.", status: .internalServerError) }
        let name = (fields["name"] ?? "").trimmingCharacters(in: .whitespaces)
        let password = fields["password"] ?? ""
        let next = fields["next"]
        let basePath = site.options.basePath
        func again(_ problem: String, status: HTTPResponse.Status) -> Response {
            WebResponse.page(
                SignInPage.page(visit: visit, next: next, problem: problem, basePath: basePath), status: status)
        }
        switch try await site.throttle.verdict(name: name, address: context.client) {
        case .locked(let until):
            site.logger.warning("sign-in refused for \(name) from \(context.client): locked after failures")
            let minutes = max(1, Int(clamping: (until.timeIntervalSinceNow / 60).rounded(.up)))
            return again(
                "Too many failed sign-ins for this name or from this address. Try again in \(minutes) minutes.",
                status: .tooManyRequests)
        case .proceed(let wait):
            if wait > .zero { try await Task.sleep(for: wait) }
        }
        let user = try await site.users.verify(name: name, password: password)
        try await site.throttle.record(name: name, address: context.client, succeeded: user != nil)
        guard let user else {
            site.logger.warning("sign-in failed for \(name) from \(context.client)")
            return again("That name and password do not match.", status: .unauthorized)
        }
        site.logger.notice("\(user.name) signed in from \(context.client)")
        // A new session: a cookie planted before signing in signs nobody in.
        try await site.sessions.end(visit.token)
        await site.frontEnd.forget(visit)
        let (token, _) = try await site.sessions.begin(for: user.name)
        let place = try await site.sessions.lastPlace(of: user.name)
        let target = FormPost.localPath(next ?? place, basePath: basePath, fallback: basePath + "/")
        var response = WebResponse.redirect(to: target)
        response.setCookie(site.cookie.make(token, secure: context.secure))
        return response
    }

    private func signOut(_ request: Request, context: WebRequestContext) async throws -> Response {
        let fields = try await FormPost.read(request, context: context)
        guard let visit = context.visit else { return WebResponse.text("No session.", status: .internalServerError) }
        if let name = visit.user?.name, fields["everywhere"] != nil {
            try await site.sessions.endAll(of: name)
        } else {
            try await site.sessions.end(visit.token)
        }
        await site.frontEnd.forget(visit)
        site.logger.notice("\(visit.user?.name ?? "a browser") signed out")
        var response = WebResponse.redirect(to: site.options.basePath + "/_/signin")
        response.setCookie(site.cookie.expired(secure: context.secure))
        return response
    }
}

extension SignInRoutes {
    /// Who is signed in, with signing out here or everywhere.
    fileprivate func account(_ context: WebRequestContext) -> Response {
        guard let visit = context.visit, let user = visit.user else {
            return WebResponse.redirect(to: site.options.basePath + "/_/signin")
        }
        let base = site.options.basePath
        return WebResponse.page(
            PageLayout.frame(title: "Your account", theme: .system, context: nil, basePath: base) {
                """
                <main class="signin" id="main"><h1>\(user.name)</h1><p class="muted">\(user.role.label)</p>
                <form method="post" action="\(base)/_/signout">\
                <input type="hidden" name="csrf" value="\(visit.session.csrfToken)">\
                <button type="submit">Sign out</button>\
                <button type="submit" name="everywhere" value="1" class="danger">Sign out everywhere</button></form>
                <p><a href="\(base)/">Back to Home</a></p></main>
                """
            })
    }
}

/// The sign-in page.
enum SignInPage {
    static func page(visit: Visit, next: String?, problem: String?, basePath: String) -> HTML {
        let alert = problem.map { HTML("<p class=\"tone-problem\" role=\"alert\">\($0)</p>") } ?? .empty
        let nextField = next.map { HTML("<input type=\"hidden\" name=\"next\" value=\"\($0)\">") } ?? .empty
        return PageLayout.frame(title: "Sign in", theme: .system, context: nil, basePath: basePath) {
            """
            <main class="signin"><h1>Thriftwood</h1>\(alert)
            <form method="post" action="\(basePath)/_/signin">\
            <input type="hidden" name="csrf" value="\(visit.session.csrfToken)">\(nextField)\
            <label>Name <input name="name" autocomplete="username" required autofocus></label>\
            <label>Password <input name="password" type="password" autocomplete="current-password" required></label>\
            <button type="submit">Sign in</button></form></main>
            """
        }
    }
}
