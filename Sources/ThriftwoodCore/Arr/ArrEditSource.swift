import ArrKit

/// What an *arr's edit form holds of an item: the fields every *arr's item has and the kind's own
/// by name ("availability": "released", "seasonFolder": "on").
public struct ArrEditValues: Sendable, Hashable {
    /// Whether the server monitors it.
    public var monitored: Bool
    /// The quality profile's id.
    public var qualityProfileId: Int
    /// Its folder.
    public var path: String
    /// Its tags' ids.
    public var tagIds: [Int]
    /// The kind's own fields' values, by field name; a switch is "on" or "off".
    public var kind: [String: String]

    /// Values as read from the server.
    public init(monitored: Bool, qualityProfileId: Int, path: String, tagIds: [Int], kind: [String: String]) {
        self.monitored = monitored
        self.qualityProfileId = qualityProfileId
        self.path = path
        self.tagIds = tagIds
        self.kind = kind
    }

    /// Whether the kind's switch `name` is on.
    public func isOn(_ name: String) -> Bool { kind[name] == "on" }
}

/// One field a kind's edit form has of its own: a choice among values or a switch.
public struct ArrEditKindField: Sendable {
    /// Its name in a posted form and in ``ArrEditValues/kind``.
    public let name: String
    /// Its label ("Minimum availability").
    public let label: String
    /// Its choices; empty for a switch.
    public let choices: [FormChoice]

    /// A choice among `choices`.
    public static func choice(_ name: String, _ label: String, _ choices: [FormChoice]) -> ArrEditKindField {
        ArrEditKindField(name: name, label: label, choices: choices)
    }

    /// A switch.
    public static func toggle(_ name: String, _ label: String) -> ArrEditKindField {
        ArrEditKindField(name: name, label: label, choices: [])
    }
}

/// An item as an edit form read it: its title, its values, the server's choices, and how the
/// values are saved onto the server's whole record (which the loader kept).
public struct ArrEditLoad: Sendable {
    /// Its title: "Dune".
    public let title: String
    /// Its title with its year: "Dune (2021)".
    public let heading: String
    /// Its values as the server has them.
    public let values: ArrEditValues
    /// The server's quality profiles.
    public let qualityProfiles: [QualityProfile]
    /// The server's tags.
    public let tags: [ArrKit.Tag]
    /// Saves `values` onto the item as read (only the form's fields change), moving its files
    /// when told.
    public let save: @Sendable (_ values: ArrEditValues, _ moveFiles: Bool) async throws -> Void

    /// A loaded item.
    public init(
        title: String, heading: String, values: ArrEditValues, qualityProfiles: [QualityProfile],
        tags: [ArrKit.Tag], save: @escaping @Sendable (ArrEditValues, Bool) async throws -> Void
    ) {
        self.title = title
        self.heading = heading
        self.values = values
        self.qualityProfiles = qualityProfiles
        self.tags = tags
        self.save = save
    }
}

/// How an *arr's item is edited: each kind makes one in its folder (``ArrItemEditor`` needs
/// nothing else).
public struct ArrEditSource: Sendable {
    /// What the item is, for the sheet's title before it is read: "movie", "series".
    public let noun: String
    /// The kind's own fields, in the form's order.
    public let kindFields: [ArrEditKindField]
    /// Reads the item and the server's choices.
    public let load: @Sendable () async throws -> ArrEditLoad
    /// The client new tags are made with.
    public let tagClient: @Sendable () async throws -> any ArrServiceClient

    /// A source.
    public init(
        noun: String, kindFields: [ArrEditKindField], load: @escaping @Sendable () async throws -> ArrEditLoad,
        tagClient: @escaping @Sendable () async throws -> any ArrServiceClient
    ) {
        self.noun = noun
        self.kindFields = kindFields
        self.load = load
        self.tagClient = tagClient
    }
}
