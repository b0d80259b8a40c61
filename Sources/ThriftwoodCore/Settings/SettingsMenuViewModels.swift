import ArrKit
import Foundation
import Observation
import RadarrAPI
import ServerKit

/// A menu entry: a label, a hint and where it leads.
public struct MenuEntry: Sendable, Hashable, Identifiable {
    /// The label.
    public var title: String
    /// A hint under or beside the label.
    public var detail: String
    /// The route it opens.
    public var route: AppRoute
    /// Identifies the entry.
    public var id: String { title }

    /// Creates an entry.
    public init(title: String, detail: String, route: AppRoute) {
        self.title = title
        self.detail = detail
        self.route = route
    }
}

/// The profile's services and the state of each: connected (with version and health
/// warnings), unreachable with the reason, switched off, or not set up.
@MainActor
@Observable
public final class ServicesViewModel {
    /// One server's row (or a kind the profile has no server of).
    public struct Row: Sendable, Hashable, Identifiable {
        /// Which service.
        public let kind: ServiceKind
        /// The server, if the profile has one of this kind.
        public let server: ServiceServer?
        /// Whether it is the profile's first server of its kind (the one its screens show).
        public let isFirstOfKind: Bool
        /// What it is doing now.
        public var state: ServiceState
        /// The kind's home screen, as the app's registry declares it; nil for a kind without screens.
        let kindHome: AppRoute?
        /// Where the kind serves its own calendar feed, as the app's registry declares it.
        var kindFeedPath: String? = nil
        /// Identifies the row.
        public var id: String { server.map { $0.id ?? $0.slug } ?? kind.rawValue }
        /// The row's name: the server's ("Radarr 4K"), or the kind's when there is none.
        public var name: String { server?.name ?? kind.displayName }

        /// Where Enter on the row leads: the server's home (a second Radarr's under its slug), or
        /// the profiles to add or switch it on.
        public var route: AppRoute {
            guard let server, server.enabled, let home = kindHome else { return .settings(.profiles) }
            return isFirstOfKind ? home : home.on(server.slug)
        }
    }

    /// One row per server of the profile, and one per supported kind it has none of.
    public private(set) var rows: [Row]
    /// Opens a route (set by the coordinator).
    public var onOpen: (@MainActor (AppRoute) -> Void)?
    /// The last diagnosis asked for (`D`), until it is closed.
    public internal(set) var diagnosis: ServerDiagnosis?
    /// The server being diagnosed, while it is.
    public internal(set) var diagnosing: String?
    /// Diagnoses a server step by step (nil: the screen offers no diagnosis).
    let doctor: ServerDoctor?
    private let overview: @Sendable (ServiceServer) async throws -> ServiceOverview

    /// Creates the list for `profile`; `overview` asks a configured server how it is, `doctor`
    /// works out why one cannot be reached.
    public init(
        profile: Profile?, kinds: KindRegistry,
        overview: @escaping @Sendable (ServiceServer) async throws -> ServiceOverview, doctor: ServerDoctor? = nil
    ) {
        self.overview = overview
        self.doctor = doctor
        rows = kinds.kinds.flatMap { kind -> [Row] in
            let servers = profile?.servers(kind) ?? []
            // Every *arr has a row, set up or not; a download client only once the profile has one.
            guard !servers.isEmpty else {
                return kind.isArr
                    ? [
                        Row(
                            kind: kind, server: nil, isFirstOfKind: true, state: .notSetUp,
                            kindHome: kinds.home(of: kind), kindFeedPath: kinds.declaration(of: kind)?.calendarFeedPath)
                    ] : []
            }
            return servers.enumerated().map { index, server in
                Row(
                    kind: kind, server: server, isFirstOfKind: index == 0,
                    state: server.enabled ? .checking : .switchedOff, kindHome: kinds.home(of: kind),
                    kindFeedPath: kinds.declaration(of: kind)?.calendarFeedPath)
            }
        }
    }

    /// Asks every enabled server how it is, all at once.
    ///
    /// Each answer is awaited into a constant before it is paired with its row: a child task that
    /// returned `(index, .connected(try await …))` lost its index in the release build (Swift 6.3.1's
    /// optimiser; docs/COMPILER-NOTES.md has the ten-line reproduction), writing every server's state
    /// on the first row and then past the end of the list.
    public func load() async {
        let overview = overview
        await withTaskGroup(of: RowState.self) { group in
            for (index, row) in rows.enumerated() {
                guard let server = row.server, server.enabled else { continue }
                rows[index].state = .checking
                group.addTask {
                    let state: ServiceState
                    do {
                        let answer = try await overview(server)
                        state = .connected(answer)
                    } catch {
                        state = .unreachable(ErrorNotice(error))
                    }
                    return RowState(index: index, state: state)
                }
            }
            for await answer in group where rows.indices.contains(answer.index) {
                rows[answer.index].state = answer.state
            }
        }
    }

    /// One row's new state, as a child task reports it.
    private struct RowState: Sendable {
        let index: Int
        let state: ServiceState
    }

    /// Opens the row's server (or the profiles, to add it).
    public func open(_ row: Row) { onOpen?(row.route) }

    /// Whether the calendar feed addresses show their API key (hidden until asked).
    public private(set) var revealsFeedKey = false

    /// Shows or hides the API key in the feed addresses.
    public func toggleFeedKey() { revealsFeedKey.toggle() }

    /// The line under the list for `row`'s server: its calendar feed (key masked unless revealed),
    /// or why it has none; nil for a kind the profile has no server of.
    public func feedLine(for row: Row) -> String? {
        guard let server = row.server else { return nil }
        if let feed = server.calendarFeedURL(path: row.kindFeedPath, revealingKey: revealsFeedKey) {
            return "Calendar feed (holds the API key; v \(revealsFeedKey ? "hides" : "shows") it): \(feed)"
        }
        return row.kindFeedPath == nil
            ? "\(server.kind.displayName) has no calendar feed of its own."
            : "Calendar feed: the demo has none; `thriftwood calendar --ics` writes one of every service."
    }
}

/// What a connected service says about itself.
public struct ServiceOverview: Sendable, Hashable {
    /// The version it runs.
    public let version: String
    /// The version as a line shows it: "v4.0.19", or "version unknown" when the server does not
    /// know its own (Bazarr run from a checkout says "unknown").
    public var versionLabel: String {
        let bare = version.trimmingCharacters(in: .whitespaces)
        return bare.isEmpty || bare.lowercased() == "unknown" ? "version unknown" : "v" + bare
    }
    /// How many health checks warn or fail.
    public let healthIssues: Int
    /// What it is doing, when it says (a download client: "13 MB/s · 4 in the queue").
    public var activity: String?
    /// The address it answered at, for a server with several.
    public var reachedAt: String?

    /// Creates an overview.
    public init(version: String, healthIssues: Int, activity: String? = nil) {
        self.version = version
        self.healthIssues = healthIssues
        self.activity = activity
    }
}

/// The state of one service of a profile, worded once for every front end.
public enum ServiceState: Sendable, Hashable {
    /// The profile has no server of this kind.
    case notSetUp
    /// The server is configured but switched off.
    case switchedOff
    /// Being asked.
    case checking
    /// It answered.
    case connected(ServiceOverview)
    /// It could not be reached, or refused.
    case unreachable(ErrorNotice)

    /// The state in words with its tone, e.g. "connected · v4.0.19 · 1 health warning".
    public var label: StatusLabel {
        switch self {
        case .notSetUp: StatusLabel("not set up — add it in Settings → Profiles", .quiet)
        case .switchedOff: StatusLabel("switched off", .quiet)
        case .checking: StatusLabel("checking…", .neutral)
        case .connected(let overview):
            overview.healthIssues == 0
                ? StatusLabel(
                    "connected · \(overview.versionLabel)" + (overview.activity.map { " · \($0)" } ?? "")
                        + (overview.reachedAt.map { " · via \($0)" } ?? ""), .good)
                : StatusLabel(
                    "connected · \(overview.versionLabel) · \(overview.healthIssues) health "
                        + (overview.healthIssues == 1 ? "warning" : "warnings")
                        + (overview.reachedAt.map { " · via \($0)" } ?? ""), .attention)
        case .unreachable(let notice): StatusLabel("unreachable: \(notice.message)", .problem)
        }
    }
}

extension AppDependencies {
    /// How `server` is: its version and health warnings, asked as its kind's declaration says.
    public func overview(of server: ServiceServer) async throws -> ServiceOverview {
        guard let overview = kinds.declaration(of: server.kind)?.overview else {
            throw CoreError.noService(server.kind)
        }
        var answer = try await overview(services, server)
        answer.reachedAt = addressInUse(for: server)
        return answer
    }

    /// ``overview(of:)`` as a function value, for view models.
    public var overview: @Sendable (ServiceServer) async throws -> ServiceOverview {
        { [self] server in try await overview(of: server) }
    }
}

extension ServiceOverview {
    /// How an *arr is: its version and the health checks that warn or fail.
    static func of(_ client: some ArrServiceClient) async throws -> ServiceOverview {
        async let status = client.systemStatus()
        async let health = client.health()
        return ServiceOverview(
            version: try await status.version ?? "?",
            healthIssues: try await health.filter { $0.type == .warning || $0.type == .error }.count)
    }
}

/// Settings' main menu.
@MainActor
@Observable
public final class SettingsViewModel {
    /// The entries.
    public let entries: [MenuEntry] = [
        MenuEntry(title: "Profiles", detail: "Servers and the active profile", route: .settings(.profiles)),
        MenuEntry(title: "Services", detail: "Each server's state and calendar feed", route: .services),
        MenuEntry(title: "Appearance", detail: "Theme and clock", route: .settings(.appearance)),
        MenuEntry(title: "Notifications", detail: "Which notices appear", route: .settings(.notifications)),
        MenuEntry(title: "Logs", detail: "Thriftwood's own log", route: .settings(.logs)),
        MenuEntry(title: "About", detail: "Version and licences", route: .settings(.about)),
    ]
    /// Opens an entry (set by the coordinator).
    public var onOpen: (@MainActor (AppRoute) -> Void)?

    /// Creates the menu.
    public init() {}

    /// Opens `entry`.
    public func open(_ entry: MenuEntry) { onOpen?(entry.route) }
}

/// Version and the licences of the libraries Thriftwood is built on.
@MainActor
@Observable
public final class AboutViewModel {
    /// Thriftwood's version.
    public static var version: String { ThriftwoodVersion.current }
    /// Each dependency and its licence.
    public let licences: [(name: String, licence: String)] = [
        ("swift-argument-parser", "Apache-2.0"), ("swift-log", "Apache-2.0"), ("async-http-client", "Apache-2.0"),
        ("swift-nio", "Apache-2.0"), ("swift-nio-ssl (BoringSSL)", "Apache-2.0 / OpenSSL"),
        ("hummingbird", "Apache-2.0"), ("GRDB.swift", "MIT"), ("SQLite", "Public domain"), ("ncurses", "MIT-style"),
    ]
    /// Where the data lives.
    public let dataDirectory: String

    /// Creates the page.
    public init(dataDirectory: String) {
        self.dataDirectory = dataDirectory
    }
}

/// Thriftwood's version, for `--version` and the About screen.
public enum ThriftwoodVersion {
    /// The version of this build.
    public static let current = "0.3.0"
}
