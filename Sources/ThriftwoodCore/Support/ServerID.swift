/// A record's id on its server (a movie's, a series'), typed by what it names so a movie id can
/// never open a series: routes, links, restoration and view models carry it, and only the call
/// to the server reads ``rawValue``. Encoded as the bare number, so saved snapshots read as before.
public struct ServerID<Subject: IDSubject>: RawRepresentable, Hashable, Comparable, Sendable, Codable,
    ExpressibleByIntegerLiteral, CustomStringConvertible
{
    /// The server's number.
    public let rawValue: Int

    /// The id `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The id `rawValue`.
    public init(_ rawValue: Int) { self.rawValue = rawValue }

    /// A literal id (tests, fixtures).
    public init(integerLiteral value: Int) { self.rawValue = value }

    /// Decodes the bare number.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Int.self)
    }

    /// Encodes the bare number.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Orders by the number.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The number, as links and titles print it.
    public var description: String { "\(rawValue)" }
}

/// What a ``ServerID`` names.
public protocol IDSubject: Sendable {}

/// Radarr's movies.
public enum MovieSubject: IDSubject {}
/// Sonarr's series.
public enum SeriesSubject: IDSubject {}

/// Lidarr's artists.
public enum ArtistSubject: IDSubject {}
/// Lidarr's albums.
public enum AlbumSubject: IDSubject {}

/// A Radarr movie's id.
public typealias MovieID = ServerID<MovieSubject>
/// A Sonarr series' id.
public typealias SeriesID = ServerID<SeriesSubject>
/// A Lidarr artist's id.
public typealias ArtistID = ServerID<ArtistSubject>
/// A Lidarr album's id.
public typealias AlbumID = ServerID<AlbumSubject>
