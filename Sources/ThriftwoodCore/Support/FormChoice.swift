import ArrKit

/// One choice a form offers, as every front end shows it: the value sent back and its label.
public struct FormChoice: Sendable, Hashable, Identifiable {
    /// The value a front end sends back for it.
    public let value: String
    /// What it is called.
    public let label: String

    /// Creates a choice.
    public init(value: String, label: String) {
        self.value = value
        self.label = label
    }

    /// The value.
    public var id: String { value }
}

extension FormChoice {
    /// A quality profile as a form offers it (its id, its name).
    public init(_ profile: QualityProfile) {
        self.init(value: String(profile.id), label: profile.name)
    }

    /// A root folder as a form offers it: its path, with its free space when the server says.
    public init(_ folder: RootFolder) {
        let free = folder.freeSpace.map { " (\(Format.sizeOnDisk($0)) free)" } ?? ""
        self.init(value: folder.path, label: "\(folder.path)\(free)")
    }
}
