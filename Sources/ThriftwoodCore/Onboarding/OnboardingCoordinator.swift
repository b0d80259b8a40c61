import Foundation
import Observation
import ThriftwoodNavigation

/// First run: welcome → create profile → add Radarr (tested) → done; or "try the demo".
///
/// It owns the child flow's navigator (welcome is its root) and hands control back to the
/// ``AppCoordinator`` by completing that navigator.
@MainActor
@Observable
public final class OnboardingCoordinator {
    /// The child flow's navigator; an empty path is the welcome screen.
    public let navigator = Navigator<OnboardingRoute>()
    /// The new profile's name.
    public var profileName = "Home"
    /// Radarr's address.
    public var radarrURL = "" {
        didSet { verdict = .untested }
    }
    /// Radarr's API key.
    public var apiKey = "" {
        didSet { verdict = .untested }
    }
    /// A message per invalid field.
    public private(set) var fieldErrors: [String: String] = [:]
    /// The last connection test.
    public private(set) var verdict = ConnectionVerdict.untested
    /// Why finishing failed for another reason.
    public private(set) var error: ErrorNotice?

    private let profiles: any ProfileService
    private let preferences: any PreferencesService
    private let radarr: any RadarrService
    private let onFinished: @MainActor (Profile) async -> Void

    /// Creates the flow; `onFinished` receives the profile it created.
    public init(
        profiles: any ProfileService, preferences: any PreferencesService, radarr: any RadarrService,
        onFinished: @escaping @MainActor (Profile) async -> Void
    ) {
        self.profiles = profiles
        self.preferences = preferences
        self.radarr = radarr
        self.onFinished = onFinished
    }

    /// The screen showing: nil is the welcome screen.
    public var currentRoute: OnboardingRoute? { navigator.state.visibleRoute }

    /// Welcome → create profile.
    public func begin() { navigator.navigate(to: .createProfile) }

    /// Goes back one screen.
    public func back() { navigator.navigateBack() }

    /// Checks the name, then moves on to adding Radarr.
    public func submitProfileName() async {
        let others = (try? await profiles.profiles().map(\.name)) ?? []
        let problems = ProfileDraft(name: profileName).validate(otherNames: others)
        fieldErrors = problems
        if problems.isEmpty { navigator.navigate(to: .addRadarr) }
    }

    /// Tests the address and key as entered.
    public func testConnection() async {
        fieldErrors = draft.connectionProblems
        guard fieldErrors.isEmpty, let server = draft.radarrServer else { return }
        verdict = .testing
        verdict = await ConnectionVerdict.test(server, with: radarr)
    }

    /// Saves the profile with its Radarr server and finishes onboarding.
    ///
    /// The address and key are checked and the connection tested first (unless the last
    /// test of these values passed); a failing test keeps the user here with its reason.
    public func finish() async {
        fieldErrors = draft.connectionProblems
        if radarrURL.trimmingCharacters(in: .whitespaces).isEmpty {
            fieldErrors[ProfileDraft.Field.url] =
                "Enter Radarr's address, or choose \"Skip Radarr for now\" to add it later in Settings."
        }
        guard fieldErrors.isEmpty else { return }
        if case .connected = verdict {} else { await testConnection() }
        guard case .connected = verdict else { return }
        await complete(with: draft)
    }

    /// Finishes with a profile that has no Radarr server yet, said explicitly by the user;
    /// Radarr's screens (and a waiting Radarr link) then explain how to add one.
    public func skipRadarr() async {
        await complete(with: ProfileDraft(name: profileName))
    }

    /// Skips the questions: a "Demo" profile on the embedded demo server.
    public func tryDemo() async {
        do {
            let demo = try await profiles.demoProfile()
            try await profiles.setActive(id: demo.id)
            await handOver(demo)
        } catch {
            self.error = ErrorNotice(error)
        }
    }

    private var draft: ProfileDraft {
        ProfileDraft(name: profileName, radarrURL: radarrURL, radarrAPIKey: apiKey)
    }

    private func complete(with draft: ProfileDraft) async {
        do {
            let profile = try await profiles.create(draft)
            try await profiles.setActive(id: profile.id)
            await handOver(profile)
        } catch CoreError.invalid(let problems) {
            fieldErrors = problems
        } catch {
            self.error = ErrorNotice(error)
        }
    }

    private func handOver(_ profile: Profile) async {
        await onFinished(profile)
        await navigator.complete()
    }
}
