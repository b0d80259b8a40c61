import ThriftwoodNavigation

extension AppCoordinator {
    /// Builds Sonarr's view models with their services injected and callbacks wired.
    func makeSonarr(_ route: SonarrRoute, server: String?) -> SonarrScreenModel {
        let (sonarr, connectionId) = sonarrService(on: server)
        switch route {
        case .home:
            let home = SonarrHomeViewModel(sonarr: sonarr, clock: dependencies.clock)
            home.onOpen = { [weak self] in self?.navigate(to: .sonarr($0, server: server)) }
            return .home(home)
        case .seriesList:
            let list = SeriesListViewModel(
                sonarr: sonarr, cache: dependencies.seriesCache, connectionId: connectionId,
                clock: dependencies.clock)
            list.onSelect = { [weak self] in
                self?.navigate(to: .sonarr(.seriesDetail(seriesId: SeriesID($0)), server: server))
            }
            list.posterRef = posterRefs(.sonarr, on: server, path: SonarrPictures.smallPoster)
            if list.posterRef != nil {
                let posters = LibraryPosters(isGrid: preferences.pictures.seriesAsGrid) { [weak self] id in
                    self?.picturePanel(.sonarr, on: server, path: SonarrPictures.smallPoster(id), box: (120, 180))
                }
                posters.onLayoutChanged = { [weak self] grid in
                    self?.rememberPreference { $0.pictures.seriesAsGrid = grid }
                }
                list.posters = posters
            }
            list.onAdd = { [weak self] in self?.navigate(to: .sonarr(.addSeries(query: nil), server: server)) }
            return .seriesList(list)
        case .seriesDetail(let id):
            let cache = dependencies.seriesCache
            let detail = SeriesDetailViewModel(seriesId: id, sonarr: sonarr) {
                guard let connectionId else { return nil }
                return try await cache.load(connectionId: connectionId)
            }
            detail.poster = picturePanel(.sonarr, on: server, path: SonarrPictures.poster(detail.seriesId))
            detail.onSeason = { [weak self] in
                self?.navigate(to: .sonarr(.season(seriesId: SeriesID($0), seasonNumber: $1), server: server))
            }
            detail.onEdit = { [weak self] in
                self?.navigate(to: .sonarr(.editSeries(seriesId: SeriesID($0)), server: server))
            }
            detail.onHistory = { [weak self] in
                self?.navigate(to: .sonarr(.seriesHistory(seriesId: SeriesID($0)), server: server))
            }
            detail.asksBeforeDeleting = preferences.confirmDestructiveActions
            detail.onDeleted = { [weak self] in self?.goBack(to: .sonarr(.seriesList, server: server)) }
            return .seriesDetail(detail)
        case .editSeries(let id):
            let edit = ArrItemEditor(source: sonarr.editSource(seriesId: id.rawValue))
            edit.onSaved = { [weak self] in
                self?.closeForm(reloading: .sonarr(.seriesDetail(seriesId: id), server: server))
            }
            edit.onCancel = { [weak self] in self?.navigateBack() }
            return .editSeries(edit)
        case .addSeries(let query):
            let add = AddSeriesViewModel(query: query, sonarr: sonarr, preferences: dependencies.preferences)
            add.onOpen = { [weak self] in
                self?.navigate(to: .sonarr(.seriesDetail(seriesId: SeriesID($0)), server: server))
            }
            add.onAdded = { [weak self] in
                self?.navigator.replace(with: .sonarr(.seriesDetail(seriesId: SeriesID($0)), server: server))
            }
            return .addSeries(add)
        case .queue:
            let queue = ArrQueueViewModel(source: sonarr.queueSource)
            queue.asksBeforeRemoving = preferences.confirmDestructiveActions
            queue.onOpenSubject = { [weak self] in
                self?.navigate(to: .sonarr(.seriesDetail(seriesId: SeriesID($0)), server: server))
            }
            queue.onManualImport = { [weak self] id in
                self?.navigate(to: .admin(.manualImport(.download(id)), kind: .sonarr, server: server))
            }
            return .queue(queue)
        case .season(let id, let number):
            let season = SeasonViewModel(seriesId: id, seasonNumber: number, sonarr: sonarr, clock: dependencies.clock)
            season.onEpisode = { [weak self] in
                self?.navigate(
                    to: .sonarr(.seasonEpisode(seriesId: id, seasonNumber: number, episodeNumber: $0), server: server))
            }
            season.onReleases = { [weak self] in
                self?.navigate(to: .sonarr(.seasonReleases(seriesId: SeriesID($0), seasonNumber: $1), server: server))
            }
            return .season(season)
        case .episode(let id):
            let episode = EpisodeViewModel(locator: .id(id), sonarr: sonarr, clock: dependencies.clock)
            episode.subtitles = subtitlesPanel()
            episode.onReleases = { [weak self] in
                self?.navigate(to: .sonarr(.episodeReleases(episodeId: id), server: server))
            }
            episode.onSeries = { [weak self] in
                self?.goBack(to: .sonarr(.seriesDetail(seriesId: SeriesID($0)), server: server))
            }
            return .episode(episode)
        case .seasonEpisode(let id, let season, let number):
            let locator = EpisodeLocator.number(seriesId: id, season: season, episode: number)
            let episode = EpisodeViewModel(locator: locator, sonarr: sonarr, clock: dependencies.clock)
            episode.subtitles = subtitlesPanel()
            episode.onReleases = { [weak self] in
                self?.navigate(
                    to: .sonarr(
                        .seasonEpisodeReleases(seriesId: id, seasonNumber: season, episodeNumber: number),
                        server: server))
            }
            episode.onSeries = { [weak self] in
                self?.goBack(to: .sonarr(.seriesDetail(seriesId: SeriesID($0)), server: server))
            }
            return .episode(episode)
        case .history, .seriesHistory:
            var seriesId: SeriesID?
            if case .seriesHistory(let id) = route { seriesId = id }
            let history = ArrHistoryViewModel(source: sonarr.historySource(seriesId: seriesId?.rawValue))
            history.onOpenSubject = { [weak self] in
                self?.navigate(to: .sonarr(.episode(episodeId: $0), server: server))
            }
            return .history(history)
        case .calendar:
            let calendar = ArrCalendarViewModel(source: sonarr.calendarSource, start: dependencies.clock())
            calendar.onOpenSubject = { [weak self] in
                self?.navigate(to: .sonarr(.episode(episodeId: $0), server: server))
            }
            return .calendar(calendar)
        case .wanted:
            let wanted = ArrWantedViewModel(source: sonarr.wantedSource)
            wanted.onOpenSubject = { [weak self] in
                self?.navigate(to: .sonarr(.episode(episodeId: $0), server: server))
            }
            return .wanted(wanted)
        case .systemStatus:
            let system = SystemStatusViewModel(service: .sonarr) { try await sonarr.client() }
            system.onOpenAdmin = { [weak self] in self?.navigate(to: .admin($0, kind: .sonarr, server: server)) }
            return .systemStatus(system)
        case .seasonReleases(let id, let number):
            return .releases(releases(ReleasesViewModel(source: .season(number, of: id.rawValue, sonarr: sonarr))))
        case .episodeReleases(let id):
            return .releases(releases(ReleasesViewModel(source: .episode(.id(id), sonarr: sonarr))))
        case .seasonEpisodeReleases(let id, let season, let number):
            let locator = EpisodeLocator.number(seriesId: id, season: season, episode: number)
            return .releases(releases(ReleasesViewModel(source: .episode(locator, sonarr: sonarr))))
        }
    }
}
