/// What deleting a movie or a series from the library asks about.
public struct LibraryDeleteChoice: Sendable, Hashable {
    /// Also delete the files on disk.
    public var deleteFiles = false
    /// Keep the server from re-adding it from import lists.
    public var addImportExclusion = false

    /// Creates the default choice (keep files, no exclusion).
    public init(deleteFiles: Bool = false, addImportExclusion: Bool = false) {
        self.deleteFiles = deleteFiles
        self.addImportExclusion = addImportExclusion
    }
}
