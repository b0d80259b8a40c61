import ArrKit
import Foundation
import Observation
import ThriftwoodNavigation

/// First run: welcome → create profile → add each service (Radarr, then Sonarr), each tested
/// or skipped → add further servers of any kind ("add another"), each tested → finish; or
/// "try the demo".
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
    /// The further servers added on the last step, tested, in order.
    public private(set) var extras: [ServiceServer] = []
    /// The fields of the next further server.
    public var extra = ConnectionDraft(.sabnzbd)
    /// Its name ("Radarr 4K").
    public var extraName = ""
    /// What the last "add another" did.
    public private(set) var message: String?

    private let profiles: any ProfileService
    private let preferences: any PreferencesService
    private let tester: ServiceTester
    private let kinds: KindRegistry
    private let onFinished: @MainActor (Profile) async -> Void

    /// The services onboarding offers, in order.
    public static let services = ProfileDraft.kinds

    /// Creates the flow over the app's `kinds`; `onFinished` receives the profile it created.
    public init(
        profiles: any ProfileService, preferences: any PreferencesService, tester: ServiceTester, kinds: KindRegistry,
        onFinished: @escaping @MainActor (Profile) async -> Void
    ) {
        self.kinds = kinds
        self.profiles = profiles
        self.preferences = preferences
        self.tester = tester
        self.onFinished = onFinished
    }

    /// The last connection test of `kind`.
    public func verdict(for kind: ServiceKind) -> ConnectionVerdict { verdicts[kind] ?? .untested }

    /// "Step 2 of 4": where `route` is in the flow.
    public func step(of route: OnboardingRoute) -> String {
        let total = 2 + Self.services.count
        switch route {
        case .createProfile: return "Step 1 of \(total)"
        case .addService(let kind): return "Step \(2 + (Self.services.firstIndex(of: kind) ?? 0)) of \(total)"
        case .moreServers: return "Step \(total) of \(total)"
        }
    }

    /// Whether `kind`'s step is the last one, so continuing finishes (never: further servers follow).
    public func isLastStep(_ kind: ServiceKind) -> Bool { false }

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
            navigator.navigate(to: .moreServers)
            return
        }
        navigator.navigate(to: .addService(Self.services[index + 1]))
    }

    /// The kinds a further server can be, in the registry's order.
    public var extraKinds: [ServiceKind] { kinds.kinds }

    /// The kind a form names by its id (or a former name), among the app's kinds.
    public func kind(named name: String) -> ServiceKind? { kinds.kind(named: name) }

    /// The next kind for the further server (its fields start over).
    public func cycleExtraKind() {
        let kinds = kinds.kinds
        extra = ConnectionDraft(kinds[((kinds.firstIndex(of: extra.kind) ?? 0) + 1) % kinds.count])
        fieldErrors = [:]
    }

    /// The kind's name, or "Radarr 2", "Radarr 3"… when a server in `servers` has it.
    static func freeName(for kind: ServiceKind, among servers: [ServiceServer]) -> String {
        let taken = Set(servers.map { $0.name.lowercased() })
        let base = kind.displayName
        guard taken.contains(base.lowercased()) else { return base }
        let free = (2...).lazy.map { "\(base) \($0)" }.first { !taken.contains($0.lowercased()) }
        return free ?? base
    }

    /// Tests the further server in the fields and, when it answers as its kind, keeps it for the
    /// profile; the fields start over for another. A name taken in the profile is refused.
    public func addAnother() async {
        message = nil
        guard var server = extra.server else {
            fieldErrors = [ProfileDraft.Field.url(extra.kind): "Enter the server's address."]
            return
        }
        let chosen = Self.services.filter { !skipped.contains($0) }.compactMap { kind -> ServiceServer? in
            guard var first = draft[kind].server else { return nil }
            first.name = kind.displayName
            first.slug = kind.rawValue
            return first
        }
        // A name left empty is the kind's, as the CLI's `servers add` gives it ("Radarr 2" when taken).
        let typed = extraName.trimmingCharacters(in: .whitespaces)
        let name = typed.isEmpty ? Self.freeName(for: extra.kind, among: chosen + extras) : typed
        server.name = name
        server.slug = ServerSlug.make(name)
        do {
            try ServerRules.check(server, among: chosen + extras)
            let status = try await tester.status(of: server)
            extras.append(server)
            message = "Added \(name) (\(status.appName ?? server.kind.displayName) \(status.version ?? ""))"
            extra = ConnectionDraft(extra.kind)
            extraName = ""
            fieldErrors = [:]
        } catch CoreError.invalid(let problems) {
            fieldErrors = problems
        } catch {
            fieldErrors = ["test": ErrorNotice(error).message]
        }
    }

    /// Creates the profile with the services kept and the further servers added, and hands over.
    public func finish() async {
        var final = draft
        for kind in skipped { final[kind] = ConnectionDraft(kind) }
        await complete(with: final)
    }

    /// Skips the questions: a "Demo" profile on the embedded demo server.
    public func tryDemo() async {
        do {
            let demo = try await profiles.demoProfile(kinds: kinds)
            try await profiles.setActive(id: demo.id)
            await handOver(demo)
        } catch {
            self.error = ErrorNotice(error)
        }
    }

    private func complete(with draft: ProfileDraft) async {
        do {
            var profile = try await profiles.create(draft)
            for server in extras { _ = try await profiles.addServer(server, to: profile.id) }
            if !extras.isEmpty { profile = try await profiles.profile(id: profile.id) ?? profile }
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
