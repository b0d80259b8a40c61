import Foundation

/// The fields every *arr's history record shares, for acting on one by id (marking it failed)
/// whatever the kind.
public struct HistoryEntry: Hashable, Sendable, Codable, Identifiable {
    /// The record's id.
    public var id: Int
    /// The release's name.
    public var sourceTitle: String?
    /// What happened (`grabbed`, `downloadFolderImported`, …) as the server names it.
    public var eventType: String?
    /// When.
    public var date: Date?

    /// Creates an entry.
    public init(id: Int, sourceTitle: String? = nil, eventType: String? = nil, date: Date? = nil) {
        self.id = id
        self.sourceTitle = sourceTitle
        self.eventType = eventType
        self.date = date
    }

    private enum CodingKeys: String, CodingKey { case id, sourceTitle, eventType, date }

    /// Reads an entry leniently.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        guard let id = c.lenientInt(forKey: .id) else {
            throw DecodingError.dataCorruptedError(forKey: .id, in: c, debugDescription: "a record without an id")
        }
        self.id = id
        sourceTitle = try? c.decodeIfPresent(String.self, forKey: .sourceTitle)
        eventType =
            (try? c.decodeIfPresent(String.self, forKey: .eventType))
            ?? c.lenientInt(forKey: .eventType).map(String.init)
        date = c.lenientDate(forKey: .date)
    }
}
