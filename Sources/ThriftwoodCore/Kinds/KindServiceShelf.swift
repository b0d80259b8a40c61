import ArrKit
import Logging
import ServerKit

/// Every kind's service, held by slot (``KindDeclaration/makeService`` builds it): each kind's
/// folder declares a typed accessor over the shelf (`services.radarr`, `services.prowlarr`), so
/// a new kind adds no field to ``AppDependencies`` and no parameter to a shared initialiser.
/// ``KindServices`` is this shelf.
public struct KindServiceShelf: Sendable {
    private var services: [ServiceSlot: any Sendable] = [:]

    /// An empty shelf: every kind's accessor gives its "none" service.
    public init() {}

    /// The service in `slot` as `type`; nil when the shelf holds none of that type there.
    public func service<Service>(_ slot: ServiceSlot, as type: Service.Type) -> Service? {
        services[slot] as? Service
    }

    /// The service of `kind` as `type`; nil when the shelf holds none of that type.
    public func service<Service>(_ kind: ServiceKind, as type: Service.Type) -> Service? {
        service(ServiceSlot(kind), as: type)
    }

    /// Puts `service` in `slot` (a test's fake, or the live one).
    public mutating func put(_ service: any Sendable, in slot: ServiceSlot) {
        services[slot] = service
    }

    /// Puts `service` on the shelf for `kind` (a test's fake, or the live one).
    public mutating func put(_ service: any Sendable, for kind: ServiceKind) {
        put(service, in: ServiceSlot(kind))
    }

    /// The service of `kind`, an *arr whose client is `Client`; none when the shelf holds none.
    public func arr<Client: ArrServiceClient>(_ kind: ServiceKind) -> any ArrClientService<Client> {
        service(kind, as: (any ArrClientService<Client>).self) ?? NoArrService<Client>(kind)
    }

    /// This shelf with `service` at a kind's accessor (`.with(\.radarr, fake)`), for tests.
    public func with<Service>(
        _ accessor: WritableKeyPath<KindServiceShelf, Service>, _ service: Service
    )
        -> KindServiceShelf
    {
        var shelf = self
        shelf[keyPath: accessor] = service
        return shelf
    }

    /// The live services of every kind in `kinds`, each slot built once (the download clients
    /// share one), from `parts` of the app.
    static func live(
        _ kinds: KindRegistry, transport: any HTTPTransport, demos: [ServiceKind: DemoServerLauncher],
        database: AppDatabase?, logger: (String) -> Logger
    ) -> KindServiceShelf {
        var shelf = KindServiceShelf()
        for declaration in kinds.declarations {
            for maker in [declaration.makeService, declaration.makeCache].compactMap({ $0 })
            where shelf.services[maker.slot] == nil {
                let parts = ServiceMakingParts(
                    transport: transport, launcher: demos[declaration.kind], launchers: demos, database: database,
                    logger: logger("thriftwood.\(maker.slot.name)"))
                shelf.put(maker.make(parts), in: maker.slot)
            }
        }
        return shelf
    }
}

/// The services a kind's capabilities reach their servers through: the shelf itself (a subset
/// of ``AppDependencies``, so a tester needs no database).
public typealias KindServices = KindServiceShelf

/// Where a service sits on the shelf: its kind's own, or one a family of kinds shares (the
/// download clients' one service).
public struct ServiceSlot: Hashable, Sendable {
    /// The slot's name, also its service's log label (`thriftwood.<name>`).
    public let name: String

    /// A slot several kinds share, named `name`.
    public init(_ name: String) { self.name = name }

    /// The slot of `kind`'s own service.
    public init(_ kind: ServiceKind) { self.name = kind.rawValue }
}

/// How a kind's live service is built and where it is kept (``KindDeclaration/makeService``).
public struct ServiceMaker: Sendable {
    /// Where the service is kept; kinds sharing a slot share the first one built.
    public let slot: ServiceSlot
    /// Builds the service from the app's parts.
    public let make: @Sendable (ServiceMakingParts) -> any Sendable

    /// A service kept in `slot`.
    public init(slot: ServiceSlot, make: @escaping @Sendable (ServiceMakingParts) -> any Sendable) {
        self.slot = slot
        self.make = make
    }

    /// `kind`'s own service.
    public init(_ kind: ServiceKind, make: @escaping @Sendable (ServiceMakingParts) -> any Sendable) {
        self.init(slot: ServiceSlot(kind), make: make)
    }

    /// The live service of `kind`, an *arr whose client is `Client`.
    public static func arr<Client: ArrServiceClient>(_ kind: ServiceKind, _ client: Client.Type) -> ServiceMaker {
        ServiceMaker(kind) { parts in
            LiveServiceClients<Client>(kind, transport: parts.transport, launcher: parts.launcher, logger: parts.logger)
        }
    }
}

/// What a kind's live service is built from: the app's transport, the launchers of the embedded
/// demos (the kind's own, and every kind's for a shared slot), the app's database (for what a
/// service keeps) and a logger writing to the app's log.
public struct ServiceMakingParts: Sendable {
    /// How requests travel.
    public let transport: any HTTPTransport
    /// The kind's embedded demo, started on first use; nil without one.
    public let launcher: DemoServerLauncher?
    /// Every kind's embedded demo the app has, for a service several kinds share.
    public let launchers: [ServiceKind: DemoServerLauncher]
    /// The app's database; nil in graphs assembled without one.
    public let database: AppDatabase?
    /// The kind's logger.
    public let logger: Logger
}
