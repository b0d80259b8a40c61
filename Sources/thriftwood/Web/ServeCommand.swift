import ArgumentParser
import Foundation
import Logging
import ServerKit
import ThriftwoodCore
import ThriftwoodWeb

/// `thriftwood serve`: the browser front end over the same data directory as the app.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve Thriftwood to a browser (a phone on the home network, or this machine).",
        discussion: """
            Listens on 127.0.0.1:\(WebOptions.defaultPort) unless told otherwise. Listening on any other address \
            needs sign-in set up first: thriftwood users add NAME --password-file FILE.
            """)

    @Flag(help: "Use the embedded demo servers.") var demo = false
    @Option(help: "ADDRESS:PORT to listen on (default 127.0.0.1:\(WebOptions.defaultPort)).") var listen: String?
    @Option(help: "Serve under this path, behind a reverse proxy (e.g. /thriftwood).") var basePath = ""
    @Option(help: "Another name the site is reached by (a reverse proxy's public name); repeatable.")
    var publicHost: [String] = []
    @Option(help: "Serve HTTPS with this PEM certificate chain (with --tls-key).") var tlsCert: String?
    @Option(help: "The PEM private key of --tls-cert.") var tlsKey: String?
    @Option(help: "A reverse proxy's address whose X-Forwarded-* headers are believed; repeatable.")
    var trustedProxy: [String] = []
    @Option(help: "The header a trusted proxy names the signed-in user in (e.g. Remote-User).")
    var trustedHeader: String?
    @Option(help: "The address people reach this site at, for links in notifications (e.g. http://nas.local:7171).")
    var publicURL: String?
    @OptionGroup var data: DataDirectoryOption

    func validate() throws {
        if (tlsCert == nil) != (tlsKey == nil) {
            throw ValidationError("HTTPS needs both --tls-cert and --tls-key.")
        }
        if trustedHeader != nil, trustedProxy.isEmpty {
            throw ValidationError(
                "--trusted-header needs --trusted-proxy ADDRESS: the header is believed only from the proxy's address.")
        }
        if let listen, WebOptions.listenAddress(listen) == nil {
            throw ValidationError("--listen takes ADDRESS:PORT, e.g. 127.0.0.1:7171 or 0.0.0.0:7171 (got \(listen)).")
        }
    }

    func run() async throws {
        let address = listen.flatMap(WebOptions.listenAddress) ?? ("127.0.0.1", WebOptions.defaultPort)
        let tls = tlsCert.flatMap { cert in tlsKey.map { WebOptions.TLSFiles(certificate: cert, key: $0) } }
        let options = WebOptions(
            host: address.host, port: address.port, basePath: basePath, publicHosts: publicHost, tls: tls,
            trustedProxies: trustedProxy, trustedHeader: trustedHeader)
        let session: AppSession
        do {
            session = try AppSession.open(in: data.url)
        } catch {
            let notice = ErrorNotice(error)
            printError("error: \(notice.message)\n  \(notice.suggestion)")
            throw ExitStatus.cannotCreate.code
        }
        let log = session.dependencies.log
        LoggingSystem.bootstrap { label in AppLogHandler(log: log, label: label, logLevel: .info) }
        let site = await WebServing.site(options: options, session: session, demo: demo)
        if let refusal = try await site.refusal() {
            printError("error: \(refusal)")
            await session.close()
            throw ExitStatus.usage.code
        }
        // The CLI's `notifications hook` and `connect` give servers this address from now on.
        do {
            try await ServedAddress(database: session.database).remember(publicURL)
        } catch {
            printError("note: the public address could not be remembered for the CLI: \(error.description)")
        }
        let delivery = TargetDelivery(
            transport: session.dependencies.transport ?? LiveHTTPTransport(http: session.http),
            store: TargetStore(database: session.database), logger: Logger(label: "thriftwood.notifications"),
            pageBase: publicURL)
        // Events pushed to the hooks go on to the profile's targets while the site runs.
        let dispatching = Task { await NotificationDispatcher(feed: session.feed, delivery: delivery).run() }
        // What cannot push (download clients) is looked at every 30 s, its news kept as events.
        let polling = Task { await EventPoller(dependencies: session.dependencies, feed: session.feed).run() }
        if demo { await WebServing.makeDemoProfile(session) }
        // With --demo, the demo *arrs push to this site as soon as it listens: nothing to set up.
        let (listening, announce) = AsyncStream<String>.makeStream()
        let connecting = Task {
            guard demo, let address = await listening.first(where: { _ in true }) else { return }
            await DemoHooks.connect(session.dependencies, to: address)
        }
        do {
            try await site.serve { address in
                print("Thriftwood is served at \(address) (Ctrl-C stops it).")
                fflush(nil)
                announce.yield(address)
            }
        } catch {
            printError("error: the site could not be served: \(error)")
            connecting.cancel()
            polling.cancel()
            dispatching.cancel()
            await session.close()
            throw ExitStatus.failure.code
        }
        // Deliveries waiting to retry end now, before the HTTP client they use stops.
        announce.finish()
        connecting.cancel()
        polling.cancel()
        dispatching.cancel()
        await session.close()
    }
}

/// Assembles the site over an open session.
enum WebServing {
    /// With `--demo`, the Demo profile made before the address is printed, so a command run as
    /// soon as serve says where it listens finds it (the first page made it, which raced).
    static func makeDemoProfile(_ session: AppSession) async {
        do {
            _ = try await session.dependencies.profiles.demoProfile(kinds: session.dependencies.kinds)
        } catch {
            printError("note: the demo profile could not be made: \(ErrorNotice(error).message)")
        }
    }

    @MainActor
    static func site(options: WebOptions, session: AppSession, demo: Bool) -> WebSite {
        let dependencies = session.dependencies
        let directory = session.directory
        let keys = KeymapFile.load()
        if let problem = keys.problem { printError("warning: \(problem)") }
        let frontEnd = WebFrontEnd(
            basePath: options.basePath, logger: Logger(label: "thriftwood.web"), keymap: keys.keymap
        ) {
            let coordinator = AppCoordinator(dependencies: dependencies, dataDirectory: directory)
            await coordinator.start(demo: demo)
            return coordinator
        }
        let hooks = WebhookIntake(
            profiles: dependencies.profiles, secrets: HookSecrets(database: session.database),
            store: EventStore(database: session.database), feed: session.feed, kinds: dependencies.kinds)
        return WebSite(
            options: options, frontEnd: frontEnd, users: UserDirectory(database: session.database),
            sessions: SignInSessions(database: session.database), throttle: SignInThrottle(database: session.database),
            logger: Logger(label: "thriftwood.web"), hooks: hooks, feed: session.feed)
    }
}
