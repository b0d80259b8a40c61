import ArrDemoKit
import ArrKit

/// The demo Lidarr's tags, made and removed as Lidarr does (labels kept in lower case).
extension LidarrDemoLibrary {
    /// A tag with `label` (lower-cased, as Lidarr keeps labels): the one it has, or a new one.
    func createTag(_ label: String) -> Tag {
        if let existing = tags.first(where: { $0.label == label.lowercased() }) { return existing }
        let tag = Tag(id: (tags.map(\.id).max() ?? 0) + 1, label: label.lowercased())
        tags.append(tag)
        return tag
    }

    /// Removes the tag `id`; false when there is none.
    func deleteTag(id: Int) -> Bool {
        guard tags.contains(where: { $0.id == id }) else { return false }
        tags.removeAll { $0.id == id }
        return true
    }
}
