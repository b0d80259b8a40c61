/// The kinds this build talks to, each with its ``KindDeclaration``, in the order screens list
/// them. Adding a kind is its folder plus one entry in ``standard``; tests pass a registry with
/// a kind of their own (``adding(_:)``) to prove a view takes any kind that has its capability.
public struct KindRegistry: Sendable {
    /// The declarations, in order.
    public let declarations: [KindDeclaration]

    /// A registry of `declarations`.
    public init(_ declarations: [KindDeclaration]) {
        self.declarations = declarations
    }

    /// This build's kinds: the one list.
    public static let standard = KindRegistry(
        [.radarr, .sonarr, .lidarr] + KindDeclaration.downloadClients + [.tautulli, .seerr, .prowlarr, .bazarr])

    /// The kinds, in order.
    public var kinds: [ServiceKind] { declarations.map(\.kind) }

    /// The declaration of `kind`; nil for a kind this registry does not hold.
    public func declaration(of kind: ServiceKind) -> KindDeclaration? {
        declarations.first { $0.kind == kind }
    }

    /// The kind whose id or former name is `name` (any case).
    public func kind(named name: String) -> ServiceKind? {
        let name = name.lowercased()
        return kinds.first { $0.rawValue == name || $0.formerNames.contains(name) }
    }

    /// This registry with `declaration` added last (or in place of the kind's own).
    public func adding(_ declaration: KindDeclaration) -> KindRegistry {
        KindRegistry(declarations.filter { $0.kind != declaration.kind } + [declaration])
    }
}
