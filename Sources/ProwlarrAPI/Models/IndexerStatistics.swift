import ArrKit
import Foundation
import ServerKit

/// What each indexer did (`GET /indexerstats`): queries, grabs, failures and response times.
public struct IndexerStatsReport: Hashable, Sendable, Codable {
    /// One entry per indexer.
    public var indexers: [IndexerStatistics]

    /// Creates a report.
    public init(indexers: [IndexerStatistics]) { self.indexers = indexers }

    private enum CodingKeys: String, CodingKey { case indexers }

    /// Reads the report; one unreadable entry does not lose the others.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        indexers =
            (try? c.decodeIfPresent([LenientElement<IndexerStatistics>].self, forKey: .indexers))?
            .compactMap(\.value) ?? []
    }
}

/// One indexer's counts since statistics were last cleared; the counts are ``ServerCount``s, so
/// no arithmetic on them can trap however large a server says they are.
public struct IndexerStatistics: Hashable, Sendable, Codable {
    /// The indexer.
    public var indexerId: Int
    /// Its name.
    public var indexerName: String?
    /// Mean response time of its queries, in milliseconds.
    public var averageResponseTime: ServerCount?
    /// Queries sent to it.
    public var numberOfQueries: ServerCount
    /// Releases grabbed from it.
    public var numberOfGrabs: ServerCount
    /// RSS queries sent to it.
    public var numberOfRssQueries: ServerCount
    /// Queries that failed.
    public var numberOfFailedQueries: ServerCount
    /// Grabs that failed.
    public var numberOfFailedGrabs: ServerCount

    /// Creates an entry.
    public init(
        indexerId: Int, indexerName: String? = nil, averageResponseTime: ServerCount? = nil,
        numberOfQueries: ServerCount = 0,
        numberOfGrabs: ServerCount = 0, numberOfRssQueries: ServerCount = 0, numberOfFailedQueries: ServerCount = 0,
        numberOfFailedGrabs: ServerCount = 0
    ) {
        self.indexerId = indexerId
        self.indexerName = indexerName
        self.averageResponseTime = averageResponseTime
        self.numberOfQueries = numberOfQueries
        self.numberOfGrabs = numberOfGrabs
        self.numberOfRssQueries = numberOfRssQueries
        self.numberOfFailedQueries = numberOfFailedQueries
        self.numberOfFailedGrabs = numberOfFailedGrabs
    }

    private enum CodingKeys: String, CodingKey {
        case indexerId, indexerName, averageResponseTime, numberOfQueries, numberOfGrabs, numberOfRssQueries
        case numberOfFailedQueries, numberOfFailedGrabs
    }

    /// Reads an entry leniently (counts left out are zero).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        guard let id = c.lenientInt(forKey: .indexerId) else {
            throw DecodingError.dataCorruptedError(
                forKey: .indexerId, in: c, debugDescription: "statistics without an indexer")
        }
        indexerId = id
        indexerName = try? c.decodeIfPresent(String.self, forKey: .indexerName)
        averageResponseTime = c.lenientCount(forKey: .averageResponseTime)
        numberOfQueries = c.lenientInt(forKey: .numberOfQueries).map { ServerCount($0) } ?? 0
        numberOfGrabs = c.lenientInt(forKey: .numberOfGrabs).map { ServerCount($0) } ?? 0
        numberOfRssQueries = c.lenientInt(forKey: .numberOfRssQueries).map { ServerCount($0) } ?? 0
        numberOfFailedQueries = c.lenientInt(forKey: .numberOfFailedQueries).map { ServerCount($0) } ?? 0
        numberOfFailedGrabs = c.lenientInt(forKey: .numberOfFailedGrabs).map { ServerCount($0) } ?? 0
    }
}
