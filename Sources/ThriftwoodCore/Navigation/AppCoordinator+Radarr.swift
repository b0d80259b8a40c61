import Foundation
import Logging
import ThriftwoodNavigation

extension AppCoordinator {
    /// Builds a Radarr screen's view model with its services and wires its callbacks.
    func makeRadarr(_ route: RadarrRoute, server: String?) -> RadarrScreenModel {
        let deps = dependencies
        let (radarr, connectionId) = radarrService(on: server)
        let openMovie: @MainActor (Int) -> Void = { [weak self] in
            self?.navigate(to: .radarr(.movieDetail(movieId: MovieID($0)), server: server))
        }
        switch route {
        case .home:
            let home = RadarrHomeViewModel(
                radarr: radarr, cache: deps.libraryCache, connectionId: connectionId, clock: deps.clock)
            home.onOpen = { [weak self] in self?.navigate(to: $0.service == .radarr ? $0.on(server) : $0) }
            return .home(home)
        case .moviesList:
            let list = MoviesListViewModel(
                connectionId: connectionId, radarr: radarr, cache: deps.libraryCache,
                options: preferences.movieList,
                clock: deps.clock, logger: deps.logger("thriftwood.library"))
            list.onSelectMovie = openMovie
            list.posterRef = posterRefs(.radarr, on: server, path: RadarrPictures.smallPoster)
            if list.posterRef != nil {
                let posters = LibraryPosters(isGrid: preferences.pictures.moviesAsGrid) { [weak self] id in
                    self?.picturePanel(.radarr, on: server, path: RadarrPictures.smallPoster(id), box: (120, 180))
                }
                posters.onLayoutChanged = { [weak self] grid in
                    self?.rememberPreference { $0.pictures.moviesAsGrid = grid }
                }
                list.posters = posters
            }
            list.onAddMovie = { [weak self] in self?.navigate(to: .radarr(.addMovie(query: nil), server: server)) }
            list.onOptionsChanged = { [weak self] options in self?.rememberListOptions(options) }
            return .moviesList(list)
        case .movieDetail(let id):
            let detail = MovieDetailViewModel(
                movieId: id, radarr: radarr, cache: deps.libraryCache, connectionId: connectionId,
                logger: deps.logger("thriftwood.movie"))
            detail.asksBeforeDeleting = preferences.confirmDestructiveActions
            detail.subtitles = subtitlesPanel(for: .movie(id.rawValue))
            detail.poster = picturePanel(.radarr, on: server, path: RadarrPictures.poster(detail.movieId))
            detail.onDeleted = { [weak self] in
                self?.navigateBack()
                self?.refreshLibrary(on: server)
            }
            detail.onEdit = { [weak self] in
                self?.navigate(to: .radarr(.editMovie(movieId: MovieID($0)), server: server))
            }
            detail.onReleases = { [weak self] in
                self?.navigate(to: .radarr(.releases(movieId: MovieID($0)), server: server))
            }
            return .movieDetail(detail)
        case .addMovie(let query):
            let add = AddMovieViewModel(
                query: query, radarr: radarr, preferences: deps.preferences, defaults: preferences.addMovie,
                logger: deps.logger("thriftwood.add-movie"))
            add.onAdded = { [weak self] id in
                self?.navigator.replace(with: .radarr(.movieDetail(movieId: MovieID(id)), server: server))
                self?.refreshLibrary(on: server)
            }
            add.onOpenExisting = openMovie
            return .addMovie(add)
        case .queue:
            let queue = ArrQueueViewModel(source: radarr.queueSource)
            queue.asksBeforeRemoving = preferences.confirmDestructiveActions
            queue.onOpenSubject = openMovie
            queue.onManualImport = { [weak self] id in
                self?.navigate(to: .admin(.manualImport(.download(id)), kind: .radarr, server: server))
            }
            return .queue(queue)
        case .history:
            let history = ArrHistoryViewModel(source: radarr.historySource)
            history.onOpenSubject = openMovie
            return .history(history)
        case .calendar:
            let calendar = ArrCalendarViewModel(source: radarr.calendarSource, start: deps.clock())
            calendar.onOpenSubject = openMovie
            return .calendar(calendar)
        case .missing:
            let missing = ArrWantedViewModel(source: radarr.wantedSource)
            missing.onOpenSubject = openMovie
            return .missing(missing)
        case .releases(let id):
            return .releases(releases(ReleasesViewModel(movieId: id, radarr: radarr)))
        case .editMovie(let id):
            let edit = ArrItemEditor(
                source: radarr.editSource(
                    movieId: id.rawValue, cache: deps.libraryCache, connectionId: connectionId,
                    logger: deps.logger("thriftwood.edit-movie")))
            edit.onSaved = { [weak self] in
                self?.closeForm(reloading: .radarr(.movieDetail(movieId: id), server: server))
            }
            edit.onCancel = { [weak self] in self?.navigateBack() }
            return .editMovie(edit)
        case .systemStatus:
            let system = SystemStatusViewModel(radarr: radarr)
            system.onOpenAdmin = { [weak self] in self?.navigate(to: .admin($0, kind: .radarr, server: server)) }
            return .systemStatus(system)
        case .settings:
            let settings = RadarrSettingsViewModel(profile: profile, tester: deps.tester, preferences: deps.preferences)
            settings.onEditConnection = { [weak self] in self?.navigate(to: .settings(.editProfile(profileId: $0))) }
            return .settings(settings)
        }
    }

    /// Refreshes the movies list if it is on the stack, after a movie was added or deleted.
    private func refreshLibrary(on server: String?) {
        if case .radarr(.moviesList(let list)) = models[.radarr(.moviesList, server: server)] {
            track { await list.refresh() }
        }
    }

    private func rememberListOptions(_ options: MovieListOptions) {
        preferences.movieList = options
        let service = dependencies.preferences
        track { [weak self] in
            do {
                _ = try await service.update { $0.movieList = options }
            } catch {
                self?.logger.warning("could not remember the list options: \(error)")
            }
        }
    }

    /// Changes a preference here and in storage (a failure is logged: the change holds for the session).
    func rememberPreference(_ change: @escaping @Sendable (inout Preferences) -> Void) {
        change(&preferences)
        let service = dependencies.preferences
        track { [weak self] in
            do {
                _ = try await service.update(change)
            } catch {
                self?.logger.warning("could not remember a preference: \(error)")
            }
        }
    }
}
