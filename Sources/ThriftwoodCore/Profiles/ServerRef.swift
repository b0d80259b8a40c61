/// Which server a row, a feed or a failure belongs to, as the views across services tell them
/// apart: its kind, its name ("Radarr 4K") and its slug (nil: the first server of the kind).
public struct ServerRef: Hashable, Sendable {
    /// What it runs.
    public let kind: ServiceKind
    /// Its name in the profile, as rows and filters show it.
    public let name: String
    /// Its slug, which its screens' routes carry; nil for the first server of its kind.
    public let slug: String?

    /// A server of `kind` called `name`; the kind's first when `slug` is nil.
    public init(kind: ServiceKind, name: String? = nil, slug: String? = nil) {
        self.kind = kind
        self.name = name ?? kind.displayName
        self.slug = slug
    }

    /// `server` of `profile`, as every view across services names it.
    public init(_ server: ServiceServer, in profile: Profile?) {
        self.init(kind: server.kind, name: server.name, slug: profile?.isFirst(server) == true ? nil : server.slug)
    }

    /// The name people read.
    public var displayName: String { name }
}
