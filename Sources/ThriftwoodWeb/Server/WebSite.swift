import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdTLS
import Logging
import NIOCore
import NIOSSL
import ThriftwoodCore

/// `thriftwood serve`'s site: the router with its protections in order (headers on everything,
/// the Host check, same-origin changes, the session), the site's own files, sign-in, and a page
/// for every route's link.
public struct WebSite: Sendable {
    let options: WebOptions
    let frontEnd: WebFrontEnd
    let users: UserDirectory
    let sessions: SignInSessions
    let throttle: SignInThrottle
    let logger: Logger
    /// Takes what servers push to `/hooks/<slug>`; nil: the site takes no pushes.
    let hooks: WebhookIntake?
    /// What is stored as it is stored, which wakes the pages' toasts; nil: they look every tick.
    let feed: EventFeed?
    let hookLimit = HookRateLimit()
    let hookReplays = HookReplays()
    /// The port actually bound (the option's, or the one the system chose for 0).
    let boundPort: BoundPort

    /// Creates the site over the app's database and `frontEnd`.
    public init(
        options: WebOptions, frontEnd: WebFrontEnd, users: UserDirectory, sessions: SignInSessions,
        throttle: SignInThrottle, logger: Logger, hooks: WebhookIntake? = nil, feed: EventFeed? = nil
    ) {
        self.hooks = hooks
        self.feed = feed
        self.options = options
        self.frontEnd = frontEnd
        self.users = users
        self.sessions = sessions
        self.throttle = throttle
        self.logger = logger
        boundPort = BoundPort(options.port)
    }

    /// Why the site may not start as configured (listening beyond this machine with nobody to
    /// sign in), or nil.
    public func refusal() async throws(CoreError) -> String? {
        guard !options.isLoopback, try await !users.hasUsers() else { return nil }
        return "Listening on \(options.host) would let anyone on the network in, and nobody can sign in yet. "
            + "Add a user first (thriftwood users add NAME --password-file FILE), or listen on 127.0.0.1."
    }

    /// The router, for `application` and for tests.
    public func router() -> Router<WebRequestContext> {
        let router = Router(context: WebRequestContext.self)
        router.add(middleware: FormQueryMiddleware())
        router.add(middleware: SecurityHeadersMiddleware(strictTransport: options.tls != nil))
        router.add(middleware: DeclaredLengthMiddleware())
        router.add(middleware: ForwardedMiddleware(trust: ProxyTrust(options: options), direct: options.tls != nil))
        if let hooks {
            // Before the browser's checks: a server pushing has no session, cookie or Origin, and
            // may know the site by any address; its secret is its check.
            let group = options.basePath.isEmpty ? router.group() : router.group(RouterPath(options.basePath))
            HookRoutes(intake: hooks, limit: hookLimit, replays: hookReplays, logger: logger).add(to: group)
        }
        let hosts = HostCheckMiddleware(options: options, port: boundPort)
        router.add(middleware: hosts)
        router.add(middleware: SameOriginMiddleware(hosts: hosts))
        router.add(middleware: SessionMiddleware(sessions: sessions, users: users, cookie: cookie))
        let site = options.basePath.isEmpty ? router.group() : router.group(RouterPath(options.basePath))
        SiteAssets.add(to: site)
        SignInRoutes(site: self).add(to: site)
        UsersRoutes(site: self).add(to: site)
        PaletteRoutes(site: self).add(to: site)
        LiveStream(site: self).add(to: site)
        ToastStream(site: self).add(to: site)
        site.post("_/do") { request, context in try await act(request, context: context) }
        site.post("_/upload") { request, context in try await upload(request, context: context) }
        site.get("_/confirm") { request, context in await confirm(request, context: context) }
        site.get("_/backup") { request, context in await backup(request, context: context) }
        site.get("_/picture/:token") { request, context in await picture(request, context: context) }
        site.get("/") { request, context in await page(request, context: context) }
        site.get("**") { request, context in await page(request, context: context) }
        return router
    }

    /// Serves until SIGINT or SIGTERM; `onRunning` gets the address served once it listens.
    public func serve(onRunning: @escaping @Sendable (String) async -> Void) async throws {
        try await application(onRunning: onRunning).runService()
    }

    /// The application listening at the options' address (HTTPS with the options' files);
    /// `onRunning` gets the address served.
    public func application(onRunning: @escaping @Sendable (String) async -> Void) throws -> some ApplicationProtocol {
        let options = options
        let bound = boundPort
        let connections = ConnectionGuard(
            limit: DescriptorLimit.connectionCap(descriptors: DescriptorLimit.raised()), logger: logger)
        let http1 = HTTPServerBuilder.http1(
            configuration: .init(
                additionalChannelHandlers: [connections.handler(), BodyRateGuard()], idleTimeout: Self.idleTimeout))
        let server = try options.tls.map { try HTTPServerBuilder.tls(http1, tlsConfiguration: try Self.tls($0)) }
        return Application(
            router: router(), server: server ?? http1,
            configuration: .init(address: .hostname(options.host, port: options.port), serverName: nil),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? options.port
                bound.set(port)
                let host = options.host.contains(":") ? "[\(options.host)]" : options.host
                await onRunning("\(options.tls == nil ? "http" : "https")://\(host):\(port)\(options.basePath)/")
            },
            logger: logger)
    }

    /// How long a connection may send nothing before it is closed: a request's head must arrive
    /// whole within it (a slow sender's bytes do not count until the head is complete), as must
    /// each part of a body; a keep-alive connection between requests is closed after it. An
    /// answer being written (a live page's event stream) is never cut. A body must also keep a
    /// rate (``BodyRateGuard``).
    static let idleTimeout: TimeAmount = .seconds(30)

    /// The TLS configuration from the PEM files, or why they cannot be used.
    static func tls(_ files: WebOptions.TLSFiles) throws -> TLSConfiguration {
        do {
            let chain = try NIOSSLCertificate.fromPEMFile(files.certificate).map {
                NIOSSLCertificateSource.certificate($0)
            }
            let key = try NIOSSLPrivateKey(file: files.key, format: .pem)
            return TLSConfiguration.makeServerConfiguration(certificateChain: chain, privateKey: .privateKey(key))
        } catch {
            throw WebError.tlsFiles(
                "The certificate \(files.certificate) or its key \(files.key) cannot be read as PEM (\(error)).")
        }
    }

    var cookie: SessionCookie { SessionCookie(basePath: options.basePath) }

    /// Runs `body` as the visit's person: Seerr is asked as their linked Seerr user, so what a
    /// household member requests waits for an admin's approval as Seerr's rules say.
    func asPerson<T: Sendable>(_ visit: Visit, _ body: () async -> T) async -> T {
        guard let user = visit.user else { return await body() }
        return await user.actingInSeerr(body)
    }

    /// The page for the request's path, or the way to sign in.
    private func page(_ request: Request, context: WebRequestContext) async -> Response {
        guard let visit = context.visit else { return WebResponse.text("No session.", status: .internalServerError) }
        let path = relativePath(request.uri.path)
        guard visit.admitted else {
            let next = request.uri.path + (request.uri.query.map { "?" + $0 } ?? "")
            return WebResponse.redirect(
                to: options.basePath + "/_/signin?next="
                    + (next.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""))
        }
        var query: [String: String] = [:]
        for (key, value) in request.uri.queryParameters { query[String(key)] = String(value) }
        let (html, status) = await asPerson(visit) { await frontEnd.page(path: path, query: query, visit: visit) }
        if let user = visit.user, status == .ok {
            do {
                try await sessions.remember(
                    request.uri.path + (request.uri.query.map { "?" + $0 } ?? ""), of: user.name)
            } catch {
                logger.warning("could not remember where a session was: \(ErrorNotice(error).message)")
            }
        }
        let answered: HTTPResponse.Status =
            switch status {
            case .ok: .ok
            case .notFound: .notFound
            case .forbidden: .forbidden
            }
        return WebResponse.page(html, status: answered)
    }

    /// Runs a page's action, then shows the page again.
    private func act(_ request: Request, context: WebRequestContext) async throws -> Response {
        let fields = try await FormPost.read(request, context: context)
        guard let visit = context.visit, visit.admitted else {
            return WebResponse.text("Sign in first.", status: .forbidden)
        }
        let home = options.basePath + "/"
        let at = FormPost.localPath(fields["at"], basePath: options.basePath, fallback: home)
        let (outcome, next) = await asPerson(visit) {
            await frontEnd.act(
                fields["action"] ?? "", at: relativePath(at), sheet: sheet(of: at), fields: fields, visit: visit)
        }
        logger.info("\(visit.user?.name ?? "a browser") did \(fields["action"] ?? "nothing") at \(at): \(outcome)")
        if case .forbidden(let reason) = outcome {
            return WebResponse.page(
                ForbiddenPage.page(reason, back: at, basePath: options.basePath), status: .forbidden)
        }
        if case .confirm = outcome {
            // The question is a page of its own (a GET that changes nothing), so back and reload
            // never resend a form.
            let kept = fields.filter { $0.key != "csrf" && $0.key != "confirmed" }
            return WebResponse.redirect(to: options.basePath + "/_/confirm?" + FormPost.encode(kept))
        }
        // Still on the same screen: back to the page as it was (its search, filter and page).
        let stayed =
            !next.contains("?") && sheet(of: at) == nil
            && next == at.split(separator: "?", maxSplits: 1).first.map(String.init)
        return WebResponse.redirect(to: stayed ? at : next)
    }

    /// Adds a file uploaded from a download client's queue page, then shows the page again.
    private func upload(_ request: Request, context: WebRequestContext) async throws -> Response {
        let form = try await FormPost.readUpload(request, context: context)
        guard let visit = context.visit, visit.admitted else {
            return WebResponse.text("Sign in first.", status: .forbidden)
        }
        let at = FormPost.localPath(form.fields["at"], basePath: options.basePath, fallback: options.basePath + "/")
        guard let file = form.files["file"] else {
            return WebResponse.page(
                ForbiddenPage.page(
                    "No file came with the form: choose a .torrent or .nzb file, then upload it.", back: at,
                    basePath: options.basePath, heading: "Nothing to add"), status: .badRequest)
        }
        let outcome = await asPerson(visit) { await frontEnd.upload(file, at: relativePath(at), visit: visit) }
        logger.info("\(visit.user?.name ?? "a browser") uploaded \(file.name) at \(at): \(outcome)")
        if case .forbidden(let reason) = outcome {
            return WebResponse.page(
                ForbiddenPage.page(reason, back: at, basePath: options.basePath), status: .forbidden)
        }
        return WebResponse.redirect(to: at)
    }

    /// A server's backup as a download (`?at=<its backups page>&id=<backup>`), for an admin.
    private func backup(_ request: Request, context: WebRequestContext) async -> Response {
        guard let visit = context.visit, visit.admitted else {
            return WebResponse.redirect(to: options.basePath + "/_/signin")
        }
        let at = FormPost.localPath(
            request.uri.queryParameters.get("at").map { String($0) }, basePath: options.basePath,
            fallback: options.basePath + "/")
        guard let id = request.uri.queryParameters.get("id").flatMap({ Int(String($0)) }) else {
            return WebResponse.page(
                ForbiddenPage.page("No backup was named.", back: at, basePath: options.basePath, heading: "No backup"),
                status: .badRequest)
        }
        switch await frontEnd.backup(id, at: relativePath(at), visit: visit) {
        case .file(let name, let data):
            logger.info("\(visit.user?.name ?? "a browser") saved backup \(name) from \(at)")
            return WebResponse.download(data, named: name, type: "application/zip")
        case .forbidden(let reason):
            return WebResponse.page(
                ForbiddenPage.page(reason, back: at, basePath: options.basePath), status: .forbidden)
        case .refused(let reason):
            return WebResponse.page(
                ForbiddenPage.page(reason, back: at, basePath: options.basePath, heading: "Not saved"),
                status: .badGateway)
        }
    }

    /// A picture a page showed (`/_/picture/<id>?w=<width>`), for a signed-in browser: cached
    /// by the browser for a day and revalidated by its ETag; a blank 404 when there is none.
    private func picture(_ request: Request, context: WebRequestContext) async -> Response {
        guard let visit = context.visit, visit.admitted else { return Response(status: .forbidden) }
        let token = context.parameters.get("token") ?? ""
        let asked = request.uri.queryParameters.get("w").flatMap { Int(String($0)) } ?? 240
        let width = PosterImage.widths.min { abs($0 - asked) < abs($1 - asked) } ?? 240
        guard let outcome = await frontEnd.picture(token: token, width: width, visit: visit) else {
            return Response(status: .notFound, headers: [.cacheControl: "no-store"])
        }
        guard case .picture(let bytes, let stamp) = outcome else {
            // A picture a page showed that its server does not have (or cannot send now): a
            // neat blank of the poster's shape, never the browser's broken-image icon; not kept,
            // so the real one shows once there is one.
            return Response(
                status: .ok, headers: [.contentType: "image/svg+xml", .cacheControl: "no-store"],
                body: .init(byteBuffer: ByteBuffer(string: Self.blankPicture)))
        }
        let etag = "\"\(stamp)\""
        var headers: HTTPFields = [.cacheControl: "private, max-age=86400", .eTag: etag]
        if request.headers[.ifNoneMatch] == etag { return Response(status: .notModified, headers: headers) }
        headers[.contentType] = outcome.mediaType
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    /// What stands for a missing picture: a plain block in the poster's 2:3 shape, in a grey that
    /// reads on light and dark pages.
    static let blankPicture =
        #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 300" width="200" height="300">"#
        + ##"<rect width="200" height="300" fill="#8884"/></svg>"##

    /// The question an action asks, with the button that goes ahead.
    private func confirm(_ request: Request, context: WebRequestContext) async -> Response {
        guard let visit = context.visit, visit.admitted else {
            return WebResponse.redirect(to: options.basePath + "/_/signin")
        }
        var fields: [String: String] = [:]
        for (key, value) in request.uri.queryParameters { fields[String(key)] = String(value) }
        let home = options.basePath + "/"
        let at = FormPost.localPath(fields["at"], basePath: options.basePath, fallback: home)
        fields["at"] = at
        let asked = await frontEnd.question(
            fields["action"] ?? "", at: relativePath(at), sheet: sheet(of: at), fields: fields, visit: visit)
        if case .forbidden(let reason) = asked {
            return WebResponse.page(
                ForbiddenPage.page(reason, back: at, basePath: options.basePath), status: .forbidden)
        }
        guard case .confirm(let question) = asked else { return WebResponse.redirect(to: at) }
        return WebResponse.page(
            ConfirmPage.page(question, fields: fields, at: at, visit: visit, basePath: options.basePath))
    }

    /// The sheet a page's address names (`?sheet=edit/2`), if any.
    func sheet(of address: String) -> String? {
        guard let query = address.split(separator: "?", maxSplits: 1).dropFirst().first else { return nil }
        return FormPost.parse(String(query))["sheet"]
    }

    /// `path` without the base path.
    func relativePath(_ path: String) -> String {
        let trimmed = path.hasPrefix(options.basePath) ? String(path.dropFirst(options.basePath.count)) : path
        return trimmed.components(separatedBy: "?")[0]
    }
}
