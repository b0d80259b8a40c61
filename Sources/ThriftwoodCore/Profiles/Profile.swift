import Foundation
import ServerKit

/// A named set of servers the user switches between, e.g. "Home" and "Parents".
public struct Profile: Hashable, Sendable, Identifiable, Codable {
    /// A stable id (a UUID string).
    public var id: String
    /// The name shown in lists; unique, case-insensitively.
    public var name: String
    /// When the profile was created.
    public var createdAt: Date
    /// When the profile was last changed.
    public var updatedAt: Date
    /// The profile's servers, any number of each kind, in the user's order.
    public var servers: [ServiceServer]

    /// Creates a profile.
    public init(id: String, name: String, createdAt: Date, updatedAt: Date, servers: [ServiceServer]) {
        self.id = id
        self.name = name
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.servers = servers
    }

    /// Creates a profile with (at most) a Radarr server.
    public init(id: String, name: String, createdAt: Date, updatedAt: Date, radarr: ServiceServer?) {
        self.init(id: id, name: name, createdAt: createdAt, updatedAt: updatedAt, servers: radarr.map { [$0] } ?? [])
    }

    /// The profile's first server of `kind` (the one a bare `thriftwood://radarr/…` link and a
    /// kind's own screens use), if it has one.
    public func server(_ kind: ServiceKind) -> ServiceServer? { servers.first { $0.kind == kind } }

    /// Every server of `kind`, in order.
    public func servers(_ kind: ServiceKind) -> [ServiceServer] { servers.filter { $0.kind == kind } }

    /// The server called `name`, matched by its name (any case) or its slug.
    public func server(named name: String) -> ServiceServer? {
        let wanted = name.trimmingCharacters(in: .whitespaces)
        return servers.first {
            $0.name.caseInsensitiveCompare(wanted) == .orderedSame || $0.slug == wanted.lowercased()
        }
    }

    /// The profile's server of `kind` when it is configured and enabled.
    public func enabledServer(_ kind: ServiceKind) -> ServiceServer? {
        server(kind).flatMap { $0.enabled ? $0 : nil }
    }

    /// The profile's Radarr server, if it has one.
    public var radarr: ServiceServer? { server(.radarr) }
    /// The profile's Sonarr server, if it has one.
    public var sonarr: ServiceServer? { server(.sonarr) }
}

/// One server of a profile: which service it is, its name, how to reach it, whether it is used.
public struct ServiceServer: Hashable, Sendable, Codable {
    /// The address that stands for the embedded demo server of the kind, whose port changes every run.
    public static let embeddedDemoURL = "demo://embedded"

    /// Its stored id (what its caches are keyed by); nil until it is saved.
    public var id: String?
    /// Which service it runs.
    public var kind: ServiceKind
    /// A display name, unique in its profile, e.g. "Radarr 4K".
    public var name: String
    /// Its name as links and the command line write it, e.g. `radarr-4k`.
    public var slug: String
    /// How to reach it.
    public var connection: ServerConnection
    /// Whether the app uses it.
    public var enabled: Bool
    /// Why part of its stored connection could not be read (its headers or TLS setting); such a
    /// server is not connected to, since without them it would reach the server differently
    /// than the user set up (a proxy's auth header missing, a pinned certificate forgotten).
    public var readProblem: String?

    /// Creates a server entry, named after its kind unless told otherwise.
    public init(
        kind: ServiceKind, name: String? = nil, connection: ServerConnection, enabled: Bool = true,
        readProblem: String? = nil, id: String? = nil, slug: String? = nil
    ) {
        self.id = id
        self.kind = kind
        self.name = name ?? kind.displayName
        self.slug = slug ?? ServerSlug.make(name ?? kind.displayName)
        self.connection = connection
        self.enabled = enabled
        self.readProblem = readProblem
    }

    /// Whether this entry points at the embedded demo server.
    public var isEmbeddedDemo: Bool { connection.baseURL == Self.embeddedDemoURL }
}
