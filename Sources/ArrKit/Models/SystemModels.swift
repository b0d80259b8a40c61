import Foundation
import ServerKit

/// The server's identity and environment from `GET /system/status`.
public struct SystemStatus: Hashable, Sendable, Codable {
    /// The application name (`Radarr`).
    public var appName: String?
    /// The instance's configured name.
    public var instanceName: String?
    /// The server version, e.g. `5.14.0.9383`.
    public var version: String?
    /// When this build was made.
    public var buildTime: Date?
    /// When the server started.
    public var startTime: Date?
    /// The operating system's name.
    public var osName: String?
    /// The operating system's version.
    public var osVersion: String?
    /// Whether it runs in Docker.
    public var isDocker: Bool?
    /// The release branch.
    public var branch: String?
    /// The authentication method.
    public var authentication: String?
    /// The URL base it is served under.
    public var urlBase: String?
    /// The .NET runtime version.
    public var runtimeVersion: String?
    /// The database type.
    public var databaseType: String?

    /// Creates a system status.
    public init(appName: String? = nil, version: String? = nil, startTime: Date? = nil, osName: String? = nil) {
        self.appName = appName
        self.version = version
        self.startTime = startTime
        self.osName = osName
    }
}

/// One health check result from `GET /health`.
public struct HealthCheck: Hashable, Sendable, Codable {
    /// The check that produced it.
    public var source: String?
    /// How serious it is.
    public var type: HealthCheckType?
    /// What is wrong.
    public var message: String?
    /// Where the wiki explains it.
    public var wikiUrl: String?

    /// Creates a health check result.
    public init(source: String? = nil, type: HealthCheckType? = nil, message: String? = nil, wikiUrl: String? = nil) {
        self.source = source
        self.type = type
        self.message = message
        self.wikiUrl = wikiUrl
    }
}

/// Free and total space of one disk from `GET /diskspace`.
public struct DiskSpace: Hashable, Sendable, Codable {
    /// The mount path.
    public var path: String?
    /// The disk's label.
    public var label: String?
    /// Free bytes.
    public var freeSpace: ServerCount?
    /// Total bytes.
    public var totalSpace: ServerCount?

    /// Creates a disk space record.
    public init(
        path: String? = nil, label: String? = nil, freeSpace: ServerCount? = nil, totalSpace: ServerCount? = nil
    ) {
        self.path = path
        self.label = label
        self.freeSpace = freeSpace
        self.totalSpace = totalSpace
    }

    /// Reads a record leniently: byte counts as numbers past Int64, decimals or strings.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        path = try? container.decodeIfPresent(String.self, forKey: .path)
        label = try? container.decodeIfPresent(String.self, forKey: .label)
        freeSpace = container.lenientCount(forKey: .freeSpace)
        totalSpace = container.lenientCount(forKey: .totalSpace)
    }

    /// The used fraction from 0 to 1.
    public var usedFraction: Double {
        guard let totalSpace, totalSpace > 0 else { return 0 }
        let free = max(0, (freeSpace ?? .zero).double)
        return min(1, max(0, 1 - free / totalSpace.double))
    }
}

/// A line of the server's log from `GET /log`.
public struct LogRecord: Hashable, Sendable, Codable, Identifiable {
    /// The record id.
    public var id: Int
    /// When it was logged.
    public var time: Date?
    /// `trace` … `fatal`.
    public var level: String?
    /// The component that logged it.
    public var logger: String?
    /// The message.
    public var message: String?
    /// An exception, if any.
    public var exception: String?

    /// Creates a log record.
    public init(id: Int, time: Date? = nil, level: String? = nil, logger: String? = nil, message: String? = nil) {
        self.id = id
        self.time = time
        self.level = level
        self.logger = logger
        self.message = message
    }
}
