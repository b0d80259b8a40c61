/// One of the server's saved filters (`/api/v3/customfilter`), as Radarr's and Sonarr's web
/// interfaces store them: rows joined by "and", each a field, a comparison and its values.
public struct CustomFilter: Codable, Hashable, Sendable {
    /// The server's id; nil before it is created.
    public var id: Int?
    /// Which list it filters: `movieIndex` (Radarr's movies) or `seriesIndex` (Sonarr's series).
    public var type: String
    /// The name people see.
    public var label: String
    /// The rows, all of which must hold.
    public var filters: [CustomFilterCondition]

    /// Creates a filter.
    public init(id: Int? = nil, type: String, label: String, filters: [CustomFilterCondition]) {
        self.id = id
        self.type = type
        self.label = label
        self.filters = filters
    }

    private enum CodingKeys: String, CodingKey {
        case id, type, label, filters
    }

    /// Reads a filter leniently: a missing name, type or row list is empty, never an error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeIfPresent(Int.self, forKey: .id)
        type = try container.decodeIfPresent(String.self, forKey: .type) ?? ""
        label = try container.decodeIfPresent(String.self, forKey: .label) ?? ""
        filters = try container.decodeIfPresent([CustomFilterCondition].self, forKey: .filters) ?? []
    }
}

/// One row of a server filter: `{"key": "year", "value": [2020], "type": "greaterThanOrEqual"}`.
///
/// The web interface stores the value as a list (any of which may match) for most fields, a
/// bare value in its own predefined filters, and an object for relative dates; it is kept as
/// sent so a row Thriftwood cannot read survives untouched.
public struct CustomFilterCondition: Codable, Hashable, Sendable {
    /// The field, in the server's web interface's words (`monitored`, `qualityProfileId`, `tags`).
    public var key: String
    /// The value or values.
    public var value: JSONValue
    /// The comparison: `equal`, `notEqual`, `greaterThan`, `contains`, `inLast`…
    public var type: String

    /// Creates a row.
    public init(key: String, value: JSONValue, type: String) {
        self.key = key
        self.value = value
        self.type = type
    }

    private enum CodingKeys: String, CodingKey {
        case key, value, type
    }

    /// Reads a row leniently: missing parts are empty, and the row then reads as one
    /// Thriftwood cannot use rather than failing the filter.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        key = try container.decodeIfPresent(String.self, forKey: .key) ?? ""
        value = try container.decodeIfPresent(JSONValue.self, forKey: .value) ?? .null
        type = try container.decodeIfPresent(String.self, forKey: .type) ?? ""
    }
}
