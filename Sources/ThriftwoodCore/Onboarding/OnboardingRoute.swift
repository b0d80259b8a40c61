/// The screens of first-run onboarding, on the child flow's own stack.
public enum OnboardingRoute: Hashable, Sendable, Codable {
    /// Name the first profile.
    case createProfile
    /// Add the first Radarr server.
    case addRadarr

    /// A short title for the header.
    public var title: String {
        switch self {
        case .createProfile: "Create profile"
        case .addRadarr: "Add Radarr"
        }
    }
}
