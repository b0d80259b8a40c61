import ServerKit

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

extension LibraryDeleteChoice {
    /// The question before removing `name` from a library, naming what is on disk when there is
    /// something: "Delete Fight Club (1999)? It has 48 GB on disk."
    public static func question(_ name: String, onDisk bytes: ServerCount = .zero) -> String {
        bytes > 0 ? "Delete \(name)? It has \(Format.sizeOnDisk(bytes)) on disk." : "Delete \(name)?"
    }

    /// The choice of deleting the files too, as every front end words it.
    public static let deleteFilesLabel = "also delete files on disk"
    /// The choice of excluding it from import lists, as every front end words it.
    public static let exclusionLabel = "exclude from import lists"
}
