extension AppCoordinator {
    /// Builds Sonarr's view models with their services injected and callbacks wired.
    func makeSonarr(_ route: SonarrRoute) -> SonarrScreenModel {
        let sonarr = dependencies.sonarr
        switch route {
        case .home:
            let home = SonarrHomeViewModel(sonarr: sonarr, clock: dependencies.clock)
            home.onOpen = { [weak self] in self?.navigate(to: .sonarr($0)) }
            return .home(home)
        case .seriesList:
            let list = SeriesListViewModel(sonarr: sonarr)
            list.onSelect = { [weak self] in self?.navigate(to: .sonarr(.seriesDetail(seriesId: $0))) }
            list.onAdd = { [weak self] in self?.navigate(to: .sonarr(.addSeries(query: nil))) }
            return .seriesList(list)
        case .seriesDetail(let id):
            let detail = SeriesDetailViewModel(seriesId: id, sonarr: sonarr)
            detail.onSeason = { [weak self] in
                self?.navigate(to: .sonarr(.season(seriesId: $0, seasonNumber: $1)))
            }
            return .seriesDetail(detail)
        case .addSeries(let query):
            let add = AddSeriesViewModel(query: query, sonarr: sonarr)
            add.onOpen = { [weak self] in self?.navigate(to: .sonarr(.seriesDetail(seriesId: $0))) }
            return .addSeries(add)
        case .queue:
            let queue = SonarrQueueViewModel(sonarr: sonarr)
            queue.onSelectSeries = { [weak self] in self?.navigate(to: .sonarr(.seriesDetail(seriesId: $0))) }
            return .queue(queue)
        case .season(let id, let number):
            return .season(
                SeasonViewModel(seriesId: id, seasonNumber: number, sonarr: sonarr, clock: dependencies.clock))
        }
    }
}
