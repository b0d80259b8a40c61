import AsyncHTTPClient
import Foundation
import Logging
import ServerKit

/// The composition root: every service, built once and passed through initialisers. A kind's
/// service is read through its accessor on the shelf, here as on ``KindServices``
/// (`dependencies.radarr` is `dependencies.shelf.radarr`).
@dynamicMemberLookup
public struct AppDependencies: Sendable {
    /// Profiles and the active one.
    public let profiles: any ProfileService
    /// Preferences and the onboarding flag.
    public let preferences: any PreferencesService
    /// Every other kind's offline copy (Lidarr's artists), one table keyed by server.
    public let records: any RecordCache
    /// The app's own log.
    public let log: any AppLog
    /// Where the navigation snapshot is kept.
    public let snapshots: any SnapshotStore
    /// Hides API keys in logs.
    public let redactor: Redactor
    /// The source of "now".
    public let clock: @Sendable () -> Date
    /// The kinds this app talks to and what each can do.
    public let kinds: KindRegistry
    /// Every kind's service, read through the kind's accessor (`dependencies.radarr`,
    /// `dependencies.prowlarr`); a test puts its fakes here (`shelf.with(\.radarr, fake)`).
    public var shelf: KindServiceShelf
    /// The transport itself, for what no service asks (a diagnosis reading a server's clock);
    /// nil in graphs assembled from fakes.
    public internal(set) var transport: (any HTTPTransport)?
    /// Which address each server with several is reached at; nil in graphs assembled from fakes.
    public internal(set) var addresses: AddressRouter?
    /// What servers pushed and the watcher saw, per profile; nil in graphs assembled from fakes.
    public internal(set) var events: EventStore?
    /// The secret each server pushes with; nil in graphs assembled from fakes.
    public internal(set) var hookSecrets: HookSecrets?
    /// The key serve pushes to browsers with (nil without a database).
    public internal(set) var vapidKeys: VAPIDKeyStore?
    /// The public address `serve` was last started with; nil in graphs assembled from fakes.
    public internal(set) var servedAddress: ServedAddress?
    /// The address each server with several last answered at; nil in graphs assembled from fakes.
    var lastAddresses: LastAddresses?
    /// Every picture shown, fetched from its server and kept on disk; nil in graphs assembled
    /// from fakes (their screens show no pictures).
    public var pictures: PictureStore?
    /// Each server's Home part, read once for every Home showing it (the browser's sessions).
    public var dashboards = DashboardShare()

    /// Assembles dependencies from parts (tests pass fakes here), each kind's service on `shelf`.
    public init(
        profiles: any ProfileService, preferences: any PreferencesService, shelf: KindServiceShelf = KindServiceShelf(),
        records: any RecordCache = NoRecordCache(), log: any AppLog, snapshots: any SnapshotStore, redactor: Redactor,
        clock: @escaping @Sendable () -> Date = { Date() }, kinds: KindRegistry
    ) {
        self.kinds = kinds
        self.records = records
        self.profiles = profiles
        self.preferences = preferences
        self.shelf = shelf
        self.log = log
        self.snapshots = snapshots
        self.redactor = redactor
        self.clock = clock
    }

    /// The live graph over one database and one shared HTTP client, its kinds the root's
    /// registry, each kind's embedded demo reached through `demos` (the caller shuts the client down).
    public static func live(
        database: AppDatabase, kinds: KindRegistry, http: HTTPClient, demos: [ServiceKind: DemoServerLauncher],
        logLevel: Logger.Level = .info
    ) -> AppDependencies {
        live(
            database: database, kinds: kinds, transport: LiveHTTPTransport(http: http), demos: demos,
            logLevel: logLevel)
    }

    /// The production graph over `database` and the root's `kinds` (profiles read their servers
    /// with it, every screen asks it), with requests going through `transport` (recorded
    /// answers in tests that need no socket).
    public static func live(
        database: AppDatabase, kinds: KindRegistry, transport: any HTTPTransport,
        demos: [ServiceKind: DemoServerLauncher], logLevel: Logger.Level = .info
    ) -> AppDependencies {
        let redactor = Redactor()
        let log = LiveAppLog(database: database, redactor: redactor)
        // Identical reads in flight at once (two parts of a screen asking for one queue) are one
        // request; a server with several addresses is reached at the one that answers.
        let router = AddressRouter(
            CoalescingTransport(transport),
            onSwitch: AddressSwitchLog(
                logger: Logger(label: "thriftwood.addresses") { label in
                    log.handler(label: label, level: logLevel)
                }
            ).write)
        var dependencies = AppDependencies(
            profiles: LiveProfileService(database: database, kinds: kinds),
            preferences: LivePreferencesService(database: database),
            shelf: KindServiceShelf.live(kinds, transport: router, demos: demos, database: database) {
                Logger(label: $0) { label in log.handler(label: label, level: logLevel) }
            },
            records: LiveRecordCache(database: database), log: log, snapshots: LiveSnapshotStore(database: database),
            redactor: redactor, kinds: kinds)
        dependencies.transport = router
        dependencies.addresses = router
        dependencies.events = EventStore(database: database)
        dependencies.hookSecrets = HookSecrets(database: database)
        dependencies.vapidKeys = VAPIDKeyStore(database: database)
        dependencies.servedAddress = ServedAddress(database: database)
        dependencies.lastAddresses = LastAddresses(database: database)
        dependencies.pictures = PictureStore.live(
            for: dependencies,
            in: database.directory?.appendingPathComponent("pictures")
                ?? FileManager.default.temporaryDirectory.appendingPathComponent(
                    "thriftwood-pictures-\(UUID().uuidString)"))
        return dependencies
    }

    /// A kind's service, read through its accessor on the shelf.
    public subscript<Service>(dynamicMember accessor: KeyPath<KindServiceShelf, Service>) -> Service {
        shelf[keyPath: accessor]
    }

    /// A logger whose lines go to the app log.
    public func logger(_ label: String) -> Logger {
        let log = log
        return Logger(label: label) { label in AppLogHandler(log: log, label: label, logLevel: .info) }
    }

    /// Points every service at `profile`'s enabled server of its kind (none without a profile).
    public func configure(for profile: Profile?) async {
        if let profile { registerAddresses(of: profile) }
        // Every kind's service that follows the profile, whichever kinds the registry holds.
        for declaration in kinds.declarations {
            guard let service = shelf.service(declaration.kind, as: (any ProfileConfiguredService).self) else {
                continue
            }
            await service.configure(profile?.enabledServer(declaration.kind))
        }
    }
}
