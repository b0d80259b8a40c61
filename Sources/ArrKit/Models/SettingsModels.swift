import ServerKit

/// A quality profile from `GET /qualityprofile`.
public struct QualityProfile: Hashable, Sendable, Codable, Identifiable {
    /// The profile id.
    public var id: Int
    /// The profile's name.
    public var name: String
    /// Whether upgrades are allowed.
    public var upgradeAllowed: Bool?
    /// The quality id at which upgrades stop.
    public var cutoff: Int?
    /// The name of the quality (or group of qualities) at `cutoff`, read from the profile's
    /// items: "Bluray-1080p", or a group's name such as "WEB 1080p".
    public var cutoffName: String?

    /// Creates a quality profile.
    public init(id: Int, name: String, upgradeAllowed: Bool? = true, cutoff: Int? = nil, cutoffName: String? = nil) {
        self.id = id
        self.name = name
        self.upgradeAllowed = upgradeAllowed
        self.cutoff = cutoff
        self.cutoffName = cutoffName
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, upgradeAllowed, cutoff, items
    }

    /// One of a profile's items: a quality, or a named group of them with its own id.
    private struct Item: Codable {
        struct Quality: Codable {
            var id: Int?
            var name: String?
        }
        var quality: Quality?
        var id: Int?
        var name: String?
        var items: [Item]?
        var allowed: Bool?

        /// The name of the item (or of one inside it) whose id is `id`.
        func name(of id: Int) -> String? {
            if let quality, quality.id == id { return quality.name }
            if self.id == id, let name { return name }
            return items?.lazy.compactMap { $0.name(of: id) }.first
        }
    }

    /// Reads a profile; items that cannot be read only cost the cutoff's name.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        upgradeAllowed = try? container.decodeIfPresent(Bool.self, forKey: .upgradeAllowed)
        cutoff = try? container.decodeIfPresent(Int.self, forKey: .cutoff)
        let items = (try? container.decodeIfPresent([Item].self, forKey: .items)) ?? []
        cutoffName = cutoff.flatMap { cutoff in items.lazy.compactMap { $0.name(of: cutoff) }.first }
    }

    /// Writes the profile as the servers do; the cutoff's quality, when named, as its one item.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(upgradeAllowed, forKey: .upgradeAllowed)
        try container.encodeIfPresent(cutoff, forKey: .cutoff)
        if let cutoff, let cutoffName {
            let item = Item(quality: .init(id: cutoff, name: cutoffName), id: nil, name: nil, items: [], allowed: true)
            try container.encode([item], forKey: .items)
        }
    }
}

/// A root folder from `GET /rootfolder`.
public struct RootFolder: Hashable, Sendable, Codable, Identifiable {
    /// The folder id.
    public var id: Int
    /// The folder's path.
    public var path: String
    /// Whether the server can reach it.
    public var accessible: Bool?
    /// Free bytes on its disk.
    public var freeSpace: ServerCount?
    /// Folders inside it that are not movies in the library.
    public var unmappedFolders: [UnmappedFolder]?

    /// Creates a root folder.
    public init(id: Int, path: String, accessible: Bool? = true, freeSpace: ServerCount? = nil) {
        self.id = id
        self.path = path
        self.accessible = accessible
        self.freeSpace = freeSpace
    }
}

/// A folder in a root folder that is not in the library.
public struct UnmappedFolder: Hashable, Sendable, Codable {
    /// The folder's name.
    public var name: String?
    /// The folder's path.
    public var path: String?

    /// Creates an unmapped folder.
    public init(name: String? = nil, path: String? = nil) {
        self.name = name
        self.path = path
    }
}

/// A tag from `GET /tag`.
public struct Tag: Hashable, Sendable, Codable, Identifiable {
    /// The tag id.
    public var id: Int
    /// The tag's label.
    public var label: String

    /// Creates a tag.
    public init(id: Int, label: String) {
        self.id = id
        self.label = label
    }
}

/// One failure in a 400 validation answer.
public struct ValidationFailure: Hashable, Sendable, Codable {
    /// The property that failed.
    public var propertyName: String?
    /// What is wrong, e.g. "This movie has already been added".
    public var errorMessage: String?
    /// The value that was sent.
    public var attemptedValue: ValidationValue?
    /// `error` or `warning`.
    public var severity: String?
    /// A machine-readable code.
    public var errorCode: String?
    /// Whether it is only a warning.
    public var isWarning: Bool?

    /// Creates a validation failure.
    public init(
        propertyName: String? = nil, errorMessage: String? = nil, severity: String? = "error", errorCode: String? = nil
    ) {
        self.propertyName = propertyName
        self.errorMessage = errorMessage
        self.severity = severity
        self.errorCode = errorCode
    }
}

/// The attempted value of a validation failure, whatever its JSON type.
public enum ValidationValue: Hashable, Sendable, Codable, CustomStringConvertible {
    case string(String), number(Double), bool(Bool), other

    /// Decodes whatever JSON value is there.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else {
            self = .other
        }
    }

    /// Encodes the value back.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .bool(let value): try container.encode(value)
        case .other: try container.encodeNil()
        }
    }

    /// The value as text.
    public var description: String {
        switch self {
        case .string(let value): value
        case .number(let value): Int(exactly: value).map(String.init) ?? String(value)
        case .bool(let value): String(value)
        case .other: "…"
        }
    }
}
