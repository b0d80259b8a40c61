import ArrKit
import Foundation

/// How one list's filter fields are spelled in its server's saved filters
/// (`/api/v3/customfilter`): which field is which key, and how its values convert.
public struct ServerFilterVocabulary: Sendable {
    /// The service's name, for messages ("Radarr").
    public let service: String
    /// The list the filters belong to on the server: `movieIndex`, `seriesIndex`.
    public let listType: String
    /// The fields the server's filters can hold, by Thriftwood's name.
    let fields: [String: ServerFilterField]

    /// Creates a vocabulary.
    public init(service: String, listType: String, fields: [ServerFilterField]) {
        self.service = service
        self.listType = listType
        self.fields = Dictionary(fields.map { ($0.field, $0) }) { first, _ in first }
    }

    /// The field whose server key is `key`.
    func field(forKey key: String) -> ServerFilterField? {
        fields.values.first { $0.key == key }
    }
}

/// One field as the server's saved filters spell it.
public struct ServerFilterField: Sendable {
    /// How the server holds the field's values.
    public enum Kind: Sendable {
        /// `true` / `false`.
        case flag
        /// A number; the server's is Thriftwood's times `scale` (bytes for `sizeGB`: 1e9).
        case number(scale: Double)
        /// Text.
        case text
        /// Tag ids (Thriftwood types names).
        case tags
    }

    /// Thriftwood's name, as typed in a filter: `sizeGB`.
    public let field: String
    /// The server's key: `sizeOnDisk`.
    public let key: String
    /// How values convert.
    public let kind: Kind

    /// Creates a field.
    public init(_ field: String, key: String, _ kind: Kind) {
        self.field = field
        self.key = key
        self.kind = kind
    }
}

/// Why a filter cannot go to the server, or a server filter cannot be read, in the user's words.
public struct ServerFilterProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong and what to do.
    public let message: String

    /// Creates a problem.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
