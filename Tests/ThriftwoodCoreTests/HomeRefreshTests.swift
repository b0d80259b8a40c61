import ArrDemoKit
import Foundation
import Logging
import ServerKit
import Synchronization
import Testing

@testable import ThriftwoodCore

/// A transport that notes the path of every request it passes on.
final class PathRecorder: HTTPTransport {
    let inner: any HTTPTransport
    private let seen = Mutex<[String]>([])

    init(_ inner: any HTTPTransport) { self.inner = inner }

    /// The paths asked since the last ``reset()``, sorted, queries left out.
    var paths: [String] {
        seen.withLock { $0 }.map { url in
            let path = url.split(separator: "?").first.map(String.init) ?? url
            return "/" + path.split(separator: "/").dropFirst(2).joined(separator: "/")
        }.sorted()
    }

    func reset() { seen.withLock { $0 = [] } }

    func send(_ request: TransportRequest) async throws(TransportFailure) -> TransportAnswer {
        seen.withLock { $0.append(request.url) }
        return try await inner.send(request)
    }
}

@Suite("Home refreshing on its own is light on the servers")
@MainActor
struct HomeRefreshTests {
    private static let everything = [
        "/api/v3/calendar", "/api/v3/diskspace", "/api/v3/health", "/api/v3/history", "/api/v3/queue",
        "/api/v3/system/status", "/api/v3/wanted/missing",
    ]

    @Test("an *arr's part reads only its queue while the rest is under five minutes old, then all again")
    func arrReadsItsQueueAlone() async throws {
        try await withEnvironment { env in
            let recorder = PathRecorder(LiveHTTPTransport(http: env.http))
            let radarr = LiveRadarrService(
                .radarr, transport: recorder, launcher: DemoServerLauncher { try await env.launcher.connection() },
                logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() })
            let profile = try await env.dependencies.profiles.demoProfile(kinds: .standard)
            await radarr.configure(profile.server(.radarr))
            let now = Date()
            let full = try await radarr.dashboard(now: now)
            #expect(recorder.paths == Self.everything)
            recorder.reset()
            let live = try await radarr.dashboard(now: now.addingTimeInterval(30), previous: full)
            #expect(recorder.paths == ["/api/v3/queue"])
            #expect(live.overview == full.overview && live.upcoming == full.upcoming && live.recent == full.recent)
            #expect(live.downloading.map(\.id) == full.downloading.map(\.id))
            recorder.reset()
            _ = try await radarr.dashboard(now: now.addingTimeInterval(301), previous: live)
            #expect(recorder.paths == Self.everything)
        }
    }

    @Test("a part that missed something, or none at all, is read whole")
    func incompletePartsAreReadWhole() {
        let now = Date()
        let whole = ServiceDashboard(
            kind: .radarr, overview: ServiceOverview(version: "5", healthIssues: 0), lowDisks: [],
            downloading: [], upcoming: [], missing: 3
        ).slowPartsRead(at: now)
        let missing = ServiceDashboard(
            kind: .radarr, overview: ServiceOverview(version: "5", healthIssues: 0), lowDisks: [],
            downloading: [], upcoming: [], missing: nil, unavailable: ["calendar: refused"]
        ).slowPartsRead(at: now)
        #expect(ServiceDashboard.keptForLiveRefresh(whole, now: now.addingTimeInterval(60)) != nil)
        #expect(ServiceDashboard.keptForLiveRefresh(missing, now: now.addingTimeInterval(60)) == nil)
        #expect(ServiceDashboard.keptForLiveRefresh(nil, now: now) == nil)
        #expect(ServiceDashboard.keptForLiveRefresh(whole, now: now.addingTimeInterval(-60)) == nil)
        let unread = ServiceDashboard(
            kind: .sabnzbd, overview: ServiceOverview(version: "4", healthIssues: 0), lowDisks: [],
            downloading: [], upcoming: [], missing: nil)
        #expect(ServiceDashboard.keptForLiveRefresh(unread, now: now) == nil)
    }

    @Test("Home's own refresh hands each source its last part; a load hands none, a failed part none")
    func refreshHandsOverTheLastPart() async {
        let handed = Mutex<[Bool]>([])
        let calls = Mutex(0)
        let failing: DashboardSource = { _, previous in
            handed.withLock { $0.append(previous != nil) }
            let call = calls.withLock { count in
                count += 1
                return count
            }
            if call == 2 { throw CoreError.noService(.radarr) }
            return ServiceDashboard(
                kind: .radarr, overview: ServiceOverview(version: "5", healthIssues: 0), lowDisks: [],
                downloading: [], upcoming: [], missing: 0)
        }
        let home = AppHomeViewModel(profile: nil, kinds: .standard, sources: [(ServerRef(kind: .radarr), failing)])
        await home.load()  // whole
        await home.refresh()  // hands the part over; this read fails
        await home.refresh()  // after a failure: nothing to hand over
        await home.refresh()  // the part is back: handed over again
        await home.load()  // asked for: whole
        #expect(handed.withLock { $0 } == [false, true, false, true, false])
    }

    @Test("a short window folds the servers that are well into one line; those that want attention keep theirs")
    func foldsStatusLines() async {
        func part(_ kind: ServiceKind, issues: Int) -> DashboardSource {
            { _, _ in
                ServiceDashboard(
                    kind: kind, overview: ServiceOverview(version: "1", healthIssues: issues), lowDisks: [],
                    downloading: [], upcoming: [], missing: nil)
            }
        }
        let servers: [(ServerRef, DashboardSource)] = [
            (ServerRef(kind: .radarr), part(.radarr, issues: 1)), (ServerRef(kind: .sonarr), part(.sonarr, issues: 0)),
            (ServerRef(kind: .sabnzbd), part(.sabnzbd, issues: 0)),
            (ServerRef(kind: .lidarr), part(.lidarr, issues: 0)),
        ]
        let home = AppHomeViewModel(profile: nil, kinds: .standard, sources: servers)
        await home.load()
        #expect(home.statusLines(fitting: 10).count == 4, "all fit")
        let folded = home.statusLines(fitting: 2)
        #expect(folded.map(\.tone) == [.attention, .good])
        #expect(folded.first?.text.hasPrefix("Radarr") == true)
        #expect(folded.last?.text == "3 more servers are well (see Services): Sonarr, SABnzbd and Lidarr")
    }
}
