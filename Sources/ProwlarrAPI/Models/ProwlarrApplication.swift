import ArrKit
import Foundation

/// One application Prowlarr keeps in step with its indexers (`GET /applications`): a Radarr,
/// Sonarr or Lidarr, and how much it syncs. Its settings fields (the application's key) are
/// not kept.
public struct ProwlarrApplication: Hashable, Sendable, Codable, Identifiable {
    /// The application's id.
    public var id: Int
    /// The name the user gave it.
    public var name: String
    /// What it is ("Radarr").
    public var implementationName: String?
    /// How much Prowlarr syncs to it.
    public var syncLevel: ApplicationSyncLevel

    /// Creates an application record.
    public init(id: Int, name: String, implementationName: String? = nil, syncLevel: ApplicationSyncLevel = .fullSync) {
        self.id = id
        self.name = name
        self.implementationName = implementationName
        self.syncLevel = syncLevel
    }

    private enum CodingKeys: String, CodingKey { case id, name, implementationName, syncLevel }

    /// Reads an application leniently.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        guard let id = c.lenientInt(forKey: .id) else {
            throw DecodingError.dataCorruptedError(forKey: .id, in: c, debugDescription: "an application without an id")
        }
        self.id = id
        name = (try? c.decodeIfPresent(String.self, forKey: .name)) ?? "Application \(id)"
        implementationName = try? c.decodeIfPresent(String.self, forKey: .implementationName)
        syncLevel = (try? c.decodeIfPresent(ApplicationSyncLevel.self, forKey: .syncLevel)) ?? .unknown("")
    }
}

/// How much Prowlarr syncs to an application.
public enum ApplicationSyncLevel: ArrEnumeration {
    case disabled, addOnly, fullSync
    /// A level this build does not know.
    case unknown(String)

    /// Every known level.
    public static let knownCases: [ApplicationSyncLevel] = [.disabled, .addOnly, .fullSync]

    /// The wire name.
    public var wireName: String {
        switch self {
        case .disabled: "disabled"
        case .addOnly: "addOnly"
        case .fullSync: "fullSync"
        case .unknown(let name): name
        }
    }
}
