import ThriftwoodCore

/// The settings screens, one per ``SettingsScreenModel`` case.
@MainActor
enum SettingsScreens {
    static func make(_ model: SettingsScreenModel) -> any Screen {
        switch model {
        case .main(let settings): MenuScreen(heading: { [] }, entries: { settings.entries }, open: settings.open)
        case .profiles(let model): ProfilesScreen(model: model)
        case .profileForm(let model): ProfileFormScreen(model: model)
        case .appearance(let model): PreferencesScreen(editor: model, kind: .appearance)
        case .notifications(let model): PreferencesScreen(editor: model, kind: .notifications)
        case .about(let model): AboutScreen(model: model)
        case .logs(let model): LogsScreen(model: model)
        }
    }
}
