import ArrKit
import Foundation

/// An indexer's failure state (`GET /indexerstatus`, or embedded in the indexer): since when it
/// fails and until when Prowlarr leaves it out.
public struct IndexerStatus: Hashable, Sendable, Codable {
    /// The indexer it is about.
    public var indexerId: Int
    /// Until when Prowlarr does not query it (it backs off after failures).
    public var disabledTill: Date?
    /// Its last failure.
    public var mostRecentFailure: Date?
    /// The first failure of the current run of failures.
    public var initialFailure: Date?

    /// Creates a status record.
    public init(indexerId: Int, disabledTill: Date? = nil, mostRecentFailure: Date? = nil, initialFailure: Date? = nil)
    {
        self.indexerId = indexerId
        self.disabledTill = disabledTill
        self.mostRecentFailure = mostRecentFailure
        self.initialFailure = initialFailure
    }

    private enum CodingKeys: String, CodingKey { case indexerId, disabledTill, mostRecentFailure, initialFailure }

    /// Reads a status leniently (an embedded one may carry no indexer id: it is 0 then).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        indexerId = c.lenientInt(forKey: .indexerId) ?? 0
        disabledTill = c.lenientDate(forKey: .disabledTill)
        mostRecentFailure = c.lenientDate(forKey: .mostRecentFailure)
        initialFailure = c.lenientDate(forKey: .initialFailure)
    }

    /// Whether Prowlarr leaves the indexer out at `now`.
    public func isDisabled(at now: Date) -> Bool { disabledTill.map { $0 > now } ?? false }
}
