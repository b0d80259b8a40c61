import ArrKit

/// A tag as a picker shows it: its id and its label.
public struct TagOption: Sendable, Hashable, Identifiable {
    /// The server's id for it.
    public let id: Int
    /// What it reads: "4k".
    public let label: String

    /// A tag with `id` reading `label`.
    public init(id: Int, label: String) {
        self.id = id
        self.label = label
    }
}

extension Array where Element == ArrKit.Tag {
    /// The tags as a picker shows them.
    public var options: [TagOption] { map { TagOption(id: $0.id, label: $0.label) } }
}
