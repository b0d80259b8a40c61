import RadarrAPI
import ServerKit
import ThriftwoodCore

/// The screens of the app's own routes: home (the root) and services.
@MainActor
enum AppScreens {
    static func make(_ model: AppScreenModel) -> any Screen {
        switch model {
        case .home(let home):
            return MenuScreen(heading: { ["Profile: \(home.profileName)"] }, entries: { home.entries }, open: home.open)
        case .services(let services):
            let entry = MenuEntry(
                title: "Radarr", detail: services.radarr?.connection.host ?? "not configured", route: .radarr(.home))
            return MenuScreen(
                heading: { ["Radarr: \(services.verdict.summary)"] }, entries: { [entry] },
                open: { _ in services.openRadarr() })
        }
    }
}
