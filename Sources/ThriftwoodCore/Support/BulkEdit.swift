import ArrKit
import Foundation

/// How a tag applies to the marked items: added to theirs, taken from theirs, or theirs replaced.
public enum TagChange: String, Sendable, Hashable, CaseIterable {
    case add, remove, replace

    /// The words shown.
    public var label: String {
        switch self {
        case .add: "add"
        case .remove: "remove"
        case .replace: "replace all with"
        }
    }
}

/// A named choice the bulk edit cycles through (a quality profile, a root folder, a tag, a
/// minimum availability or series type), with what it sends.
public struct BulkOption: Sendable, Hashable {
    /// What is sent: an id, or a path or wire name.
    public let value: String
    /// What is shown.
    public let name: String

    /// Creates an option.
    public init(value: String, name: String) {
        self.value = value
        self.name = name
    }
}

/// What a list offers for changing many items at once, read from its server.
public struct BulkChoices: Sendable, Hashable {
    /// Quality profiles.
    public var qualityProfiles: [BulkOption] = []
    /// Root folders.
    public var rootFolders: [BulkOption] = []
    /// Tags.
    public var tags: [BulkOption] = []
    /// Minimum availabilities (movies) or series types (series).
    public var kinds: [BulkOption] = []
    /// What `kinds` are called: "Minimum availability" or "Series type".
    public var kindName = ""

    /// Creates the choices.
    public init(
        qualityProfiles: [BulkOption] = [], rootFolders: [BulkOption] = [], tags: [BulkOption] = [],
        kinds: [BulkOption] = [], kindName: String = ""
    ) {
        self.qualityProfiles = qualityProfiles
        self.rootFolders = rootFolders
        self.tags = tags
        self.kinds = kinds
        self.kindName = kindName
    }
}

/// The changes chosen for every marked item, sent together as one editor request; a field
/// left nil keeps each item's own value.
public struct BulkEdit: Sendable, Hashable {
    /// The fields a bulk edit can change.
    public enum Field: Sendable, Hashable, CaseIterable {
        case qualityProfile, rootFolder, tag, kind
    }

    /// The new quality profile.
    public var qualityProfile: BulkOption?
    /// The new root folder.
    public var rootFolder: BulkOption?
    /// Move the files to the new root folder.
    public var moveFiles = false
    /// The tag to apply.
    public var tag: BulkOption?
    /// How the tag applies.
    public var tagChange = TagChange.add
    /// The new minimum availability or series type.
    public var kind: BulkOption?

    /// Nothing chosen yet.
    public init() {}

    /// Whether nothing would change.
    public var isEmpty: Bool { qualityProfile == nil && rootFolder == nil && tag == nil && kind == nil }

    /// Moves `field` to its next choice in `choices`, after the last back to "keep".
    public mutating func cycle(_ field: Field, in choices: BulkChoices) {
        func next(_ current: BulkOption?, _ options: [BulkOption]) -> BulkOption? {
            guard let current, let index = options.firstIndex(of: current) else { return options.first }
            return index + 1 < options.count ? options[index + 1] : nil
        }
        switch field {
        case .qualityProfile: qualityProfile = next(qualityProfile, choices.qualityProfiles)
        case .rootFolder: rootFolder = next(rootFolder, choices.rootFolders)
        case .tag: tag = next(tag, choices.tags)
        case .kind: kind = next(kind, choices.kinds)
        }
    }

    /// The dialog's lines, worded once: "p  Quality profile: HD-1080p" or "… (keep)".
    public func lines(kindName: String) -> [String] {
        let keep = "(keep each one's own)"
        return [
            "p  Quality profile: \(qualityProfile?.name ?? keep)",
            "a  \(kindName): \(kind?.name ?? keep)",
            "f  Root folder: \(rootFolder?.name ?? keep)"
                + (rootFolder == nil ? "" : "  [\(moveFiles ? "x" : " ")] o move files"),
            "t  Tag: " + (tag.map { "\(tagChange.label) “\($0.name)”  (T: add/remove/replace)" } ?? keep),
        ]
    }

    /// The ids an integer option carries.
    static func id(_ option: BulkOption?) -> Int? { option.flatMap { Int($0.value) } }

    /// Writes the fields every *arr's editor shares into `request`: the quality profile, the
    /// root folder (with whether to move the files) and the tag with how it applies; a field
    /// left unchosen is not sent.
    func fill<Request: LibraryEditorRequest>(_ request: inout Request) {
        request.qualityProfileId = Self.id(qualityProfile)
        if let folder = rootFolder {
            request.rootFolderPath = folder.value
            request.moveFiles = moveFiles
        }
        if let tag = Self.id(tag) {
            request.tags = [tag]
            request.applyTags = tagChange.rawValue
        }
    }
}

extension BulkEdit {
    /// The edit a form chose by value from `choices` (a value not among them, or none, keeps each
    /// item's own): quality profile, root folder (moving the files or not), a tag and how it
    /// applies, and the kind (availability or series type).
    public static func chosen(
        from choices: BulkChoices, qualityProfile: String?, rootFolder: String?, moveFiles: Bool, tag: String?,
        tagChange: String?, kind: String?
    ) -> BulkEdit {
        var edit = BulkEdit()
        edit.qualityProfile = choices.qualityProfiles.first { $0.value == qualityProfile }
        edit.rootFolder = choices.rootFolders.first { $0.value == rootFolder }
        edit.moveFiles = moveFiles
        edit.tag = choices.tags.first { $0.value == tag }
        edit.tagChange = tagChange.flatMap(TagChange.init(rawValue:)) ?? .add
        edit.kind = choices.kinds.first { $0.value == kind }
        return edit
    }
}
