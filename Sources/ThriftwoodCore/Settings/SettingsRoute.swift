/// The settings screens every service shares, carried by ``AppRoute/settings(_:)``.
public enum SettingsRoute: Hashable, Sendable, Codable {
    case main
    case profiles
    case addProfile
    case editProfile(profileId: String)
    case appearance
    case notifications
    case about
    case logs

    /// A short title for headers and breadcrumbs.
    public var title: String {
        switch self {
        case .main: "Settings"
        case .profiles: "Profiles"
        case .addProfile: "Add Profile"
        case .editProfile: "Edit Profile"
        case .appearance: "Appearance"
        case .notifications: "Notifications"
        case .about: "About"
        case .logs: "Logs"
        }
    }

    /// The title with what the route carries.
    public var label: String {
        if case .editProfile(let id) = self { return "\(title) \(id)" }
        return title
    }

    /// Whether the route opens as a sheet (the profile forms).
    public var isSheet: Bool {
        switch self {
        case .addProfile, .editProfile: true
        default: false
        }
    }
}
