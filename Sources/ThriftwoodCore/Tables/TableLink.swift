/// A way from a table screen to another screen (Prowlarr's indexers to its search): the
/// terminal offers it on its key, the browser as a link.
public struct TableLink: Sendable, Hashable {
    /// The link's words ("Search").
    public var label: String
    /// The key that follows it in the terminal.
    public var key: Character
    /// Where it goes.
    public var route: AppRoute
    /// Whether its screen takes the place of this one (a sibling), rather than going on top.
    public var replaces: Bool

    /// Creates a link; `replaces` makes it a sibling of the screen it is on.
    public init(_ label: String, key: Character, to route: AppRoute, replaces: Bool = false) {
        self.replaces = replaces
        self.label = label
        self.key = key
        self.route = route
    }
}
