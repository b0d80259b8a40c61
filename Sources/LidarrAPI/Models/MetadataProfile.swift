import ArrKit

/// A metadata profile (`/metadataprofile`): which release types an artist's albums count
/// (studio albums, EPs, live, …). Lidarr needs one beside a quality profile to add an artist.
public struct MetadataProfile: Hashable, Sendable, Codable, Identifiable {
    /// Lidarr's id.
    public var id: Int
    /// The profile's name ("Standard").
    public var name: String

    /// Creates one.
    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }

    private enum CodingKeys: String, CodingKey { case id, name }

    /// Decodes leniently: the id must be readable, a missing name reads as "Profile N".
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        guard let id = c.lenientInt(forKey: .id) else {
            throw DecodingError.keyNotFound(
                CodingKeys.id, .init(codingPath: c.codingPath, debugDescription: "A metadata profile needs an id."))
        }
        self.id = id
        name = (try? c.decodeIfPresent(String.self, forKey: .name)) ?? "Profile \(id)"
    }
}
