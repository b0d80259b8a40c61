/// One enabled server of the profile as a kind's capabilities see it: the services to reach
/// it through, the server, how the views name it, and whether it is its kind's first (whose
/// screens have no slug).
public struct KindContext: Sendable {
    /// The app's services.
    public let dependencies: AppDependencies
    /// The server.
    public let server: ServiceServer
    /// How the views name it.
    public let ref: ServerRef
    /// Whether it is the profile's first server of its kind.
    public let isFirst: Bool
    /// The profile's id.
    public let profileId: String
    /// The profile's name, for messages about a server that went missing.
    public let profileName: String

    /// Describes `server` of `profile`.
    public init(dependencies: AppDependencies, server: ServiceServer, in profile: Profile) {
        self.dependencies = dependencies
        self.server = server
        let first = profile.isFirst(server)
        self.isFirst = first
        self.ref = ServerRef(kind: server.kind, name: server.name, slug: first ? nil : server.slug)
        self.profileId = profile.id
        self.profileName = profile.name
    }

    /// The key of the server's offline copy.
    public var cacheKey: String? { server.id ?? (isFirst ? server.kind.connectionId(in: profileId) : nil) }
}

extension AppDependencies {
    /// The services kinds reach their servers through: the shelf.
    public var services: KindServices { shelf }
}
