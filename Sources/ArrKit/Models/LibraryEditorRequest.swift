/// The fields every *arr's editor for many items (`PUT /movie/editor`, `/series/editor`,
/// `/artist/editor`) shares, so one rule fills them for any of them.
public protocol LibraryEditorRequest {
    /// A new quality profile.
    var qualityProfileId: Int? { get set }
    /// A new root folder.
    var rootFolderPath: String? { get set }
    /// Move the files when the root folder changes.
    var moveFiles: Bool? { get set }
    /// Tags to add, remove or replace with (see `applyTags`).
    var tags: [Int]? { get set }
    /// `add`, `remove` or `replace`.
    var applyTags: String? { get set }
}
