import ArrKit

/// `PUT /api/v1/artist/editor` (change many artists at once) and `DELETE` (remove many): only
/// the fields set are sent, the rest keep each artist's own value.
public struct ArtistEditorRequest: Hashable, Sendable, Codable {
    /// The artists to change or remove.
    public var artistIds: [Int]
    /// Monitor or unmonitor them.
    public var monitored: Bool?
    /// A new quality profile.
    public var qualityProfileId: Int?
    /// A new metadata profile.
    public var metadataProfileId: Int?
    /// A new root folder.
    public var rootFolderPath: String?
    /// Tags to add, remove or replace with (see `applyTags`).
    public var tags: [Int]?
    /// `add`, `remove` or `replace`.
    public var applyTags: String?
    /// Move the files when the root folder changes.
    public var moveFiles: Bool?
    /// On removal: delete the artists' files too.
    public var deleteFiles: Bool?
    /// On removal: keep import lists from adding them again.
    public var addImportListExclusion: Bool?

    /// A request naming `artistIds` and changing nothing yet.
    public init(artistIds: [Int]) {
        self.artistIds = artistIds
    }
}

extension ArtistEditorRequest: LibraryEditorRequest {}
