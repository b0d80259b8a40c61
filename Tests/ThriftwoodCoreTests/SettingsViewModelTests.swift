import ArrKit
import Foundation
import Logging
import RadarrAPI
import ServerKit
import Testing

@testable import ThriftwoodCore

@Suite("Settings view models")
@MainActor
struct SettingsViewModelTests {
    @Test("the theme applies live through the coordinator and is saved")
    func appearanceAppliesLive() async throws {
        try await withEnvironment { env in
            _ = try await env.demoProfile()
            let coordinator = AppCoordinator(dependencies: env.dependencies, dataDirectory: env.directory)
            await coordinator.start()
            #expect(await coordinator.open("thriftwood://settings/appearance"))
            guard case .settings(.appearance(let appearance)) = coordinator.visibleModel else {
                Issue.record("expected appearance")
                return
            }
            await appearance.load()
            await appearance.cycleTheme()
            #expect(coordinator.preferences.theme == .dark)
            await appearance.toggle24HourTime()
            #expect(coordinator.preferences.use24HourTime == false)
            #expect(try await env.dependencies.preferences.preferences().theme == .dark)
        }
    }

    @Test("notification switches are saved")
    func notifications() async throws {
        let service = LivePreferencesService(database: try AppDatabase.inMemory())
        let model = NotificationsViewModel(service: service)
        await model.load()
        await model.toggleDownloadCompleted()
        await model.toggleHealthWarnings()
        let saved = try await service.preferences().notifications
        #expect(saved.downloadCompleted == false && saved.healthWarnings == false)
    }

    @Test("the log viewer filters by level and text and exports a redacted file")
    func logs() async throws {
        let database = try AppDatabase.inMemory()
        let redactor = Redactor()
        redactor.register("secret-api-key-value")
        let log = LiveAppLog(database: database, redactor: redactor)
        log.record(level: .debug, label: "t", message: "debug detail")
        log.record(level: .warning, label: "t", message: "key secret-api-key-value refused")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("logs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let model = LogsViewModel(log: log, exportDirectory: directory)
        await model.load()
        #expect(model.entries.value?.map(\.message) == ["key [redacted] refused"])
        await model.show(level: .trace)
        #expect(model.entries.value?.count == 2)
        model.filterText = "detail"
        await model.load()
        #expect(model.entries.value?.map(\.message) == ["debug detail"])
        await model.export()
        let text = try String(contentsOf: directory.appendingPathComponent("thriftwood-log.txt"), encoding: .utf8)
        #expect(text.contains("[redacted]") && !text.contains("secret-api-key-value"))
        #expect(model.message?.contains("2 lines") == true)
    }

    @Test("Radarr settings mask the key, test the connection and save list defaults")
    func radarrSettings() async throws {
        try await withEnvironment { env in
            let profile = try await env.demoProfile()
            let settings = RadarrSettingsViewModel(
                profile: profile, tester: env.dependencies.tester, preferences: env.dependencies.preferences)
            var editing: String?
            settings.onEditConnection = { editing = $0 }
            await settings.load()
            #expect(settings.maskedKey == "••••••••")  // a short key is hidden whole, its length too
            #expect(SecretText.masked("0123456789abcdef0123456789abcdef") == "••••••••cdef")
            #expect(SecretText.masked("sskey") == "••••••••" && SecretText.masked("a-much-longer-key") == "••••••••")
            #expect(SecretText.masked("admin:hunter2") == "admin:••••••••" && SecretText.masked("").isEmpty)
            await settings.testConnection()
            guard case .connected(let server) = settings.verdict else {
                Issue.record("expected a connection, got \(settings.verdict)")
                return
            }
            #expect(server.contains("5.14"))
            await settings.cycleDefaultSort()
            await settings.cycleDefaultFilter()
            let saved = try await env.dependencies.preferences.preferences().movieList
            #expect(saved.sort == .year && saved.filter == .monitored)
            settings.editConnection()
            #expect(editing == profile.id)
        }
    }

    @Test("profiles: switching goes through the coordinator, deleting asks first")
    func profiles() async throws {
        let service = LiveProfileService(database: try AppDatabase.inMemory(), kinds: .standard)
        let home = try await service.create(ProfileDraft(name: "Home"))
        let away = try await service.create(ProfileDraft(name: "Away"))
        let model = ProfilesViewModel(service: service)
        var switched: String?
        model.onSwitch = { id in
            switched = id
            try? await service.setActive(id: id)
        }
        await model.load()
        #expect(model.profiles.value?.map(\.name) == ["Away", "Home"])
        #expect(model.activeId == home.id)
        await model.use(away.id)
        #expect(switched == away.id && model.activeId == away.id)
        await model.requestDelete(home)
        model.cancelDelete()
        #expect(try await service.profiles().count == 2)
        await model.requestDelete(home)
        await model.confirmDelete()
        #expect(model.profiles.value?.map(\.name) == ["Away"])
    }

    @Test("menus open their routes, and the root offers Radarr only when the profile has it")
    func menus() {
        let connection = ServerConnection(baseURL: "http://nas:7878", apiKey: "k")
        let now = Date()
        let withRadarr = AppHomeViewModel(
            profile: Profile(
                id: "1", name: "Home", createdAt: now, updatedAt: now,
                radarr: ServiceServer(kind: .radarr, connection: connection)), kinds: .standard)
        #expect(
            withRadarr.entries.map(\.route)
                == [.radarr(.home)] + ActivityRoute.allCases.map(AppRoute.activity) + [.services, .settings(.main)])
        let without = AppHomeViewModel(
            profile: Profile(id: "2", name: "Bare", createdAt: now, updatedAt: now, radarr: nil), kinds: .standard)
        #expect(without.entries.map(\.route) == [.services, .settings(.main)])
        let settings = SettingsViewModel()
        var opened: [AppRoute] = []
        settings.onOpen = { opened.append($0) }
        for entry in settings.entries { settings.open(entry) }
        #expect(
            opened == [
                .settings(.profiles), .services, .settings(.appearance), .settings(.notifications), .settings(.logs),
                .settings(.about),
            ])
    }

    @Test("A server that does not know its own version (Bazarr from a checkout) says so, never 'vunknown'")
    func unknownVersion() {
        #expect(ServiceOverview(version: "1.5.2", healthIssues: 0).versionLabel == "v1.5.2")
        #expect(ServiceOverview(version: "unknown", healthIssues: 0).versionLabel == "version unknown")
        #expect(
            ServiceState.connected(ServiceOverview(version: "unknown", healthIssues: 0)).label.text
                == "connected · version unknown")
    }
}
