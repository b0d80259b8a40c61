import Foundation
import RadarrAPI
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
    /// The profile's Radarr server, if it has one.
    public var radarr: RadarrServer?

    /// Creates a profile.
    public init(id: String, name: String, createdAt: Date, updatedAt: Date, radarr: RadarrServer?) {
        self.id = id
        self.name = name
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.radarr = radarr
    }

    /// The Radarr server when it is configured and enabled.
    public var enabledRadarr: RadarrServer? { radarr?.enabled == true ? radarr : nil }
}

/// One Radarr server of a profile.
public struct RadarrServer: Hashable, Sendable, Codable {
    /// The address that stands for the embedded demo server, whose port changes every run.
    public static let embeddedDemoURL = "demo://embedded"

    /// A display name, e.g. "Radarr 4K".
    public var name: String
    /// How to reach it.
    public var connection: ServerConnection
    /// Whether the app uses it.
    public var enabled: Bool

    /// Creates a server entry.
    public init(name: String = "Radarr", connection: ServerConnection, enabled: Bool = true) {
        self.name = name
        self.connection = connection
        self.enabled = enabled
    }

    /// Whether this entry points at the embedded demo server.
    public var isEmbeddedDemo: Bool { connection.baseURL == Self.embeddedDemoURL }
}
