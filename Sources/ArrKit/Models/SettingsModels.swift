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

    /// Creates a quality profile.
    public init(id: Int, name: String, upgradeAllowed: Bool? = true, cutoff: Int? = nil) {
        self.id = id
        self.name = name
        self.upgradeAllowed = upgradeAllowed
        self.cutoff = cutoff
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
    public var freeSpace: Int64?
    /// Folders inside it that are not movies in the library.
    public var unmappedFolders: [UnmappedFolder]?

    /// Creates a root folder.
    public init(id: Int, path: String, accessible: Bool? = true, freeSpace: Int64? = nil) {
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
