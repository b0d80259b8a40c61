import ThriftwoodCore

/// The screens of the app's own routes: home (the root) and services.
@MainActor
enum AppScreens {
    static func make(_ model: AppScreenModel) -> any Screen {
        switch model {
        case .home(let home):
            return DashboardScreen(model: home)
        case .services(let services):
            return ServicesScreen(model: services)
        case .search(let search):
            return SearchEverywhereScreen(model: search)
        case .activity(let activity):
            return MergedActivityScreen(model: activity)
        }
    }
}
