import Foundation
import ThriftwoodNavigation

extension AppCoordinator {
    /// The view model for `route` (nil: the root), built once per stack entry with its
    /// services injected and its navigation callbacks wired here — the only place that navigates.
    public func model(for route: AppRoute?) -> ScreenModel {
        guard let route else {
            if let rootModel { return rootModel }
            let made = makeRoot()
            rootModel = made
            return made
        }
        if let existing = models[route] { return existing }
        let made = make(route)
        models[route] = made
        return made
    }

    private func makeRoot() -> ScreenModel {
        let home = AppHomeViewModel(profile: profile)
        home.onOpen = { [weak self] in self?.navigate(to: $0) }
        return .appHome(home)
    }

    private func make(_ route: AppRoute) -> ScreenModel {
        let deps = dependencies
        let profileId = profile?.id
        switch route {
        case .onboarding, .services:
            let services = ServicesViewModel(profile: profile, radarr: deps.radarr)
            services.onOpen = { [weak self] in self?.navigate(to: $0) }
            return .services(services)
        case .radarrHome:
            let home = RadarrHomeViewModel(
                radarr: deps.radarr, cache: deps.libraryCache, profileId: profileId, clock: deps.clock)
            home.onOpen = { [weak self] in self?.navigate(to: $0) }
            return .radarrHome(home)
        case .radarrMoviesList:
            let list = MoviesListViewModel(
                profileId: profileId, radarr: deps.radarr, cache: deps.libraryCache, options: preferences.movieList,
                clock: deps.clock, logger: deps.logger("thriftwood.library"))
            list.onSelectMovie = { [weak self] in self?.navigate(to: .radarrMovieDetail(movieId: $0)) }
            list.onAddMovie = { [weak self] in self?.navigate(to: .radarrAddMovie(query: nil)) }
            list.onOptionsChanged = { [weak self] options in self?.rememberListOptions(options) }
            return .moviesList(list)
        case .radarrMovieDetail(let id):
            let detail = MovieDetailViewModel(
                movieId: id, radarr: deps.radarr, cache: deps.libraryCache, profileId: profileId)
            detail.asksBeforeDeleting = preferences.confirmDestructiveActions
            detail.onDeleted = { [weak self] in
                self?.navigateBack()
                self?.refreshLibrary()
            }
            detail.onEdit = { [weak self] in self?.navigate(to: .radarrEditMovie(movieId: $0)) }
            detail.onReleases = { [weak self] in self?.navigate(to: .radarrMovieReleases(movieId: $0)) }
            return .movieDetail(detail)
        case .radarrAddMovie(let query):
            let add = AddMovieViewModel(
                query: query, radarr: deps.radarr, preferences: deps.preferences, defaults: preferences.addMovie)
            add.onAdded = { [weak self] id in
                self?.navigator.replace(with: .radarrMovieDetail(movieId: id))
                self?.refreshLibrary()
            }
            add.onOpenExisting = { [weak self] in self?.navigate(to: .radarrMovieDetail(movieId: $0)) }
            return .addMovie(add)
        case .radarrQueue:
            let queue = QueueViewModel(radarr: deps.radarr)
            queue.asksBeforeRemoving = preferences.confirmDestructiveActions
            queue.onSelectMovie = { [weak self] in self?.navigate(to: .radarrMovieDetail(movieId: $0)) }
            return .queue(queue)
        case .radarrHistory:
            let history = HistoryViewModel(radarr: deps.radarr)
            history.onSelectMovie = { [weak self] in self?.navigate(to: .radarrMovieDetail(movieId: $0)) }
            return .history(history)
        case .radarrCalendar:
            let calendar = CalendarViewModel(radarr: deps.radarr, start: deps.clock())
            calendar.onSelectMovie = { [weak self] in self?.navigate(to: .radarrMovieDetail(movieId: $0)) }
            return .calendar(calendar)
        case .radarrMissing:
            let missing = MissingViewModel(radarr: deps.radarr)
            missing.onSelectMovie = { [weak self] in self?.navigate(to: .radarrMovieDetail(movieId: $0)) }
            return .missing(missing)
        case .radarrMovieReleases(let id):
            return .releases(ReleasesViewModel(movieId: id, radarr: deps.radarr))
        case .radarrEditMovie(let id):
            let edit = EditMovieViewModel(
                movieId: id, radarr: deps.radarr, cache: deps.libraryCache, profileId: profileId)
            edit.onSaved = { [weak self] in self?.closeForm(reloading: .radarrMovieDetail(movieId: id)) }
            edit.onCancel = { [weak self] in self?.navigateBack() }
            return .editMovie(edit)
        case .radarrSystemStatus:
            return .systemStatus(SystemStatusViewModel(radarr: deps.radarr))
        case .radarrSettings:
            let settings = RadarrSettingsViewModel(profile: profile, radarr: deps.radarr, preferences: deps.preferences)
            settings.onEditConnection = { [weak self] in self?.navigate(to: .settingsEditProfile(profileId: $0)) }
            return .radarrSettings(settings)
        case .settingsMain:
            let settings = SettingsViewModel()
            settings.onOpen = { [weak self] in self?.navigate(to: $0) }
            return .settings(settings)
        case .settingsProfiles:
            let profiles = ProfilesViewModel(service: deps.profiles)
            profiles.asksBeforeDeleting = preferences.confirmDestructiveActions
            profiles.onSwitch = { [weak self] in await self?.switchProfile(id: $0) }
            profiles.onAdd = { [weak self] in self?.navigate(to: .settingsAddProfile) }
            profiles.onNoProfileLeft = { [weak self] in await self?.startOverWithoutProfile() }
            profiles.onEdit = { [weak self] in self?.navigate(to: .settingsEditProfile(profileId: $0)) }
            return .profiles(profiles)
        case .settingsAddProfile, .settingsEditProfile:
            var editing: String?
            if case .settingsEditProfile(let id) = route { editing = id }
            let form = ProfileFormViewModel(profileId: editing, profiles: deps.profiles, radarr: deps.radarr)
            form.onSaved = { [weak self] saved in self?.profileSaved(saved) }
            form.onCancel = { [weak self] in self?.navigateBack() }
            return .profileForm(form)
        case .settingsAppearance:
            let appearance = AppearanceViewModel(service: deps.preferences)
            appearance.onChange = { [weak self] in self?.preferences = $0 }
            return .appearance(appearance)
        case .settingsNotifications:
            let notifications = NotificationsViewModel(service: deps.preferences)
            notifications.onChange = { [weak self] in self?.preferences = $0 }
            return .notifications(notifications)
        case .settingsAbout:
            return .about(AboutViewModel(dataDirectory: dataDirectory.path))
        case .settingsLogs:
            return .logs(LogsViewModel(log: deps.log, exportDirectory: dataDirectory))
        }
    }

    /// Refreshes the movies list if it is on the stack, after a movie was added or deleted.
    private func refreshLibrary() {
        if case .moviesList(let list) = models[.radarrMoviesList] { Task { await list.refresh() } }
    }

    /// Closes a form sheet and reloads the screen under it.
    private func closeForm(reloading route: AppRoute) {
        navigateBack()
        if let model = models[route] { Task { await model.load() } }
    }

    /// After a profile is saved: close the form, refresh the list, and re-adopt the profile in use.
    private func profileSaved(_ saved: Profile) {
        navigateBack()
        if let model = models[.settingsProfiles] { Task { await model.load() } }
        if saved.id == profile?.id {
            profile = saved
            rootModel = nil
            Task { await dependencies.radarr.configure(saved.enabledRadarr) }
        }
    }

    private func rememberListOptions(_ options: MovieListOptions) {
        preferences.movieList = options
        let service = dependencies.preferences
        Task { _ = try? await service.update { $0.movieList = options } }
    }
}
