import Logging
import ServerKit

/// The services of the kinds that build their own (``KindDeclaration/makeService``), held by
/// kind: each such kind's folder declares a typed accessor over the shelf (`services.prowlarr`),
/// so a new kind adds no field to ``AppDependencies`` or ``KindServices``.
public struct KindServiceShelf: Sendable {
    private var services: [ServiceKind: any Sendable] = [:]

    /// An empty shelf: every kind's accessor gives its "none" service.
    public init() {}

    /// The service of `kind` as `type`; nil when the shelf holds none of that type.
    public func service<Service>(_ kind: ServiceKind, as type: Service.Type) -> Service? {
        services[kind] as? Service
    }

    /// Puts `service` on the shelf for `kind` (a test's fake, or the live one).
    public mutating func put(_ service: any Sendable, for kind: ServiceKind) {
        services[kind] = service
    }

    /// The live services of every kind in `kinds` that builds its own.
    static func live(
        _ kinds: KindRegistry, transport: any HTTPTransport, demos: [ServiceKind: DemoServerLauncher],
        logger: (String) -> Logger
    ) -> KindServiceShelf {
        var shelf = KindServiceShelf()
        for declaration in kinds.declarations {
            guard let make = declaration.makeService else { continue }
            let parts = ServiceMakingParts(
                transport: transport, launcher: demos[declaration.kind],
                logger: logger("thriftwood.\(declaration.kind.rawValue)"))
            shelf.put(make(parts), for: declaration.kind)
        }
        return shelf
    }
}

/// What a kind's live service is built from: the app's transport, the launcher of the kind's
/// embedded demo (when the app has one) and a logger writing to the app's log.
public struct ServiceMakingParts: Sendable {
    /// How requests travel.
    public let transport: any HTTPTransport
    /// The kind's embedded demo, started on first use; nil without one.
    public let launcher: DemoServerLauncher?
    /// The kind's logger.
    public let logger: Logger
}
