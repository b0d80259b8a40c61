/// One result of an add form's lookup as a list shows it, in the lookup's order (one line per
/// result the server sent, even one that cannot be added, so a list's cursor is the result's
/// index).
public struct LookupLine: Sendable, Hashable {
    /// Its name: "Arrival (2016)", "Radiohead".
    public let title: String
    /// What tells it apart, in words ("HBO · 5 seasons"), "" when nothing does.
    public let facts: String
    /// Whether it is in the library already (adding it opens it instead).
    public let inLibrary: Bool
    /// Its overview, "" without one.
    public let overview: String

    /// What the line says after the title: that it is in the library, or its facts.
    public var note: String { inLibrary ? "in library" : facts }
}
