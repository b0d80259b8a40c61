extension AppCoordinator {
    /// Builds Sonarr's view models with their services injected and callbacks wired.
    func makeSonarr(_ route: SonarrRoute) -> SonarrScreenModel {
        switch route {
        case .home: .home(SonarrHomeViewModel(sonarr: dependencies.sonarr, clock: dependencies.clock))
        }
    }
}
