/// A Radarr string enum that tolerates values newer servers introduce.
///
/// Known names decode case-insensitively to their case; anything else becomes `.unknown(name)`,
/// never a decoding failure. Encoding writes Radarr's camelCase name back.
public protocol ArrEnumeration: Codable, Hashable, Sendable, CustomStringConvertible {
    /// Every known case with its wire name.
    static var knownCases: [Self] { get }
    /// The case for a name this build does not know.
    static func unknown(_ name: String) -> Self
    /// The wire name of this value.
    var wireName: String { get }
}

extension ArrEnumeration {
    /// Parses a wire name, case-insensitively; unknown names are kept as `.unknown`.
    public init(wireName: String) {
        // Servers send the exact camelCase name; only fall back to a case-insensitive match.
        if let exact = Self.knownCases.first(where: { $0.wireName == wireName }) {
            self = exact
            return
        }
        let lowered = wireName.lowercased()
        self = Self.knownCases.first { $0.wireName.lowercased() == lowered } ?? Self.unknown(wireName)
    }

    /// Decodes from a JSON string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        // Strings are the norm; numbers (older servers) are the exception, so try strings first:
        // a failed `decode` builds an error, which is costly on every movie of a large library.
        if let name = try? container.decode(String.self) {
            self.init(wireName: name)
        } else {
            self.init(wireName: String(try container.decode(Int.self)))
        }
    }

    /// Encodes as a JSON string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wireName)
    }

    /// The wire name.
    public var description: String { wireName }
}
