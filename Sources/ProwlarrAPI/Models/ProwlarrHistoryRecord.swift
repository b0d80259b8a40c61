import ArrKit
import Foundation

/// One entry of Prowlarr's history (`GET /history`): a query, an RSS sync, a grab or a login,
/// by which indexer, and whether it worked.
public struct ProwlarrHistoryRecord: Hashable, Sendable, Codable, Identifiable {
    /// The entry's id.
    public var id: Int
    /// The indexer it was about.
    public var indexerId: Int?
    /// When it happened.
    public var date: Date?
    /// Whether it worked.
    public var successful: Bool
    /// What happened.
    public var eventType: ProwlarrHistoryEvent
    /// The query, the release title, the application that asked, as the server records them.
    public var data: [String: String]

    /// Creates an entry.
    public init(
        id: Int, indexerId: Int? = nil, date: Date? = nil, successful: Bool = true,
        eventType: ProwlarrHistoryEvent = .indexerQuery, data: [String: String] = [:]
    ) {
        self.id = id
        self.indexerId = indexerId
        self.date = date
        self.successful = successful
        self.eventType = eventType
        self.data = data
    }

    private enum CodingKeys: String, CodingKey { case id, indexerId, date, successful, eventType, data }

    /// Reads an entry leniently; `data`'s values that are not text are left out.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        guard let id = c.lenientInt(forKey: .id) else {
            throw DecodingError.dataCorruptedError(
                forKey: .id, in: c, debugDescription: "a history entry without an id")
        }
        self.id = id
        indexerId = c.lenientInt(forKey: .indexerId)
        date = c.lenientDate(forKey: .date)
        successful = (try? c.decodeIfPresent(Bool.self, forKey: .successful)) ?? false
        eventType = (try? c.decodeIfPresent(ProwlarrHistoryEvent.self, forKey: .eventType)) ?? .unknown("unknown")
        let raw = (try? c.decodeIfPresent([String: JSONValue].self, forKey: .data)) ?? [:]
        data = raw.compactMapValues { value in
            switch value {
            case .string(let text): text
            case .number(let number): number.formatted(.number.grouping(.never))
            case .bool(let flag): flag ? "true" : "false"
            default: nil
            }
        }
    }
}

/// What a history entry records.
public enum ProwlarrHistoryEvent: ArrEnumeration {
    case releaseGrabbed, indexerQuery, indexerRss, indexerAuth, indexerInfo
    /// An event this build does not know.
    case unknown(String)

    /// Every known event.
    public static let knownCases: [ProwlarrHistoryEvent] = [
        .releaseGrabbed, .indexerQuery, .indexerRss, .indexerAuth, .indexerInfo,
    ]

    /// The wire name.
    public var wireName: String {
        switch self {
        case .releaseGrabbed: "releaseGrabbed"
        case .indexerQuery: "indexerQuery"
        case .indexerRss: "indexerRss"
        case .indexerAuth: "indexerAuth"
        case .indexerInfo: "indexerInfo"
        case .unknown(let name): name
        }
    }
}
