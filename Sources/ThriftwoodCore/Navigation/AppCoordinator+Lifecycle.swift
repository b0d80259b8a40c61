import ArrKit
import Foundation
import Logging
import RadarrAPI
import ServerKit
import ThriftwoodNavigation

extension AppCoordinator {
    /// Chooses onboarding or home, restores the saved screen (validated), then opens `deepLink`.
    ///
    /// With `demo`, a Demo profile on the embedded server is used for this session with no
    /// questions asked.
    ///
    /// When the profiles cannot be read, setup is not started over an existing one: the app
    /// opens at home and says what failed (defaults are used for unreadable preferences).
    public func start(demo: Bool = false, deepLink: String? = nil) async {
        do {
            preferences = try await dependencies.preferences.preferences()
        } catch {
            logger.error("preferences could not be read: \(error)")
            notice = "Your preferences could not be read, so defaults are used: \(ErrorNotice(error).message)"
        }
        var active: Profile?
        do {
            active = try await dependencies.profiles.activeProfile()
        } catch {
            logger.error("profiles could not be read: \(error)")
            let problem = ErrorNotice(error)
            notice = "Thriftwood could not read its profiles: \(problem.message) \(problem.suggestion)"
            if !demo { return }
        }
        if demo { active = await demoProfile() ?? active }
        // A saved profile means setup happened (here or through `thriftwood profiles add`).
        if let active {
            await use(active, restoring: true)
        } else {
            beginOnboarding()
        }
        if let deepLink { await open(deepLink) }
    }

    /// Saves the navigation snapshot of the profile in use (call on quit).
    public func saveSnapshot() async {
        guard let profile, onboarding == nil else { return }
        let snapshot = Self.restorer.snapshot(of: navigator.state)
        guard let data = try? JSONEncoder().encode(snapshot) else { return }
        do {
            try await dependencies.snapshots.save(data, profileId: profile.id)
        } catch {
            logger.error("could not save the navigation snapshot: \(error)")
        }
    }

    /// Switches to the profile `id`: saves this profile's place, reconfigures Radarr, restores theirs.
    public func switchProfile(id: String) async {
        guard id != profile?.id else { return }
        do {
            guard let next = try await dependencies.profiles.profile(id: id) else {
                throw CoreError.profileNotFound(id)
            }
            await saveSnapshot()
            try await dependencies.profiles.setActive(id: id)
            await use(next, restoring: true)
            notice = "Switched to \(next.name)"
        } catch {
            notice = ErrorNotice(error).message
        }
    }

    /// After the profile in use was deleted and none is left: forget its screens and server,
    /// and run setup again, saying why.
    func startOverWithoutProfile() async {
        profile = nil
        watcher.reset()
        await dependencies.configure(for: nil)
        models = [:]
        knownTitles = [:]
        rootModel = nil
        await navigator.send(.setState(NavigationState()), from: .program)
        beginOnboarding()
        notice = "The last profile was deleted. Set up a server, or try the demo."
    }

    /// Switches to the profile called `name` (case-insensitive), for `:profile NAME`.
    @discardableResult
    public func switchProfile(named name: String) async -> Bool {
        let all: [Profile]
        do {
            all = try await dependencies.profiles.profiles()
        } catch {
            notice = "The profiles could not be read: \(ErrorNotice(error).message)"
            logger.error("switching profile: \(ErrorNotice(error).message)")
            return false
        }
        guard let match = all.first(where: { $0.name.caseInsensitiveCompare(name) == .orderedSame }) else {
            notice = "No profile is called \"\(name)\"."
            return false
        }
        await switchProfile(id: match.id)
        return true
    }

    /// Checks the profile's services for finished downloads and new health warnings, showing
    /// what the notification preferences ask for in the status line after any notice still
    /// there (a restoration note is not overwritten by a health warning); returns the notices.
    @discardableResult
    public func checkActivity() async -> [String] {
        guard onboarding == nil, profile != nil else { return [] }
        let notices = await watcher.check(preferences.notifications)
        if !notices.isEmpty { notice = ([notice].compactMap { $0 } + notices).joined(separator: " · ") }
        return notices
    }

    /// Calls ``checkActivity()`` every `interval` until the returned task is cancelled (a
    /// minute: two requests a minute per *arr, within Home's budget of six).
    public func watchActivity(every interval: Duration = .seconds(60)) -> Task<Void, Never> {
        Task { [weak self] in
            while !Task.isCancelled {
                await self?.checkActivity()
                try? await Task.sleep(for: interval)
            }
        }
    }

    /// Adopts `profile`: configures its services, clears screens, and restores or lands on home.
    func use(_ profile: Profile, restoring: Bool) async {
        var profile = profile
        var pinned: [String] = []
        do {
            (profile, pinned) = try await LegacyPinMigration.run(profile, profiles: dependencies.profiles)
        } catch {
            notice = ErrorNotice(error).message
            logger.warning("certificate pinning: \(ErrorNotice(error).message)")
        }
        self.profile = profile
        watcher.watch(watchedServers)
        for server in profile.servers { dependencies.redactor.register(server.connection.apiKey) }
        await dependencies.configure(for: profile)
        models = [:]
        knownTitles = [:]
        rootModel = nil
        var state = NavigationState<AppRoute>()
        var saved: Data?
        if restoring {
            do {
                saved = try await dependencies.snapshots.load(profileId: profile.id)
            } catch {
                notice = "Where you were could not be read (\(ErrorNotice(error).message)); starting at Home."
                logger.error("restoring: \(ErrorNotice(error).message)")
            }
        }
        if let data = saved {
            let result = await Self.restorer.restore(from: data, userInfo: dependencies.kinds.decodingInfo) { route in
                await self.verdict(on: route)
            }
            state = result.state
            if !result.issues.isEmpty {
                notice = "Restored what still exists: " + result.issues.map(\.description).joined(separator: "; ")
                logger.notice("restoration: \(result.issues.map(\.description))")
            }
        }
        if state.path.isEmpty && state.sheet == nil {
            state = NavigationState(path: dependencies.kinds.start(for: profile))
        }
        await navigator.send(.setState(state), from: .restoration)
        if !pinned.isEmpty {
            for line in pinned { logger.notice("\(line)") }
            notice = ([notice].compactMap { $0 } + pinned).joined(separator: " ")
        }
    }

    /// Whether a restored route still makes sense for the profile in use.
    func verdict(on route: AppRoute) async -> RouteVerdict {
        if let kind = route.service, profile?.hasEnabled(kind) != true {
            return .drop(reason: "this profile has no \(kind.displayName) server")
        }
        if let slug = route.server, profile?.server(named: slug)?.enabled != true {
            return .drop(reason: "this profile has no server \(slug) any more")
        }
        switch route {
        case .radarr(.movieDetail(let id), let server), .radarr(.releases(let id), let server),
            .radarr(.editMovie(let id), let server):
            return await movieExists(id.rawValue, on: server)
                ? .keep : .drop(reason: "movie \(id) is no longer in the library")
        case .settings(.editProfile(let id)):
            do {
                return try await dependencies.profiles.profile(id: id) != nil
                    ? .keep : .drop(reason: "that profile was deleted")
            } catch {
                return .drop(reason: "the profiles could not be read (\(ErrorNotice(error).message))")
            }
        default:
            return .keep
        }
    }

    /// Whether the library of the Radarr with slug `server` (nil: the first) still has movie `id`:
    /// its offline copy answers when it can, else that server.
    private func movieExists(_ id: Int, on server: String?) async -> Bool {
        let (radarr, key) = radarrService(on: server)
        if let connectionId = key {
            do {
                if let cached = try await dependencies.libraryCache.load(connectionId: connectionId) {
                    return cached.movies.contains { $0.id == id }
                }
            } catch {
                // The offline copy cannot say; the server will (below).
                logger.warning("restoring: the offline copy could not be read: \(ErrorNotice(error).message)")
            }
        }
        do {
            _ = try await radarr.client().movie(id: id)
            return true
        } catch let error as ArrError {
            if case .notFound = error.problem { return false }
            return true
        } catch {
            return true
        }
    }

    private func beginOnboarding() {
        let flow = OnboardingCoordinator(
            profiles: dependencies.profiles, preferences: dependencies.preferences, tester: dependencies.tester,
            kinds: dependencies.kinds
        ) { [weak self] profile in
            self?.onboardedProfile = profile
        }
        onboarding = flow
        navigator.startChild(flow.navigator, name: "onboarding") { [weak self] in
            guard let self else { return }
            self.onboarding = nil
            if let profile = self.onboardedProfile {
                self.onboardedProfile = nil
                await self.use(profile, restoring: false)
            }
        }
    }

    private func demoProfile() async -> Profile? {
        do {
            return try await dependencies.profiles.demoProfile(kinds: dependencies.kinds)
        } catch {
            notice = "The demo profile could not be created: \(ErrorNotice(error).message)"
            return nil
        }
    }

    /// Installs the guards: links wait for onboarding; a service's screens need its server.
    func installGuards() {
        navigator.addGuard(
            NavigationGuard(
                "onboarding",
                synchronous: { [weak self] request in
                    guard let self, self.navigator.hasActiveChild else { return .allow }
                    switch request.source {
                    case .deepLink, .restoration: return .defer(until: self.navigator.noActiveChild)
                    case .user, .program, .palette: return .cancel(reason: "Finish setting up first.")
                    }
                }))
        navigator.addGuard(
            NavigationGuard(
                "serviceConfigured",
                synchronous: { [weak self] request in
                    guard let self, request.source != .restoration else { return .allow }
                    let routes = request.proposed.path + (request.proposed.sheet?.routes ?? [])
                    for kind in Set(routes.compactMap(\.service)) where self.profile?.hasEnabled(kind) != true {
                        let missing = CoreError.noService(kind)
                        return .cancel(reason: "\(missing.description) \(missing.recoverySuggestion)")
                    }
                    for slug in Set(routes.compactMap(\.server))
                    where self.profile?.server(named: slug)?.enabled != true {
                        let missing = CoreError.serverNotFound(slug, profile: self.profile?.name ?? "in use")
                        return .cancel(reason: "\(missing.description) \(missing.recoverySuggestion)")
                    }
                    return .allow
                }))
    }
}
