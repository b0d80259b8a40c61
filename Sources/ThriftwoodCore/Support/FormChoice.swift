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
