import ArrKit
import Foundation

/// One indexer as Prowlarr keeps it (`GET /indexer`): what it is, whether it is on, and its
/// failure state. Its settings fields are not kept (they hold API keys and passwords).
public struct ProwlarrIndexer: Hashable, Sendable, Codable, Identifiable {
    /// The indexer's id.
    public var id: Int
    /// The name the user gave it ("NZBgeek").
    public var name: String
    /// Whether Prowlarr uses it.
    public var enable: Bool
    /// Usenet or torrent.
    public var downloadProtocol: DownloadProtocol?
    /// Public, semi-private or private.
    public var privacy: IndexerPrivacy?
    /// Its priority (1 first, 50 last; 25 out of the box).
    public var priority: Int?
    /// The definition it was made from ("Newznab", "Cardigann").
    public var implementationName: String?
    /// The tracker's own definition name ("1337x").
    public var definitionName: String?
    /// When it was added.
    public var added: Date?
    /// Its failure state, when it has failed lately.
    public var status: IndexerStatus?

    /// Creates an indexer record.
    public init(
        id: Int, name: String, enable: Bool = true, downloadProtocol: DownloadProtocol? = nil,
        privacy: IndexerPrivacy? = nil, priority: Int? = 25, implementationName: String? = nil,
        definitionName: String? = nil, added: Date? = nil, status: IndexerStatus? = nil
    ) {
        self.id = id
        self.name = name
        self.enable = enable
        self.downloadProtocol = downloadProtocol
        self.privacy = privacy
        self.priority = priority
        self.implementationName = implementationName
        self.definitionName = definitionName
        self.added = added
        self.status = status
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, enable, privacy, priority, implementationName, definitionName, added, status
        case downloadProtocol = "protocol"
    }

    /// Reads an indexer leniently: only its id is needed.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        guard let id = c.lenientInt(forKey: .id) else {
            throw DecodingError.dataCorruptedError(forKey: .id, in: c, debugDescription: "an indexer without an id")
        }
        self.id = id
        name = (try? c.decodeIfPresent(String.self, forKey: .name)) ?? "Indexer \(id)"
        enable = (try? c.decodeIfPresent(Bool.self, forKey: .enable)) ?? false
        downloadProtocol = try? c.decodeIfPresent(DownloadProtocol.self, forKey: .downloadProtocol)
        privacy = try? c.decodeIfPresent(IndexerPrivacy.self, forKey: .privacy)
        priority = c.lenientInt(forKey: .priority)
        implementationName = try? c.decodeIfPresent(String.self, forKey: .implementationName)
        definitionName = try? c.decodeIfPresent(String.self, forKey: .definitionName)
        added = c.lenientDate(forKey: .added)
        status = try? c.decodeIfPresent(IndexerStatus.self, forKey: .status)
    }
}

/// Who may use an indexer.
public enum IndexerPrivacy: ArrEnumeration {
    case `public`, semiPrivate, `private`
    /// A privacy this build does not know.
    case unknown(String)

    /// Every known privacy.
    public static let knownCases: [IndexerPrivacy] = [.public, .semiPrivate, .private]

    /// The wire name.
    public var wireName: String {
        switch self {
        case .public: "public"
        case .semiPrivate: "semiPrivate"
        case .private: "private"
        case .unknown(let name): name
        }
    }

}
