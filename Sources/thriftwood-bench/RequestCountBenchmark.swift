import ArrDemoKit
import AsyncHTTPClient
import DownloadDemoServer
import Foundation
import NIOHTTP1
import RadarrDemoServer
import ServerKit
import SonarrDemoServer
import Synchronization
import ThriftwoodCore
import ThriftwoodTerminal

/// What Thriftwood costs the servers: requests per server per minute while the app idles on
/// Home, then while the merged queue is open, with Radarr, Sonarr, SABnzbd and qBittorrent in
/// the profile — the app as it runs, live screens and the activity watcher included. Budget:
/// Home idle ≤ 6 requests per server per minute, over `homeSeconds` (five minutes by default:
/// one cycle of Home's full reads between its 30-second ones of the downloads).
@MainActor
func requestCountBenchmark(homeSeconds: Double, queueSeconds: Double) async throws {
    Report.line("Requests per server per minute (the app idle on a screen, demo servers)")
    let shared = DemoServerConfiguration(exchange: DemoDownloadExchange())
    let demos: [ServiceKind: OnDemandDemoServer] = [
        .radarr: OnDemandDemoServer(RadarrDemoServer.self, configuration: shared),
        .sonarr: OnDemandDemoServer(SonarrDemoServer.self, configuration: shared),
        .sabnzbd: .downloadClient(.sabnzbd, configuration: shared),
        .qbittorrent: .downloadClient(.qbittorrent, configuration: shared),
    ]
    let http = ServerHTTP.makeClient()
    let counter = CountingTransport(LiveHTTPTransport(http: http))
    let database = try AppDatabase.inMemory()
    func launcher(_ kind: ServiceKind) -> DemoServerLauncher? {
        demos[kind].map { demo in DemoServerLauncher { try await demo.connection() } }
    }
    let dependencies = AppDependencies.live(
        database: database, kinds: KindRegistry.standard, transport: counter,
        demos: [ServiceKind.radarr, .sonarr, .sabnzbd, .qbittorrent].reduce(into: [:]) { $0[$1] = launcher($1) })
    let demo = ServiceServer.embeddedDemoURL
    let profile = try await dependencies.profiles.create(
        ProfileDraft(
            name: "Bench", radarr: ConnectionDraft(.radarr, url: demo, apiKey: "demo"),
            sonarr: ConnectionDraft(.sonarr, url: demo, apiKey: "demo")))
    for kind in [ServiceKind.sabnzbd, .qbittorrent] {
        _ = try await dependencies.profiles.addServer(
            ServiceServer(kind: kind, connection: ServerConnection(baseURL: demo, apiKey: "demo")), to: profile.id)
    }
    let coordinator = AppCoordinator(dependencies: dependencies, dataDirectory: database.directoryForBench)
    await coordinator.start(deepLink: nil)
    let ui = TerminalUI(coordinator: coordinator)
    let watching = coordinator.watchActivity()
    var hosts: [String: ServiceKind] = [:]
    for (kind, demo) in demos { hosts[try await demo.connection().baseURL.hostAndPort] = kind }

    /// Runs the app on the screen `link` names (Home: none) for `seconds` (drawn four times a second, as
    /// the terminal does while idle) after its first load, and reports the requests made.
    func idle(on link: String?, for seconds: Double, _ label: String) async throws {
        if let link { _ = await coordinator.open(link) }
        _ = ui.render(width: 120, height: 40)
        await ui.settle()
        counter.reset()
        let end = ContinuousClock.now + .seconds(seconds)
        while ContinuousClock.now < end {
            try await Task.sleep(for: .milliseconds(250))
            _ = ui.render(width: 120, height: 40)
        }
        let counts = counter.counts()
        Report.line("  \(label), \(Int(clamping: seconds.rounded())) s:")
        for kind in [ServiceKind.radarr, .sonarr, .sabnzbd, .qbittorrent] {
            let made = hosts.filter { $0.value == kind }.keys.saturatingSum { counts[$0] ?? 0 }
            let perMinute = Double(made) * 60 / seconds
            Measure.report(
                "    \(kind.displayName)", perMinute, "per minute",
                budget: label.hasPrefix("Home") ? (6, true) : nil)
        }
        let paths = counter.paths().sorted { $0.value > $1.value }.prefix(12)
        Report.line("    most asked: " + paths.map { "\($0.key) ×\($0.value)" }.joined(separator: ", "))
    }
    try await idle(on: nil, for: homeSeconds, "Home, idle")
    try await idle(on: "thriftwood://activity/queue", for: queueSeconds, "the merged queue open")
    watching.cancel()
    ui.stop()
    try await http.shutdown()
    for demo in demos.values { await demo.stop() }
}

/// A transport that counts the requests it passes on, by server and by path.
final class CountingTransport: HTTPTransport {
    private let base: any HTTPTransport
    private let state = Mutex<(hosts: [String: Int], paths: [String: Int])>(([:], [:]))

    init(_ base: any HTTPTransport) { self.base = base }

    func send(_ request: TransportRequest) async throws(TransportFailure) -> TransportAnswer {
        let path = request.url.pathOnly
        state.withLock { state in
            state.hosts[request.url.hostAndPort, default: 0] += 1
            state.paths["\(request.method.rawValue) \(path)", default: 0] += 1
        }
        return try await base.send(request)
    }

    func reset() { state.withLock { $0 = ([:], [:]) } }
    func counts() -> [String: Int] { state.withLock { $0.hosts } }
    func paths() -> [String: Int] { state.withLock { $0.paths } }
}

extension String {
    /// "127.0.0.1:7878" of "http://127.0.0.1:7878/api/v3/queue?page=1".
    fileprivate var hostAndPort: String {
        let afterScheme = split(separator: "/", omittingEmptySubsequences: true).dropFirst().first
        return afterScheme.map(String.init) ?? self
    }

    /// "/api/v3/queue" of "http://127.0.0.1:7878/api/v3/queue?page=1".
    fileprivate var pathOnly: String {
        let withoutQuery = split(separator: "?", maxSplits: 1).first.map(String.init) ?? self
        let parts = withoutQuery.split(separator: "/", omittingEmptySubsequences: true).dropFirst(2)
        return "/" + parts.joined(separator: "/")
    }
}
