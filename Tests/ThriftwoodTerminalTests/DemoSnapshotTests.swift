import ArrDemoKit
import ArrKit
import AsyncHTTPClient
import BazarrDemoServer
import DownloadDemoServer
import Foundation
import LidarrDemoServer
import Logging
import NIOHTTP1
import ProwlarrDemoServer
import RadarrAPI
import RadarrDemoServer
import SeerrDemoServer
import ServerKit
import SonarrDemoServer
import TautulliDemoServer
import Testing

@testable import ThriftwoodCore
@testable import ThriftwoodTerminal

@Suite("Every screen against the demo server, at 80×24 and 120×40")
@MainActor
struct DemoSnapshotTests {
    /// Starts the app on a Demo profile with fixed clocks, opens `link`, lets loads finish, and snapshots it.
    func snapshot(
        _ link: String?, _ name: String, keys: [Key] = [], sizes: [(Int, Int)] = [(80, 24), (120, 40)],
        events: [StackEvent] = []
    ) async throws {
        let database = try AppDatabase.inMemory()
        let http = HTTPClient(eventLoopGroupProvider: .singleton)
        // The embedded demo server on a fixed clock, so every screen renders the same each run.
        // The demos share their usenet downloads as under --demo; the *arrs seed theirs first,
        // so the clients mirror them whatever order the screens ask in.
        // What the demo Seerr approved earlier reaches the demo *arrs before they are read.
        let requests = DemoRequestExchange()
        SeerrDemoServer.handOverEarlierApprovals(to: requests)
        let shared = DemoServerConfiguration(
            clock: { snapshotNow }, exchange: DemoDownloadExchange(), requests: requests)
        let seerrDemo = OnDemandDemoServer(SeerrDemoServer.self, configuration: shared)
        let tautulliDemo = OnDemandDemoServer(TautulliDemoServer.self, configuration: shared)
        let lidarrDemo = OnDemandDemoServer(LidarrDemoServer.self, configuration: shared)
        let prowlarrDemo = OnDemandDemoServer(ProwlarrDemoServer.self, configuration: shared)
        let bazarrDemo = OnDemandDemoServer(BazarrDemoServer.self, configuration: shared)
        let demo = OnDemandDemoServer(RadarrDemoServer.self, configuration: shared)
        let sonarrDemo = OnDemandDemoServer(SonarrDemoServer.self, configuration: shared)
        var clientDemos: [ServiceKind: OnDemandDemoServer] = [:]
        for kind in ServiceKind.downloadClients {
            clientDemos[kind] = kind.downloadClient.flatMap { DemoDownloadClients.onDemand($0, configuration: shared) }
        }
        for (arr, api) in [(demo, "/api/v3"), (sonarrDemo, "/api/v3"), (lidarrDemo, "/api/v1")] {
            let connection = try await arr.connection()
            _ = try await LiveHTTPTransport(http: http).send(
                TransportRequest(
                    method: .GET, url: connection.baseURL + api + "/queue", host: "127.0.0.1",
                    headers: [("X-Api-Key", connection.apiKey)]))
        }
        let redactor = Redactor()
        let log = LiveAppLog(database: database, redactor: redactor, clock: { snapshotNow })
        let transport = LiveHTTPTransport(http: http)
        let quiet = Logger(label: "quiet") { _ in SwiftLogNoOpLogHandler() }
        var shelf = KindServiceShelf().with(\.libraryCache, LiveLibraryCache(database: database))
        shelf.radarr = LiveRadarrService(
            .radarr, transport: transport, launcher: DemoServerLauncher { try await demo.connection() }, logger: quiet)
        shelf.sonarr = LiveSonarrService(
            .sonarr, transport: transport, launcher: DemoServerLauncher { try await sonarrDemo.connection() },
            logger: quiet)
        shelf.downloads = LiveDownloadService(
            transport: transport,
            launchers: clientDemos.mapValues { demo in DemoServerLauncher { try await demo.connection() } })
        shelf.requests = LiveRequestService(
            transport: transport, launcher: DemoServerLauncher { try await seerrDemo.connection() },
            titleStore: LiveSeerrTitleStore(database: database))
        shelf.streams = LiveStreamService(
            transport: transport, launcher: DemoServerLauncher { try await tautulliDemo.connection() })
        shelf.lidarr = LiveLidarrService(
            .lidarr, transport: transport, launcher: DemoServerLauncher { try await lidarrDemo.connection() },
            logger: quiet)
        shelf.prowlarr = LiveProwlarrService(
            .prowlarr, transport: transport, launcher: DemoServerLauncher { try await prowlarrDemo.connection() },
            logger: quiet)
        shelf.bazarr = LiveBazarrService(
            transport: transport, launcher: DemoServerLauncher { try await bazarrDemo.connection() })
        var dependencies = AppDependencies(
            profiles: LiveProfileService(database: database, clock: { snapshotNow }, kinds: .standard),
            preferences: LivePreferencesService(database: database), shelf: shelf,
            log: log,
            snapshots: LiveSnapshotStore(database: database), redactor: redactor, clock: { snapshotNow },
            kinds: .standard)
        dependencies.events = EventStore(database: database)
        dependencies.pictures = PictureStore.live(
            for: dependencies,
            in: FileManager.default.temporaryDirectory.appendingPathComponent("pictures-\(UUID().uuidString)"))
        log.record(level: .info, label: "thriftwood.test", message: "a line for the log screen")
        let coordinator = AppCoordinator(dependencies: dependencies, dataDirectory: URL(fileURLWithPath: "/data"))
        await coordinator.start(demo: true)
        let store = EventStore(database: database)
        for event in events { _ = try await store.add(event, profileID: try #require(coordinator.profile?.id)) }
        if let link { #expect(await coordinator.open(link), "\(link) did not open") }
        // A terminal inside tmux: posters in symbols, whatever terminal runs the tests.
        let ui = TerminalUI(
            coordinator: coordinator, clock: { snapshotNow },
            environment: ["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0"])
        for _ in 0..<3 {
            _ = ui.render(width: 80, height: 24)
            await ui.settle()
        }
        for key in keys {
            ui.handle(key)
            await ui.settle()
            _ = ui.render(width: 80, height: 24)
            await ui.settle()
        }
        for (width, height) in sizes {
            // A first frame at this size asks for what it shows (a grid's posters); the snapshot is the next.
            _ = ui.render(width: width, height: height)
            await ui.settle()
            assertSnapshot(ui.render(width: width, height: height).snapshot, named: "demo-\(name)-\(width)x\(height)")
        }
        ui.stop()
        try await http.shutdown()
        await demo.stop()
        await sonarrDemo.stop()
        for demo in clientDemos.values { await demo.stop() }
        await seerrDemo.stop()
        await tautulliDemo.stop()
        await lidarrDemo.stop()
        await prowlarrDemo.stop()
        await bazarrDemo.stop()
    }

    @Test(
        "every library list answers the shared keys alike: sort, down, Enter opens the second item shown",
        arguments: [
            ("thriftwood://radarr/movies", "movies"), ("thriftwood://sonarr/series", "series"),
            ("thriftwood://lidarr", "artists"),
        ])
    func libraryListKeys(link: String, name: String) async throws {
        try await snapshot(
            link, "library-keys-\(name)", keys: [.character("s"), .down, .enter], sizes: [(80, 24)])
    }

    @Test("Lidarr's artists, two marked, editing them together") func lidarrArtistsBulkEdit() async throws {
        try await snapshot(
            "thriftwood://lidarr", "lidarr-artists-bulk-edit",
            keys: [.character(" "), .character(" "), .character("E"), .character("a")])
    }
    @Test("Lidarr's saved filters, chosen with W") func lidarrSavedFilters() async throws {
        try await snapshot(
            "thriftwood://lidarr", "lidarr-artists-saved-filters", keys: [.character("W")], sizes: [(80, 24)])
    }
    @Test("Lidarr's artists, by name") func lidarrArtists() async throws {
        try await snapshot("thriftwood://lidarr", "lidarr-artists")
    }
    @Test("Lidarr's artists filtered to those missing tracks, sorted by size") func lidarrArtistsMissing() async throws
    {
        try await snapshot(
            "thriftwood://lidarr", "lidarr-artists-missing",
            keys: [
                .character("f"), .character("f"), .character("f"),
                .character("f"), .character("f"), .character("s"), .character("s"),
            ])
    }
    @Test("an artist with their albums in every state") func lidarrArtist() async throws {
        try await snapshot("thriftwood://lidarr/artists/2", "lidarr-artist")
    }
    @Test("an album with its tracks") func lidarrAlbum() async throws {
        try await snapshot("thriftwood://lidarr/artists/1/albums/3", "lidarr-album")
    }
    @Test("an album's releases, and the question before grabbing one") func lidarrReleases() async throws {
        try await snapshot("thriftwood://lidarr/artists/4/albums/22/releases", "lidarr-album-releases")
        try await snapshot(
            "thriftwood://lidarr/artists/4/albums/22/releases", "lidarr-album-releases-grab",
            keys: [.down, .down, .down, .enter])
    }
    @Test("editing an artist: monitored, profiles, new albums") func lidarrEdit() async throws {
        try await snapshot("thriftwood://lidarr/artists/2", "lidarr-edit-artist", keys: [.character("e")])
    }
    @Test("removing an artist asks, naming them and what is on disk") func lidarrRemove() async throws {
        try await snapshot("thriftwood://lidarr/artists/2", "lidarr-remove-artist", keys: [.character("d")])
    }
    @Test("adding an artist: the lookup and the options") func lidarrAdd() async throws {
        try await snapshot("thriftwood://lidarr/add/smith", "lidarr-add-artist")
    }
    @Test("monitoring an album from the artist's screen says so") func lidarrMonitor() async throws {
        try await snapshot("thriftwood://lidarr/artists/2", "lidarr-artist-monitor", keys: [.down, .character("m")])
    }

    @Test("Tautulli's now playing") func nowPlaying() async throws {
        try await snapshot("thriftwood://tautulli", "tautulli-now-playing")
    }
    @Test("stopping a stream asks, naming the viewer and the title") func stopStream() async throws {
        try await snapshot("thriftwood://tautulli", "tautulli-stop", keys: [.character("k")])
    }
    @Test("a stream's details") func streamDetails() async throws {
        try await snapshot("thriftwood://tautulli", "tautulli-stream-details", keys: [.down, .enter])
    }
    @Test("Tautulli's plays") func plays() async throws {
        try await snapshot("thriftwood://tautulli/history", "tautulli-plays")
    }
    @Test("Tautulli's statistics") func stats() async throws {
        try await snapshot("thriftwood://tautulli/stats", "tautulli-stats")
    }

    @Test("Seerr's requests, pending first") func seerrRequests() async throws {
        try await snapshot("thriftwood://seerr", "seerr-requests")
    }
    @Test("declining a Seerr request asks, naming it and the reason")
    func seerrDecline() async throws {
        try await snapshot("thriftwood://seerr", "seerr-decline", keys: [.down, .character("x")])
    }
    @Test("approving three marked requests asks, naming each") func seerrApproveMarked() async throws {
        try await snapshot(
            "thriftwood://seerr", "seerr-approve-marked",
            keys: [.character(" "), .character(" "), .character(" "), .character("a")])
    }
    @Test("a Seerr request: the title, who asked, where it goes") func seerrRequest() async throws {
        try await snapshot("thriftwood://seerr/requests/2", "seerr-request")
    }
    @Test("editing a request before approving it") func seerrEdit() async throws {
        try await snapshot(
            "thriftwood://seerr/requests/2", "seerr-request-edit", keys: [.character("e"), .character("p")])
    }
    @Test("a title to request, from search everywhere") func seerrNewRequest() async throws {
        try await snapshot("thriftwood://seerr/request-series/67070", "seerr-new-request", keys: [.character("s")])
    }
    @Test("Seerr's open issues") func seerrIssues() async throws {
        try await snapshot("thriftwood://seerr/issues", "seerr-issues", keys: [.down])
    }

    @Test("home dashboard across services") func dashboard() async throws {
        try await snapshot(nil, "home-dashboard", keys: [.character("g")])
    }
    @Test("home dashboard, items focused") func dashboardItems() async throws {
        try await snapshot(nil, "home-dashboard-items", keys: [.character("g"), .tab, .down])
    }
    @Test("search everywhere with lookups") func searchEverywhere() async throws {
        try await snapshot("thriftwood://search/dune", "search-everywhere")
    }
    @Test("movies list with three marked") func markedMovies() async throws {
        try await snapshot(
            "thriftwood://radarr/movies", "movies-marked", keys: [.character(" "), .character(" "), .character(" ")])
    }
    @Test("p shows the movies as a grid of posters, the selection moving by tile and by row")
    func moviesGrid() async throws {
        try await snapshot(
            "thriftwood://radarr/movies", "movies-grid", keys: [.character("p"), .right, .down],
            sizes: [(120, 40), (80, 24)])
    }
    @Test("p shows the series as a grid of posters too")
    func seriesGrid() async throws {
        try await snapshot(
            "thriftwood://sonarr/series", "series-grid", keys: [.character("p"), .down], sizes: [(120, 40)])
    }
    @Test("the movies list's saved filters, one it cannot use saying why")
    func savedFilters() async throws {
        try await snapshot("thriftwood://radarr/movies", "movies-saved-filters", keys: [.character("W"), .down])
    }
    @Test("a saved filter in use on the series list")
    func savedFilterInUse() async throws {
        try await snapshot("thriftwood://sonarr/series", "series-saved-filter-used", keys: [.character("W"), .enter])
    }
    @Test("series list with two marked") func markedSeries() async throws {
        try await snapshot("thriftwood://sonarr/series", "series-marked", keys: [.character(" "), .character(" ")])
    }
    @Test("deleting three marked movies asks, naming how many")
    func bulkDeleteDialog() async throws {
        try await snapshot(
            "thriftwood://radarr/movies", "movies-marked-delete",
            keys: [.character(" "), .character(" "), .character(" "), .character("D")])
    }
    @Test("editing two marked series: profile and type chosen")
    func bulkEditDialog() async throws {
        try await snapshot(
            "thriftwood://sonarr/series", "series-marked-edit",
            keys: [
                .character(" "), .character(" "), .character("E"), .character("p"), .character("a"), .character("a"),
            ])
    }
    @Test("the command palette finds a movie as you type")
    func palette() async throws {
        try await snapshot(
            "thriftwood://radarr/movies", "palette", keys: [.control("p")] + "matrix".map { Key.character($0) })
    }
    @Test("a typed condition with a wrong field points at it")
    func conditionError() async throws {
        try await snapshot(
            "thriftwood://radarr/movies", "movies-condition-error",
            keys: [.character("F")] + "hasFile and yeer > 2000".map { Key.character($0) } + [.enter])
    }
    @Test("a 200-column window gives the series list its size, seasons and date added")
    func seriesListWide() async throws {
        try await snapshot("thriftwood://sonarr/series", "sonarr-series-wide", sizes: [(200, 30)])
    }
    @Test("Radarr home") func radarrHome() async throws { try await snapshot("thriftwood://radarr", "radarr-home") }
    @Test("movie detail") func movieDetail() async throws {
        try await snapshot("thriftwood://radarr/movies/1", "movie-detail")
    }
    @Test("delete confirmation over the detail")
    func deleteDialog() async throws {
        try await snapshot(
            "thriftwood://radarr/movies/1", "movie-delete-dialog", keys: [.character("d"), .character("f")])
    }
    @Test("edit movie sheet") func editMovie() async throws {
        try await snapshot("thriftwood://radarr/movies/1/edit/1", "edit-movie")
    }
    @Test("manual releases") func releases() async throws {
        try await snapshot("thriftwood://radarr/movies/1/releases/1", "releases")
    }
    @Test("add movie with results") func addMovie() async throws {
        try await snapshot("thriftwood://radarr/search/dune", "add-movie")
    }
    @Test("queue") func queue() async throws { try await snapshot("thriftwood://radarr/queue", "queue") }
    @Test("queue removal dialog")
    func queueRemove() async throws {
        try await snapshot("thriftwood://radarr/queue", "queue-remove-dialog", keys: [.character("d")])
    }
    @Test("history") func history() async throws { try await snapshot("thriftwood://radarr/history", "history") }
    @Test("calendar") func calendar() async throws { try await snapshot("thriftwood://radarr/calendar", "calendar") }
    @Test("missing") func missing() async throws { try await snapshot("thriftwood://radarr/missing", "missing") }
    @Test("system status") func system() async throws { try await snapshot("thriftwood://radarr/system", "system") }
    @Test("Radarr settings") func radarrSettings() async throws {
        try await snapshot("thriftwood://radarr/radarr-settings", "radarr-settings")
    }
    @Test("services") func services() async throws { try await snapshot("thriftwood://services", "services") }
    @Test("SABnzbd's downloads, live queue with its header") func sabnzbdQueue() async throws {
        try await snapshot("thriftwood://sabnzbd", "sabnzbd-queue")
    }
    @Test("NZBGet's downloads with two marked, asking before removing them") func nzbgetRemoveMarked() async throws {
        try await snapshot(
            "thriftwood://nzbget", "nzbget-remove-marked",
            keys: [.character(" "), .character(" "), .character("d")])
    }
    @Test("SABnzbd's history: outcomes, sizes, the selected one's reason and stage log below")
    func sabnzbdHistory() async throws {
        try await snapshot("thriftwood://sabnzbd/history", "sabnzbd-history", sizes: [(100, 24)])
    }
    @Test("SABnzbd's history asks before removing an entry, naming it") func sabnzbdHistoryRemove() async throws {
        try await snapshot(
            "thriftwood://sabnzbd/history", "sabnzbd-history-remove", keys: [.character("d")], sizes: [(100, 24)])
    }
    @Test("SABnzbd's timed-pause chooser") func sabnzbdPauseFor() async throws {
        try await snapshot("thriftwood://sabnzbd", "sabnzbd-pause-for", keys: [.character("T")], sizes: [(80, 24)])
    }
    @Test(
        "Each torrent client's downloads: seeding, paused, the upload speed in the header",
        arguments: [
            "qbittorrent", "transmission", "deluge",
        ])
    func torrentClient(_ kind: String) async throws {
        try await snapshot("thriftwood://\(kind)", "\(kind)-queue")
    }
    @Test(
        "A torrent's own screen from its client's queue: swarm, limits, tracker and files",
        arguments: ["qbittorrent", "deluge"])
    func torrentItem(_ kind: String) async throws {
        try await snapshot("thriftwood://\(kind)", "\(kind)-item", keys: [.enter])
    }
    @Test("A usenet job's own screen: SABnzbd's files, the recovery volume still to come")
    func sabnzbdItem() async throws {
        try await snapshot("thriftwood://sabnzbd", "sabnzbd-item", keys: [.enter], sizes: [(80, 24)])
    }
    @Test("Transmission asks before rechecking a torrent, naming it and its size") func transmissionRecheck()
        async throws
    {
        try await snapshot(
            "thriftwood://transmission", "transmission-item-recheck", keys: [.enter, .character("R")],
            sizes: [(80, 24)])
    }
    @Test("NZBGet's history, failures with their reason") func nzbgetHistory() async throws {
        try await snapshot("thriftwood://nzbget/history", "nzbget-history", keys: [.down])
    }
    @Test("Sonarr home") func sonarrHome() async throws { try await snapshot("thriftwood://sonarr", "sonarr-home") }
    @Test("Sonarr series list") func seriesList() async throws {
        try await snapshot("thriftwood://sonarr/series", "sonarr-series")
    }
    @Test("Sonarr series detail") func seriesDetail() async throws {
        try await snapshot("thriftwood://sonarr/series/2", "sonarr-series-detail")
    }
    @Test("Sonarr queue") func sonarrQueue() async throws {
        try await snapshot("thriftwood://sonarr/queue", "sonarr-queue")
    }
    @Test("Sonarr add series") func addSeries() async throws {
        try await snapshot("thriftwood://sonarr/search/the%20x-files", "sonarr-add-series")
    }
    @Test("Sonarr season") func season() async throws {
        try await snapshot("thriftwood://sonarr/series/2/season/2", "sonarr-season")
    }
    @Test("a series that does not exist offers only reload") func missingSeries() async throws {
        try await snapshot("thriftwood://sonarr/series/99999", "sonarr-series-missing")
    }
    @Test("Downloads of every service") func mergedQueue() async throws {
        try await snapshot("thriftwood://activity/queue", "activity-queue")
    }

    @Test("Downloads of every service at 50 columns keep each title, cutting the bar and the state first")
    func mergedQueueNarrow() async throws {
        try await snapshot("thriftwood://activity/queue", "activity-queue", sizes: [(50, 24)])
    }
    @Test("Notifications: what the servers pushed, newest first") func pushedEvents() async throws {
        func event(
            _ type: StackEventType, _ raw: String, _ kind: String, _ name: String, _ sentence: String, _ ago: Double
        )
            -> StackEvent
        {
            StackEvent(
                type: type, rawType: raw, server: EventServer(kind: kind, name: name, slug: kind), sentence: sentence,
                date: snapshotNow.addingTimeInterval(-ago), link: "thriftwood://\(kind)")
        }
        try await snapshot(
            "thriftwood://activity/notifications", "activity-notifications",
            events: [
                event(
                    .grabbed, "Grab", "radarr", "Radarr",
                    "Grabbed: Arrival (2016) on Radarr, Bluray-1080p from NZBgeek", 3600),
                event(
                    .healthIssue, "Health", "sonarr", "Sonarr", "Sonarr health: Indexers unavailable due to failures",
                    1800),
                event(
                    .requestPending, "MEDIA_PENDING", "seerr", "Seerr",
                    "Request waiting for approval: Past Lives (2023) for sam", 900),
                event(
                    .downloaded, "Download", "radarr", "Radarr", "Downloaded: Arrival (2016) on Radarr, Bluray-1080p",
                    60),
            ])
    }
    @Test("History of every service") func mergedHistory() async throws {
        try await snapshot("thriftwood://activity/history", "activity-history")
    }
    @Test("Calendar of every service") func mergedCalendar() async throws {
        try await snapshot("thriftwood://calendar", "activity-calendar")
    }
    @Test("Wanted of every service") func mergedWanted() async throws {
        try await snapshot("thriftwood://activity/wanted", "activity-wanted")
    }
    @Test("Sonarr series history") func seriesHistory() async throws {
        try await snapshot("thriftwood://sonarr/series/3/history", "sonarr-series-history")
    }
    @Test("Sonarr episode") func episode() async throws {
        try await snapshot("thriftwood://sonarr/episode/74", "sonarr-episode")
    }
    @Test("Sonarr season releases") func seasonReleases() async throws {
        try await snapshot("thriftwood://sonarr/series/2/season/2/releases", "sonarr-season-releases")
    }
    @Test("Sonarr edit series") func editSeries() async throws {
        try await snapshot("thriftwood://sonarr/series/2/edit", "sonarr-edit-series")
    }
    @Test("Sonarr delete series dialog") func deleteSeries() async throws {
        try await snapshot("thriftwood://sonarr/series/2", "sonarr-series-delete-dialog", keys: [.character("d")])
    }
    @Test("Sonarr history") func sonarrHistory() async throws {
        try await snapshot("thriftwood://sonarr/history", "sonarr-history")
    }
    @Test("Sonarr calendar") func sonarrCalendar() async throws {
        try await snapshot("thriftwood://sonarr/calendar", "sonarr-calendar")
    }
    @Test("Sonarr wanted") func wanted() async throws {
        try await snapshot("thriftwood://sonarr/wanted", "sonarr-wanted")
    }
    @Test("Sonarr system") func sonarrSystem() async throws {
        try await snapshot("thriftwood://sonarr/system", "sonarr-system")
    }
    @Test("settings") func settings() async throws { try await snapshot("thriftwood://settings", "settings") }
    @Test("profiles") func profiles() async throws { try await snapshot("thriftwood://settings/profiles", "profiles") }
    @Test("appearance") func appearance() async throws {
        try await snapshot("thriftwood://settings/appearance", "appearance")
    }
    @Test("notifications") func notifications() async throws {
        try await snapshot("thriftwood://settings/notifications", "notifications")
    }
    @Test("about") func about() async throws { try await snapshot("thriftwood://settings/about", "about") }
    @Test("logs") func logs() async throws { try await snapshot("thriftwood://settings/logs", "logs") }
    /// A first run on no server, its profile named: the app and the onboarding flow.
    func onboardingPastItsName() async throws -> (TerminalUI, OnboardingCoordinator) {
        let ui = TerminalUI(
            coordinator: AppCoordinator(
                dependencies: try offlineDependencies(), dataDirectory: URL(fileURLWithPath: "/data")),
            clock: { snapshotNow })
        await ui.coordinator.start()
        let flow = try #require(ui.coordinator.onboarding)
        flow.begin()
        await flow.submitProfileName()
        return (ui, flow)
    }
    @Test("onboarding, step two with a field error")
    func onboardingStepTwo() async throws {
        let (ui, flow) = try await onboardingPastItsName()
        flow.draft.radarr.url = "nas:7878"
        await flow.testConnection(.radarr)
        for (width, height) in [(80, 24), (120, 40)] {
            assertSnapshot(
                ui.render(width: width, height: height).snapshot, named: "onboarding-radarr-\(width)x\(height)")
        }
    }
    @Test("onboarding's last step: further servers of any kind, or finish")
    func onboardingMoreServers() async throws {
        let (ui, flow) = try await onboardingPastItsName()
        await flow.skip(.radarr)
        await flow.skip(.sonarr)
        flow.extra = ConnectionDraft(.qbittorrent, url: "http://nas:8080", apiKey: "admin:secret")
        flow.extraName = "qBittorrent"
        assertSnapshot(ui.render(width: 80, height: 24).snapshot, named: "onboarding-more-servers-80x24")
    }
}
