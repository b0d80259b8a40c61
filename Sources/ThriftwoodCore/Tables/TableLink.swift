/// A way from a table screen to another screen (Prowlarr's indexers to its search): the
/// terminal offers it on its key, the browser as a link.
public struct TableLink: Sendable, Hashable {
    /// The link's words ("Search").
    public var label: String
    /// The key that follows it in the terminal.
    public var key: Character
    /// Where it goes.
    public var route: AppRoute

    /// Creates a link.
    public init(_ label: String, key: Character, to route: AppRoute) {
        self.label = label
        self.key = key
        self.route = route
    }
}
