/// The settings screens' view models, one case per ``SettingsRoute`` (both profile forms
/// share one model).
@MainActor
public enum SettingsScreenModel {
    case main(SettingsViewModel)
    case profiles(ProfilesViewModel)
    case profileForm(ProfileFormViewModel)
    case appearance(AppearanceViewModel)
    case notifications(NotificationsViewModel)
    case about(AboutViewModel)
    case logs(LogsViewModel)

    /// The view model itself.
    public var viewModel: any ScreenViewModel {
        switch self {
        case .main(let model): model
        case .profiles(let model): model
        case .profileForm(let model): model
        case .appearance(let model): model
        case .notifications(let model): model
        case .about(let model): model
        case .logs(let model): model
        }
    }
}

extension SettingsViewModel: ScreenViewModel {}
extension ProfilesViewModel: ScreenViewModel {}
extension ProfileFormViewModel: ScreenViewModel {}
extension PreferenceEditor: ScreenViewModel {}
extension AboutViewModel: ScreenViewModel {}
extension LogsViewModel: ScreenViewModel {}
