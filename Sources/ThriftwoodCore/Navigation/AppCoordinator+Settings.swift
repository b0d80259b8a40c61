import Foundation
import ThriftwoodNavigation

extension AppCoordinator {
    /// Builds a settings screen's view model with its services and wires its callbacks.
    func makeSettings(_ route: SettingsRoute) -> SettingsScreenModel {
        let deps = dependencies
        switch route {
        case .main:
            let settings = SettingsViewModel()
            settings.onOpen = { [weak self] in self?.navigate(to: $0) }
            return .main(settings)
        case .profiles:
            let profiles = ProfilesViewModel(service: deps.profiles)
            profiles.asksBeforeDeleting = preferences.confirmDestructiveActions
            profiles.onSwitch = { [weak self] in await self?.switchProfile(id: $0) }
            profiles.onAdd = { [weak self] in self?.navigate(to: .settings(.addProfile)) }
            profiles.onNoProfileLeft = { [weak self] in await self?.startOverWithoutProfile() }
            profiles.onEdit = { [weak self] in self?.navigate(to: .settings(.editProfile(profileId: $0))) }
            return .profiles(profiles)
        case .addProfile, .editProfile:
            var editing: String?
            if case .editProfile(let id) = route { editing = id }
            let form = ProfileFormViewModel(
                profileId: editing, profiles: deps.profiles, tester: deps.tester, kinds: deps.kinds)
            form.certificatesDirectory = dataDirectory.appendingPathComponent("certificates", isDirectory: true)
            form.onSaved = { [weak self] saved in self?.profileSaved(saved) }
            form.onServersChanged = { [weak self] changed in self?.profileChanged(changed) }
            form.onCancel = { [weak self] in self?.navigateBack() }
            return .profileForm(form)
        case .appearance:
            let appearance = AppearanceViewModel(service: deps.preferences)
            appearance.onChange = { [weak self] in self?.preferences = $0 }
            return .appearance(appearance)
        case .notifications:
            let notifications = NotificationsViewModel(service: deps.preferences)
            notifications.onChange = { [weak self] in self?.preferences = $0 }
            return .notifications(notifications)
        case .about:
            return .about(AboutViewModel(dataDirectory: dataDirectory.path))
        case .logs:
            return .logs(
                LogsViewModel(log: deps.log, exportDirectory: dataDirectory) { [weak self] in
                    try self?.navigationTrace().encoded()
                })
        }
    }

    /// After a profile is saved: close the form, refresh the list, and re-adopt the profile in use.
    private func profileSaved(_ saved: Profile) {
        navigateBack()
        if let model = models[.settings(.profiles)] { track { await model.load() } }
        profileChanged(saved)
    }
}
