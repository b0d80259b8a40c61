/// The screens of first-run onboarding, on the child flow's own stack.
public enum OnboardingRoute: Hashable, Sendable, Codable {
    /// Name the first profile.
    case createProfile
    /// Add the profile's server of one kind (tested), or skip it.
    case addService(ServiceKind)
    /// Add further servers of any kind, one after another (each tested), then finish.
    case moreServers

    /// A short title for the header.
    public var title: String {
        switch self {
        case .createProfile: "Create profile"
        case .addService(let kind): "Add \(kind.displayName)"
        case .moreServers: "More servers"
        }
    }
}
