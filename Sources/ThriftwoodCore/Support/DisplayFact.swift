/// One labelled fact a screen shows: "Quality profile", "HD-1080p".
public struct DisplayFact: Sendable, Hashable {
    /// What it is.
    public let label: String
    /// Its value, "–" when unknown.
    public let value: String

    /// A fact.
    public init(label: String, value: String) {
        self.label = label
        self.value = value
    }
}
