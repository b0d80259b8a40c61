import Foundation
import Observation
import ThriftwoodNavigation

/// First run: welcome → create profile → add each service (Radarr, then Sonarr), each tested
/// or skipped → done; or "try the demo".
///
/// It owns the child flow's navigator (welcome is its root) and hands control back to the
/// ``AppCoordinator`` by completing that navigator.
@MainActor
@Observable
public final class OnboardingCoordinator {
    /// The child flow's navigator; an empty path is the welcome screen.
    public let navigator = Navigator<OnboardingRoute>()
    /// The new profile's name and connections, as entered.
    public var draft = ProfileDraft(name: "Home") {
        didSet {
            for kind in ProfileDraft.kinds where draft[kind] != oldValue[kind] { verdicts[kind] = nil }
        }
    }
    /// The services the user chose to skip (their fields are not saved).
    public private(set) var skipped: Set<ServiceKind> = []
    /// A message per invalid field.
    public private(set) var fieldErrors: [String: String] = [:]
    /// The last connection test of each service.
    public private(set) var verdicts: [ServiceKind: ConnectionVerdict] = [:]
    /// Why finishing failed for another reason.
    public private(set) var error: ErrorNotice?

    private let profiles: any ProfileService
    private let preferences: any PreferencesService
    private let tester: ServiceTester
    private let onFinished: @MainActor (Profile) async -> Void

    /// The services onboarding offers, in order.
    public static let services = ProfileDraft.kinds

    /// Creates the flow; `onFinished` receives the profile it created.
    public init(
        profiles: any ProfileService, preferences: any PreferencesService, tester: ServiceTester,
        onFinished: @escaping @MainActor (Profile) async -> Void
    ) {
        self.profiles = profiles
        self.preferences = preferences
        self.tester = tester
        self.onFinished = onFinished
    }

    /// The last connection test of `kind`.
    public func verdict(for kind: ServiceKind) -> ConnectionVerdict { verdicts[kind] ?? .untested }

    /// "Step 2 of 3": where `route` is in the flow.
    public func step(of route: OnboardingRoute) -> String {
        let total = 1 + Self.services.count
        switch route {
        case .createProfile: return "Step 1 of \(total)"
        case .addService(let kind): return "Step \(2 + (Self.services.firstIndex(of: kind) ?? 0)) of \(total)"
        }
    }

    /// Whether `kind`'s step is the last one, so continuing finishes.
    public func isLastStep(_ kind: ServiceKind) -> Bool { Self.services.last == kind }

    /// The screen showing: nil is the welcome screen.
    public var currentRoute: OnboardingRoute? { navigator.state.visibleRoute }

    /// Welcome → create profile.
    public func begin() { navigator.navigate(to: .createProfile) }

    /// Goes back one screen.
    public func back() { navigator.navigateBack() }

    /// Checks the name, then moves on to adding the first service.
    public func submitProfileName() async {
        let others: [String]
        do {
            others = try await profiles.profiles().map(\.name)
        } catch {
            self.error = ErrorNotice(error)
            return
        }
        let problems = ProfileDraft(name: draft.name).validate(otherNames: others)
        fieldErrors = problems
        if problems.isEmpty, let first = Self.services.first { navigator.navigate(to: .addService(first)) }
    }

    /// Tests `kind`'s address and key as entered.
    public func testConnection(_ kind: ServiceKind) async {
        fieldErrors = draft[kind].connectionProblems
        guard fieldErrors.isEmpty, let server = draft[kind].server else { return }
        verdicts[kind] = .testing
        verdicts[kind] = await ConnectionVerdict.test(server, with: tester)
    }

    /// Keeps `kind`'s server and moves on (or finishes after the last service).
    ///
    /// The address and key are checked and the connection tested first (unless the last
    /// test of these values passed); a failing test keeps the user here with its reason.
    public func continueWith(_ kind: ServiceKind) async {
        fieldErrors = draft[kind].connectionProblems
        if draft[kind].isEmpty {
            fieldErrors[ProfileDraft.Field.url(kind)] =
                "Enter \(kind.displayName)'s address, or choose \"Skip \(kind.displayName) for now\" to add it later in Settings."
        }
        guard fieldErrors.isEmpty else { return }
        if case .connected = verdict(for: kind) {} else { await testConnection(kind) }
        guard case .connected = verdict(for: kind) else { return }
        skipped.remove(kind)
        await advance(from: kind)
    }

    /// Leaves `kind` out, said explicitly by the user, and moves on (or finishes); its
    /// screens (and a waiting link to them) then explain how to add one.
    public func skip(_ kind: ServiceKind) async {
        skipped.insert(kind)
        fieldErrors = [:]
        await advance(from: kind)
    }

    private func advance(from kind: ServiceKind) async {
        guard let index = Self.services.firstIndex(of: kind), index + 1 < Self.services.count else {
            var final = draft
            for kind in skipped { final[kind] = ConnectionDraft(kind) }
            await complete(with: final)
            return
        }
        navigator.navigate(to: .addService(Self.services[index + 1]))
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
